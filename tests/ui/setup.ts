// Runs before each UI test file: unmount what a test rendered and empty the app-wide toast queue.
import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '../../src/ui/Toast.tsx';

// jsdom has no CSS.escape, which react-aria uses to look up a CSP nonce when overlays open.
if (!globalThis.CSS?.escape) {
  const css = (globalThis.CSS ?? {}) as typeof CSS;
  css.escape = (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
  globalThis.CSS = css;
}

afterEach(() => {
  cleanup();
  act(() => toast.clear());
});
