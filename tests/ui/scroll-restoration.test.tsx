// Where a page opens (src/app/scroll-restoration.ts), with jsdom's history and a page whose height
// and scroll position the test sets: push to another pathname → top; same pathname or a hash →
// unchanged; back → the entry's position once the page is tall enough, never against the
// resident's own scroll, at most RESTORE_MS; a reload returns to where the entry was.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installScrollRestoration } from '../../src/app/scroll-restoration.ts';

let top = 0;
let height = 3000;
const resizeCallbacks = new Set<() => void>();
let uninstall: () => void = () => {};

/** The page scrolls as a browser's does: never past its end; a 'scroll' event follows. */
function scrollPageTo(y: number) {
  top = Math.max(0, Math.min(y, height - window.innerHeight));
  window.dispatchEvent(new Event('scroll'));
}

function resizePage(to: number) {
  height = to;
  for (const callback of resizeCallbacks) callback();
}

const nextFrame = () => vi.advanceTimersByTimeAsync(20);

/** history.back() as the browser reports it: popstate with the previous entry's state. */
function popTo(state: unknown) {
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
  });
  sessionStorage.clear();
  history.replaceState(null, '', '/minhas-tokaas');
  top = 0;
  height = 3000;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => top });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number | ScrollToOptions, y?: number) =>
    scrollPageTo(typeof x === 'object' ? (x.top ?? top) : (y ?? top))) as typeof window.scrollTo);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe() {
        resizeCallbacks.add(this.callback);
      }
      disconnect() {
        resizeCallbacks.delete(this.callback);
      }
    },
  );
  uninstall = installScrollRestoration();
});

afterEach(() => {
  uninstall();
  resizeCallbacks.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('scroll restoration', () => {
  it('opens another pathname at its top; a query change or a hash on the same page keeps the position', () => {
    expect(history.scrollRestoration).toBe('manual');
    scrollPageTo(1200);
    history.pushState(null, '', '/minhas-tokaas?ordem=recentes');
    expect(window.scrollY).toBe(1200);
    history.pushState(null, '', '/minhas-tokaas#contrato-5');
    expect(window.scrollY).toBe(1200);
    history.replaceState(null, '', '/minhas-tokaas');
    expect(window.scrollY).toBe(1200);
    // A hash names the place to show: the top is not it.
    history.pushState(null, '', '/perguntas-frequentes#pagamentos');
    expect(window.scrollY).toBe(1200);
    history.pushState(null, '', '/minhas-tokaas/5');
    expect(window.scrollY).toBe(0);
  });

  it('back returns to the position of that entry once the page is tall enough for it', async () => {
    scrollPageTo(1500);
    const list = history.state;
    history.pushState(null, '', '/minhas-tokaas/5');
    scrollPageTo(300);
    const contract = history.state;

    // The list's screen draws a short skeleton first (the browser clamps the position), then its rows.
    popTo(list);
    height = 900;
    scrollPageTo(window.scrollY);
    await nextFrame();
    expect(window.scrollY).toBe(900 - window.innerHeight);
    resizePage(3000);
    expect(window.scrollY).toBe(1500);

    popTo(contract);
    await nextFrame();
    expect(window.scrollY).toBe(300);
  });

  it("gives way to the resident's own scrolling while the page is still drawn", async () => {
    scrollPageTo(1500);
    const list = history.state;
    history.pushState(null, '', '/minhas-tokaas/5');
    height = 900;
    popTo(list);
    await nextFrame();
    window.dispatchEvent(new Event('wheel'));
    scrollPageTo(50);
    resizePage(3000);
    expect(window.scrollY).toBe(50);
  });

  it('waits at most 3 s for the page, then goes as far as it can', async () => {
    scrollPageTo(1500);
    const list = history.state;
    history.pushState(null, '', '/minhas-tokaas/5');
    height = 1200;
    popTo(list);
    await nextFrame();
    expect(window.scrollY).toBe(0);
    await vi.advanceTimersByTimeAsync(3000);
    expect(window.scrollY).toBe(1200 - window.innerHeight);
    resizePage(3000);
    expect(window.scrollY).toBe(1200 - window.innerHeight);
  });

  it('a reload returns to where the entry was', async () => {
    scrollPageTo(900);
    window.dispatchEvent(new Event('pagehide'));
    uninstall();
    top = 0;
    uninstall = installScrollRestoration();
    await nextFrame();
    expect(window.scrollY).toBe(900);
  });
});
