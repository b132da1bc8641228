// What a snapshot of the page takes (src/data/keep-snapshot.ts): the app's markup, its title, the
// stylesheets in use, the build, the rows, and only the custom properties of <html>; and that it
// is kept only for the resident still signed in.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/api/user.ts';
import { clearResidentData } from '../../src/data/clear.ts';
import { TokaasDatabase } from '../../src/data/engine/db.ts';
import { capture, keepSnapshot } from '../../src/data/keep-snapshot.ts';
import { BUILD, type PageSnapshot, snapshotKey } from '../../src/shared/page-snapshot.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

describe('capture', () => {
  it('takes #root, the title, the stylesheets in use, the build and the rows', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/index-A.css"><link rel="stylesheet" href="/assets/Contracts-B.css">' +
      '<link rel="modulepreload" href="/assets/x.js">';
    // A server-rendered page's inlined stylesheet has a disabled link of its address (public/boot.js).
    const inlined = document.createElement('link');
    inlined.rel = 'stylesheet';
    inlined.disabled = true;
    inlined.setAttribute('href', '/assets/inlined.css');
    document.head.append(inlined);
    document.title = 'Minhas tokaas | Tokaas';
    document.body.innerHTML = '<div id="root"><main><h1>Minhas tokaas</h1></main></div>';
    const rows = [{ id: 3, userId: 7, status: 'Ativo' }];
    expect(capture(rows)).toEqual({
      html: '<main><h1>Minhas tokaas</h1></main>',
      rootStyle: '',
      title: 'Minhas tokaas | Tokaas',
      stylesheets: ['/assets/index-A.css', '/assets/Contracts-B.css'],
      build: BUILD,
      rows: JSON.stringify(rows),
    });
  });

  it("keeps <html>'s custom properties, not a dialog's scroll lock", () => {
    document.body.innerHTML = '<div id="root"></div>';
    const style = document.documentElement.style;
    style.setProperty('--app-topbar-height', '64px');
    style.setProperty('overflow', 'hidden');
    style.setProperty('padding-right', '15px');
    expect(capture([])?.rootStyle).toBe('--app-topbar-height: 64px;');
  });

  it('takes nothing while an older snapshot still stands in front of the app', () => {
    document.body.innerHTML = '<div id="app-snapshot" inert></div><div id="root"><p>app</p></div>';
    expect(capture([])).toBeUndefined();
  });
});

describe('keepSnapshot', () => {
  const snapshot: PageSnapshot = {
    html: '<main>Minhas tokaas</main>',
    rootStyle: '',
    title: 'Minhas tokaas | Tokaas',
    stylesheets: [],
    build: BUILD,
    rows: '[]',
  };
  const kept = (db: TokaasDatabase) => db.cache.get(snapshotKey('/minhas-tokaas'));

  it('keeps it for the resident whose mirror this is, and never once they have signed out', async () => {
    const db = new TokaasDatabase(`tokaas-keep-snapshot-${Math.random()}`);
    await db.profile.put({ key: 'me', id: 7, name: 'Ana Souza' } as unknown as User & { key: 'me' });
    await keepSnapshot(db, '/minhas-tokaas', 7, snapshot);
    expect((await kept(db))?.value).toEqual(snapshot);
    // Another resident's snapshot is not written over this mirror.
    await keepSnapshot(db, '/minhas-tokaas', 9, { ...snapshot, html: '<main>outra pessoa</main>' });
    expect((await kept(db))?.userId).toBe(7);

    // Signed out while the page was still drawing: nothing is written after the clear.
    await clearResidentData(db);
    await keepSnapshot(db, '/minhas-tokaas', 7, snapshot);
    expect(await kept(db)).toBeUndefined();
  });

  it('writes a snapshot again only when something in it changed', async () => {
    const db = new TokaasDatabase(`tokaas-keep-snapshot-${Math.random()}`);
    await db.profile.put({ key: 'me', id: 7, name: 'Ana Souza' } as unknown as User & { key: 'me' });
    await keepSnapshot(db, '/minhas-tokaas', 7, snapshot);
    const first = await kept(db);
    // The same page again: left as it is (no write in every idle moment).
    await db.cache.update(snapshotKey('/minhas-tokaas'), { at: 1 });
    await keepSnapshot(db, '/minhas-tokaas', 7, { ...snapshot, stylesheets: [] });
    expect((await kept(db))?.at).toBe(1);

    const changes: Partial<PageSnapshot>[] = [
      { html: '<main>Minhas tokaas, 2 contratos</main>' },
      { rows: '[{"id":1}]' },
      { rootStyle: '--app-topbar-height: 120px;' },
      { title: 'Outra | Tokaas' },
      { stylesheets: ['/assets/Contracts-1.css'] },
    ];
    for (const change of changes) {
      await db.cache.update(snapshotKey('/minhas-tokaas'), { value: first?.value, at: 1 });
      await keepSnapshot(db, '/minhas-tokaas', 7, { ...snapshot, ...change });
      const now = await kept(db);
      expect(now?.at, JSON.stringify(change)).not.toBe(1);
      expect(now?.value).toEqual({ ...snapshot, ...change });
    }
  });
});
