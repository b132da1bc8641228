// A tab whose code download failed after a deploy (src/app/stale-build.ts): what stops the reload
// into the new build, on a real DOM. Each test loads the module afresh: whether this page came from
// such a reload is read once, when it loads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const MARK = 'tokaas:stale-build-reload';
const load = () => import('../../src/app/stale-build.ts');

function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('reloadIntoNewBuild', () => {
  beforeEach(() => {
    vi.resetModules();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('does not reload over a message the person is typing: the failure stays as it was', async () => {
    const { reloadIntoNewBuild } = await load();
    const message = document.createElement('textarea');
    document.body.append(message);
    typeInto(message, 'Gostaria de saber se aceitam pets.');
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(reloadIntoNewBuild(failure)).rejects.toBe(failure);
    expect(sessionStorage.getItem(MARK)).toBeNull();
  });

  it("does not reload over digits typed on a date field's segments: a key (kept by its stand-in) or a phone keyboard's text", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    for (const type of [
      (segment: HTMLElement) =>
        segment.dispatchEvent(new KeyboardEvent('keydown', { key: '0', bubbles: true, cancelable: true })),
      (segment: HTMLElement) =>
        segment.dispatchEvent(
          new InputEvent('beforeinput', {
            inputType: 'insertText',
            data: '3',
            bubbles: true,
            cancelable: true,
          }),
        ),
    ]) {
      vi.resetModules();
      document.body.innerHTML = '<div><span role="spinbutton" tabindex="0" aria-label="dia">dd</span></div>';
      const { reloadIntoNewBuild } = await load();
      const segment = document.querySelector<HTMLElement>('[role="spinbutton"]');
      if (!segment) throw new Error('no segment');
      type(segment);
      await expect(reloadIntoNewBuild(failure)).rejects.toBe(failure);
      expect(sessionStorage.getItem(MARK)).toBeNull();
    }
  });

  it('keys that type nothing on a segment (Tab, arrows) do not hold the reload back, nor a segment gone', async () => {
    document.body.innerHTML = '<div><span role="spinbutton" tabindex="0" aria-label="dia">dd</span></div>';
    const { reloadIntoNewBuild } = await load();
    const segment = document.querySelector<HTMLElement>('[role="spinbutton"]');
    if (!segment) throw new Error('no segment');
    for (const key of ['Tab', 'ArrowUp'])
      segment.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    const other = document.createElement('span');
    other.setAttribute('role', 'spinbutton');
    document.body.append(other);
    other.dispatchEvent(new KeyboardEvent('keydown', { key: '5', bubbles: true }));
    other.remove();
    void reloadIntoNewBuild(new TypeError('Failed to fetch dynamically imported module'));
    expect(sessionStorage.getItem(MARK)).toBe(window.location.href);
  });

  it('a field emptied again, or gone with its screen, no longer holds the reload back', async () => {
    const { reloadIntoNewBuild } = await load();
    const email = document.createElement('input');
    document.body.append(email);
    typeInto(email, 'ana@example.com');
    typeInto(email, '');
    const name = document.createElement('input');
    document.body.append(name);
    typeInto(name, 'Ana');
    name.remove();
    void reloadIntoNewBuild(new TypeError('Failed to fetch dynamically imported module'));
    // The mark that keeps the reloaded page from reloading again.
    expect(sessionStorage.getItem(MARK)).toBe(window.location.href);
  });

  it('does not reload offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { reloadIntoNewBuild } = await load();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(reloadIntoNewBuild(failure)).rejects.toBe(failure);
    expect(sessionStorage.getItem(MARK)).toBeNull();
  });

  it('does not reload when the network went as the download failed: the new worker could not be asked for, or the browser now says offline', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const update = vi.fn((): Promise<void> => Promise.reject(new TypeError('Failed to fetch')));
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {}, getRegistration: async () => ({ update }) },
    });
    try {
      const { reloadIntoNewBuild } = await load();
      await expect(reloadIntoNewBuild(failure)).rejects.toBe(failure);
      expect(update).toHaveBeenCalledOnce();
      expect(sessionStorage.getItem(MARK)).toBeNull();

      // The server answers again, but the browser has heard by now that the network is gone.
      update.mockImplementation(() => Promise.resolve());
      const online = vi.spyOn(navigator, 'onLine', 'get');
      online.mockReturnValueOnce(true).mockReturnValue(false);
      await expect(reloadIntoNewBuild(failure)).rejects.toBe(failure);
      expect(sessionStorage.getItem(MARK)).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('does not reload the page such a reload opened (no loop), and clears the mark for the next one', async () => {
    sessionStorage.setItem(MARK, window.location.href);
    const { reloadIntoNewBuild } = await load();
    expect(sessionStorage.getItem(MARK)).toBeNull();
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(reloadIntoNewBuild(failure)).rejects.toBe(failure);
  });
});
