// A lazily loaded widget whose code arrives only when the test says so: the module the widget
// imports lazily (`gated`) is held until `code.open()`, and `code.requests` counts its imports.
import { vi } from 'vitest';

export const code = { requests: 0, open: () => {} };

/** Fresh modules, `gated` held, then `load()` (the widget's own module, imported anew). */
export async function withGatedCode<T>(gated: string, load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  code.requests = 0;
  const arrived = new Promise<void>((resolve) => {
    code.open = resolve;
  });
  vi.doMock(gated, async (importOriginal) => {
    code.requests++;
    await arrived;
    return importOriginal();
  });
  return load();
}
