// src/first-paint/layout-query.ts: a server-rendered screen draws both layouts, hydrates with both
// (so hydration matches the server's markup at every width), then keeps only the one the media
// query picks; a screen rendered once the page is hydrated picks at its first render; a window
// crossing the breakpoint switches layouts.
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const QUERY = '(min-width: 768px)';
type Module = typeof import('../../src/first-paint/layout-query.ts');
let useLayoutQuery: Module['useLayoutQuery'];
let markHydrated: () => void;
let rendered: (boolean | undefined)[];
let container: HTMLElement;

/** A window as wide as `width`, whose media query list announces a change of width. */
function fakeWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return width >= 768;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe(QUERY);
    return list;
  });
  return (next: number) => {
    width = next;
    for (const listener of listeners) listener();
  };
}

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The hydrated flag is the module's state: each test its own page.
  vi.resetModules();
  ({ useLayoutQuery } = await import('../../src/first-paint/layout-query.ts'));
  ({ markHydrated } = await import('../../src/first-paint/hydration.ts'));
  rendered = [];
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  container.remove();
  vi.unstubAllGlobals();
});

function Screen() {
  const wide = useLayoutQuery(QUERY);
  rendered.push(wide);
  return (
    <main>
      {wide !== false && <p>Grade de fotos</p>}
      {wide !== true && <p>Carrossel</p>}
    </main>
  );
}

const text = () => [...container.querySelectorAll('p')].map((p) => p.textContent);

/** The screen as the server draws it: no window there. */
function serverHtml(): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(<Screen />);
  } finally {
    vi.unstubAllGlobals();
  }
}

describe('useLayoutQuery', () => {
  it('draws both layouts on the server', () => {
    expect(serverHtml()).toBe('<main><p>Grade de fotos</p><p>Carrossel</p></main>');
  });

  it('hydrates with both layouts, then keeps the one that fits the phone', async () => {
    const html = serverHtml();
    fakeWindowWidth(390);
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    rendered = [];
    await act(async () => {
      hydrateRoot(container, <Screen />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(rendered[0]).toBeUndefined();
    expect(rendered.at(-1)).toBe(false);
    expect(text()).toEqual(['Carrossel']);
  });

  it('keeps the wide layout on a wide screen', async () => {
    const html = serverHtml();
    fakeWindowWidth(1280);
    container.innerHTML = html;
    await act(async () => {
      hydrateRoot(container, <Screen />);
    });
    expect(text()).toEqual(['Grade de fotos']);
  });

  it('picks at the first render once the page is hydrated (a screen opened later)', async () => {
    fakeWindowWidth(390);
    markHydrated();
    await act(async () => {
      createRoot(container).render(<Screen />);
    });
    expect(rendered).toEqual([false]);
    expect(text()).toEqual(['Carrossel']);
  });

  it('switches layouts when the window crosses the breakpoint', async () => {
    const resize = fakeWindowWidth(390);
    markHydrated();
    await act(async () => {
      createRoot(container).render(<Screen />);
    });
    await act(async () => resize(1024));
    expect(text()).toEqual(['Grade de fotos']);
    await act(async () => resize(600));
    expect(text()).toEqual(['Carrossel']);
  });

  it('draws the phone layout where matchMedia does not exist', async () => {
    vi.stubGlobal('matchMedia', undefined);
    await act(async () => {
      createRoot(container).render(<Screen />);
    });
    expect(text()).toEqual(['Carrossel']);
  });
});
