// An offline start of /minhas-tokaas: the service worker draws the page as last kept only when that
// drawing is still true (same resident, same build, exactly the mirror's rows now), and otherwise
// answers with the shell as it is.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { readContracts } from '../../src/data/engine/contract-mirror-rows.ts';
import { TokaasDatabase } from '../../src/data/engine/db.ts';
import { syncedKey } from '../../src/data/engine/sync/synced-key.ts';
import { type PageSnapshot, snapshotKey, withSnapshot } from '../../src/shared/page-snapshot.ts';
import { type OfflinePageDeps, offlinePage, snapshotFor } from '../../sw/offline-page.ts';

const SHELL = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Tokaas — moradias mobiliadas em São Paulo, tudo incluso</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const BUILD = 'http://127.0.0.1/assets/index-A.js';
const LIST = '<ul aria-label="Seus contratos"><li><a href="/minhas-tokaas/3">Studio Paulista</a></li></ul>';

let db: TokaasDatabase;
let n = 0;

function deps(userId: number | null = 7): OfflinePageDeps {
  return {
    db,
    session: async () => (userId === null ? null : { userId }),
    isCurrentBuild: (build) => build === BUILD,
  };
}

async function keepSnapshot(overrides: Partial<PageSnapshot> = {}, userId = 7): Promise<PageSnapshot> {
  const rows = await readContracts(db, 7);
  const snapshot: PageSnapshot = {
    html: `<header class="app-topbar">Tokaas</header><main id="conteudo">${LIST}</main>`,
    rootStyle: '--app-topbar-height: 64px;',
    title: 'Minhas tokaas — Tokaas',
    stylesheets: ['/assets/index-A.css', '/assets/ContractsScreen-B.css'],
    build: BUILD,
    rows: JSON.stringify(rows),
    ...overrides,
  };
  await db.cache.put({ key: snapshotKey('/minhas-tokaas'), userId, value: snapshot, at: Date.now() });
  return snapshot;
}

beforeEach(async () => {
  db = new TokaasDatabase(`tokaas-offline-page-${process.pid}-${n++}`);
  await db.contracts.bulkPut([
    { id: 1, userId: 7, status: 'Ativo' },
    { id: 3, userId: 7, status: 'Finalizado' },
    { id: 2, userId: 9, status: 'Ativo' },
  ]);
  await db.meta.put({ key: syncedKey('contracts'), value: Date.now() });
});

describe('withSnapshot', () => {
  it('draws the snapshot inert before #root, with its title, stylesheets and custom properties', async () => {
    const html = withSnapshot(SHELL, await keepSnapshot());
    expect(html).toContain(`<div id="app-snapshot" inert><header class="app-topbar">Tokaas</header>`);
    expect(html).toContain(`${LIST}</main></div><div id="root"></div>`);
    expect(html).toContain('<title>Minhas tokaas — Tokaas</title>');
    expect(html).toContain('<html lang="pt-BR" style="--app-topbar-height: 64px;">');
    // The screen's stylesheet is added; the shell's own is not added twice.
    expect(html).toContain('<link rel="stylesheet" href="/assets/ContractsScreen-B.css"></head>');
    expect(html.match(/index-A\.css/g)).toHaveLength(1);
  });

  it('escapes what goes into an attribute or the title, and leaves a shell without #root alone', () => {
    const snapshot: PageSnapshot = {
      html: '',
      rootStyle: 'font-family: "Inter"',
      title: 'A < B & "C"',
      stylesheets: ['/a".css'],
      build: BUILD,
      rows: '[]',
    };
    const html = withSnapshot(SHELL, snapshot);
    expect(html).toContain('style="font-family: &quot;Inter&quot;"');
    expect(html).toContain('<title>A &lt; B &amp; "C"</title>');
    expect(html).toContain('href="/a&quot;.css"');
    const noRoot = SHELL.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(withSnapshot(noRoot, snapshot)).toBe(noRoot);
  });
});

describe('the offline page', () => {
  it("is the resident's page as last drawn while the mirror holds the rows it was drawn from", async () => {
    const kept = await keepSnapshot();
    expect(await snapshotFor('/minhas-tokaas', deps())).toEqual(kept);
    const page = await offlinePage(
      new Response(SHELL, { headers: { 'content-type': 'text/html' } }),
      '/minhas-tokaas',
      deps(),
    );
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(await page.text()).toBe(withSnapshot(SHELL, kept));
  });

  it('is the plain shell once a contract changed, was added or was removed since', async () => {
    await keepSnapshot();
    await db.contracts.update(3, { status: 'Cancelado' });
    expect(await snapshotFor('/minhas-tokaas', deps())).toBeUndefined();
    await keepSnapshot();
    await db.contracts.put({ id: 4, userId: 7, status: 'Ativo' });
    expect(await snapshotFor('/minhas-tokaas', deps())).toBeUndefined();
    await keepSnapshot();
    await db.contracts.delete(1);
    expect(await snapshotFor('/minhas-tokaas', deps())).toBeUndefined();
    // Another resident's rows are not this page's.
    await keepSnapshot();
    await db.contracts.put({ id: 5, userId: 9, status: 'Ativo' });
    expect(await snapshotFor('/minhas-tokaas', deps())).toBeDefined();
  });

  it("is never another resident's page, nor anyone's without a stored session", async () => {
    await keepSnapshot({}, 9);
    expect(await snapshotFor('/minhas-tokaas', deps(7))).toBeUndefined();
    await keepSnapshot({}, 7);
    expect(await snapshotFor('/minhas-tokaas', deps(null))).toBeUndefined();
  });

  it("is the plain shell for another build's snapshot, a malformed one, or a page never kept", async () => {
    await keepSnapshot({ build: 'http://127.0.0.1/assets/index-OLD.js' });
    expect(await snapshotFor('/minhas-tokaas', deps())).toBeUndefined();
    await db.cache.put({ key: snapshotKey('/minhas-tokaas'), userId: 7, value: { html: 1 }, at: 0 });
    expect(await snapshotFor('/minhas-tokaas', deps())).toBeUndefined();
    await keepSnapshot();
    expect(await snapshotFor('/minhas-tokaas/3', deps())).toBeUndefined();
    const shell = new Response(SHELL);
    expect(await offlinePage(shell, '/perfil', deps())).toBe(shell);
  });

  it('is the plain shell while the mirror was never pulled, and when reading it fails', async () => {
    await keepSnapshot();
    await db.meta.delete(syncedKey('contracts'));
    await db.contracts.clear();
    expect(await snapshotFor('/minhas-tokaas', deps())).toBeUndefined();
    const shell = new Response(SHELL);
    const failing = { ...deps(), session: () => Promise.reject(new Error('IndexedDB indisponível')) };
    expect(await offlinePage(shell, '/minhas-tokaas', failing)).toBe(shell);
  });
});
