// src/first-paint/hydrate-when-seen.tsx: a part of a server-rendered page keeps the server's markup
// while the page hydrates and is rendered only when needed, and a press on a part still waiting is
// not lost (React hydrates it and hands it the press). jsdom has no IntersectionObserver, so here a
// part opens on input or, after the page is hydrated, at idle.
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('../../src/first-paint/hydrate-when-seen.tsx');
let HydrateWhenSeen: Module['HydrateWhenSeen'];
let markHydrated: () => void;
let rendered: number[];
let container: HTMLElement;

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Each test its own page: the gates and the hydrated flag are the module's state.
  vi.resetModules();
  ({ HydrateWhenSeen } = await import('../../src/first-paint/hydrate-when-seen.tsx'));
  ({ markHydrated } = await import('../../src/first-paint/hydration.ts'));
  rendered = [];
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => container.remove());

function Card({ n }: { n: number }) {
  const [open, setOpen] = useState(false);
  rendered.push(n);
  return (
    <button type="button" onClick={() => setOpen(true)}>
      {open ? `Cartão ${n} aberto` : `Cartão ${n}`}
    </button>
  );
}

const page = () => (
  <ul>
    {[1, 2, 3].map((n) => (
      <HydrateWhenSeen key={n} id={`card-${n}`} as="li">
        <Card n={n} />
      </HydrateWhenSeen>
    ))}
  </ul>
);

async function hydrate(): Promise<string> {
  const html = serverHtml();
  container.innerHTML = html;
  rendered = [];
  await act(async () => {
    hydrateRoot(container, page());
  });
  return html;
}

/** The page as the server draws it: no document there (jsdom's is hidden while it renders). */
function serverHtml(): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(page());
  } finally {
    vi.unstubAllGlobals();
  }
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('HydrateWhenSeen', () => {
  it('renders its part on the server', () => {
    const html = serverHtml();
    for (const n of [1, 2, 3]) expect(html).toContain(`Cartão ${n}`);
    expect(html).toContain('data-hydrate-part="card-2"');
  });

  it('keeps the server markup and renders no part while the page hydrates', async () => {
    const html = await hydrate();
    expect(container.innerHTML).toBe(html);
    expect(rendered).toEqual([]);
  });

  it('hydrates a waiting part when it is pressed, and the press reaches it', async () => {
    await hydrate();
    await act(async () => {
      button('Cartão 2').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(button('Cartão 2 aberto')).toBeTruthy();
    expect(rendered).toContain(2);
    // The others still wait.
    expect(rendered).not.toContain(1);
    expect(rendered).not.toContain(3);
  });

  it('hydrates a part focused by the keyboard', async () => {
    await hydrate();
    await act(async () => {
      button('Cartão 3').focus();
    });
    expect(rendered).toContain(3);
    expect(document.activeElement).toBe(button('Cartão 3'));
  });

  it('hydrates every part left once the page is hydrated and the main thread idles', async () => {
    await hydrate();
    await act(async () => {
      markHydrated();
      // markHydrated runs what waits on it after a timer; then one part per idle moment.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect([...rendered].sort()).toEqual([1, 2, 3]);
    await act(async () => {
      button('Cartão 1').click();
    });
    expect(button('Cartão 1 aberto')).toBeTruthy();
  });

  it('renders its part at once in a render that is not hydration', async () => {
    markHydrated();
    const root = createRoot(container);
    await act(async () => root.render(page()));
    expect([...rendered].sort()).toEqual([1, 2, 3]);
    expect(container.querySelectorAll('li[data-hydrate-part]')).toHaveLength(3);
    root.unmount();
  });
});
