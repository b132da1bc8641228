// src/shared/load-chunk.ts: a chunk's files are downloaded before its import, so a download that
// fails leaves nothing for the browser to remember, and the next import of the chunk asks again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type LoadChunk = typeof import('../../src/shared/load-chunk.ts').loadChunk;

const url = (file: string) => new URL(`/${file}`, window.location.href).href;
const ok = () => new Response('export {}', { status: 200 });

let loadChunk: LoadChunk;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  vi.resetModules();
  fetchMock = vi.fn(async () => ok());
  vi.stubGlobal('fetch', fetchMock);
  ({ loadChunk } = await import('../../src/shared/load-chunk.ts'));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

const fetched = () => fetchMock.mock.calls.map(([address]) => address as string);

describe('loadChunk', () => {
  it('downloads every file of the chunk, then imports it', async () => {
    const importModule = vi.fn(async () => ({ default: 'Calendar' }));
    await expect(loadChunk(importModule, ['assets/Calendar-1.js', 'assets/shared-2.js'])).resolves.toEqual({
      default: 'Calendar',
    });
    expect(fetched()).toEqual([url('assets/Calendar-1.js'), url('assets/shared-2.js')]);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('a failed download imports nothing, and the next import of the chunk downloads again', async () => {
    fetchMock.mockImplementationOnce(async () => new Response('', { status: 503 }));
    const importModule = vi.fn(async () => ({ default: 'Picker' }));
    const deps = ['assets/Picker-1.js', 'assets/shared-2.js'];
    await expect(loadChunk(importModule, deps)).rejects.toThrow(url('assets/Picker-1.js'));
    expect(importModule).not.toHaveBeenCalled();

    await expect(loadChunk(importModule, deps)).resolves.toEqual({ default: 'Picker' });
    // Only the file that failed is asked for again: the other one arrived.
    expect(fetched()).toEqual([
      url('assets/Picker-1.js'),
      url('assets/shared-2.js'),
      url('assets/Picker-1.js'),
    ]);
  });

  it('a chunk asked for by two loaders at once is downloaded once', async () => {
    const deps = ['assets/Booking-1.js', 'assets/shared-2.js'];
    await Promise.all([loadChunk(async () => ({}), deps), loadChunk(async () => ({}), deps)]);
    expect(fetched()).toEqual([url('assets/Booking-1.js'), url('assets/shared-2.js')]);
  });

  it('offline, a file no cache holds fails at once, and the import is not tried', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const importModule = vi.fn(async () => ({}));
    await expect(loadChunk(importModule, ['assets/rules-1.js'])).rejects.toThrow('Failed to fetch');
    expect(importModule).not.toHaveBeenCalled();
  });

  it('files the page already loaded are not downloaded again', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: url('assets/app-1.js'), responseStatus: 200 } as unknown as PerformanceEntry,
      { name: url('assets/gone-1.js'), responseStatus: 404 } as unknown as PerformanceEntry,
    ]);
    await loadChunk(async () => ({}), ['assets/Screen-1.js', 'assets/app-1.js', 'assets/gone-1.js']);
    expect(fetched()).toEqual([url('assets/Screen-1.js'), url('assets/gone-1.js')]);
  });

  it('links a stylesheet the page lacks and waits until it applies', async () => {
    let settled = false;
    const loading = loadChunk(async () => ({}), ['assets/Map-1.js', 'assets/Map-1.css']).then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull());
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(link?.href).toBe(url('assets/Map-1.css'));
    expect(settled).toBe(false);
    link?.dispatchEvent(new Event('load'));
    await loading;
    expect(fetched()).toEqual([url('assets/Map-1.js'), url('assets/Map-1.css')]);
  });

  it('a stylesheet already on the page (linked or inlined) is neither downloaded nor linked again', async () => {
    const inlined = document.createElement('link');
    inlined.rel = 'stylesheet';
    inlined.href = url('assets/app-1.css');
    inlined.disabled = true;
    document.head.append(inlined);
    await loadChunk(async () => ({}), ['assets/Screen-1.js', 'assets/app-1.css']);
    expect(fetched()).toEqual([url('assets/Screen-1.js')]);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('a stylesheet that fails to apply is removed, so the next import links it again', async () => {
    const deps = ['assets/Map-1.js', 'assets/Map-1.css'];
    const first = loadChunk(async () => ({}), deps);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull());
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('Unable to preload CSS');
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();

    const second = loadChunk(async () => ({ default: 'Map' }), deps);
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull());
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toEqual({ default: 'Map' });
  });

  it("reports a failure as Vite's vite:preloadError; a listener that prevents it takes the page over", async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 404 }));
    const payloads: unknown[] = [];
    const reload = (event: Event) => {
      payloads.push((event as Event & { payload?: unknown }).payload);
      event.preventDefault();
    };
    window.addEventListener('vite:preloadError', reload);
    try {
      let settled = false;
      void loadChunk(async () => ({}), ['assets/Old-1.js']).finally(() => {
        settled = true;
      });
      await vi.waitFor(() => expect(payloads).toHaveLength(1));
      expect(String(payloads[0])).toContain(url('assets/Old-1.js'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(settled).toBe(false);
    } finally {
      window.removeEventListener('vite:preloadError', reload);
    }
  });

  it('an import that itself fails (the download arrived) rejects as the import did', async () => {
    const error = new SyntaxError('bad module');
    await expect(loadChunk(async () => Promise.reject(error), ['assets/Broken-1.js'])).rejects.toBe(error);
  });

  it('with no files to download, it only imports', async () => {
    await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('under a service worker', () => {
    /** The worker in control holds `held` in its assets cache; what `caches.match` was asked. */
    function controlledBy(held: string[]): { asked: { url: string; cacheName?: string }[] } {
      const asked: { url: string; cacheName?: string }[] = [];
      vi.stubGlobal('caches', {
        match: async (address: string, options?: { cacheName?: string }) => {
          asked.push({ url: address, cacheName: options?.cacheName });
          return options?.cacheName === 'tokaas-assets' && held.map(url).includes(address) ? ok() : undefined;
        },
      });
      Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
      return { asked };
    }

    afterEach(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    });

    it('downloads only the files its assets cache lacks (it answers the import of the others)', async () => {
      const { asked } = controlledBy(['assets/Screen-1.js', 'assets/Screen-1.css']);
      const importModule = vi.fn(async () => ({ default: 'Screen' }));
      const loading = loadChunk(importModule, [
        'assets/Screen-1.js',
        'assets/new-2.js',
        'assets/Screen-1.css',
      ]);
      // The stylesheet is still linked, and waited for.
      await vi.waitFor(() => expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull());
      document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
      await expect(loading).resolves.toEqual({ default: 'Screen' });
      expect(fetched()).toEqual([url('assets/new-2.js')]);
      expect(asked.map((entry) => entry.cacheName)).toEqual([
        'tokaas-assets',
        'tokaas-assets',
        'tokaas-assets',
      ]);

      // Known now: neither looked up nor downloaded again.
      await loadChunk(importModule, ['assets/Screen-1.js', 'assets/new-2.js']);
      expect(asked).toHaveLength(3);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('a file the cache lacks still fails as a download, and is asked for again next time', async () => {
      controlledBy([]);
      fetchMock.mockImplementationOnce(async () => {
        throw new TypeError('Failed to fetch');
      });
      const importModule = vi.fn(async () => ({}));
      await expect(loadChunk(importModule, ['assets/Map-1.js'])).rejects.toThrow('Failed to fetch');
      expect(importModule).not.toHaveBeenCalled();
      await loadChunk(importModule, ['assets/Map-1.js']);
      expect(fetched()).toEqual([url('assets/Map-1.js'), url('assets/Map-1.js')]);
    });

    it('a cache that cannot be read counts as not holding the file', async () => {
      vi.stubGlobal('caches', { match: async () => Promise.reject(new Error('SecurityError')) });
      Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
      await loadChunk(async () => ({}), ['assets/Screen-1.js']);
      expect(fetched()).toEqual([url('assets/Screen-1.js')]);
    });

    it('a page no worker controls does not look in the caches', async () => {
      const { asked } = controlledBy(['assets/Screen-1.js']);
      Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
      await loadChunk(async () => ({}), ['assets/Screen-1.js']);
      expect(asked).toEqual([]);
      expect(fetched()).toEqual([url('assets/Screen-1.js')]);
    });
  });
});
