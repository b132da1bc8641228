// scripts/react-aria-hydration.ts: react-aria's useIsSSR, as the app's build patches it, answers
// true while a component hydrates and false on any later render, and hydration no longer makes
// every component that asked render again. The test runs the build step on react-aria's own
// SSRProvider.mjs and imports the result.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { reactAriaHydration } from '../../scripts/react-aria-hydration.ts';

let useIsSSR: () => boolean;

beforeAll(async () => {
  // React's act(), used here without Testing Library, which would set this.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const require = createRequire(import.meta.url);
  const file = path.resolve('node_modules/react-aria/dist/private/ssr/SSRProvider.mjs');
  const transform = reactAriaHydration().transform as Extract<
    Plugin['transform'],
    (...a: never[]) => unknown
  >;
  const out = (await transform.call({} as never, readFileSync(file, 'utf8'), file)) as { code: string };
  // The same React as this test's.
  const code = out.code.replace(/from "react";/, `from ${JSON.stringify(require.resolve('react'))};`);
  // Inside the project (node_modules/.cache), where the test runner imports from.
  const dir = path.resolve('node_modules/.cache/react-aria-hydration-test');
  mkdirSync(dir, { recursive: true });
  const patched = path.join(dir, 'SSRProvider.mjs');
  writeFileSync(patched, code);
  ({ useIsSSR } = await import(/* @vite-ignore */ pathToFileURL(patched).href));
});

function probe() {
  const renders: boolean[] = [];
  let setCount: (n: number) => void = () => {};
  function Probe() {
    const isSSR = useIsSSR();
    const [count, set] = useState(0);
    setCount = set;
    renders.push(isSSR);
    return (
      <p>
        {isSSR ? 'servidor' : 'navegador'} {count}
      </p>
    );
  }
  return { Probe, renders, rerender: (n: number) => setCount(n) };
}

describe('useIsSSR as built', () => {
  it('is true on the server and while hydrating, with no second render after hydration', async () => {
    const { Probe, renders, rerender } = probe();
    const html = renderToString(<Probe />);
    expect(html).toContain('servidor');
    renders.length = 0;

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Probe />));
    expect(renders).toEqual([true]);
    expect(container.textContent).toBe('servidor 0');

    // A render of its own (its state) reads the browser's answer.
    await act(async () => rerender(1));
    expect(renders).toEqual([true, false]);
    expect(container.textContent).toBe('navegador 1');
    act(() => root.unmount());
    container.remove();
  });

  it('is false for a component mounted on the device', async () => {
    const { Probe, renders } = probe();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(renders).toEqual([false]);
    expect(container.textContent).toBe('navegador 0');
    act(() => root.unmount());
  });
});
