// A deployment of its own for tests that change what the server serves (a new build): a copy of
// the built app, its own database and port, so the shared e2e server is never touched.
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { test } from './test.ts';

export interface Deployment {
  url: string;
  /**
   * Publishes "build 2": a new shell, a new service worker, and one old lazy chunk gone: removed
   * (`removeChunk`: the new build has no such screen), or changed (`changeChunk`: it is under a new
   * name, and so is every file that names it, as a rebuild does; the old files are removed).
   */
  deployNewBuild(options: { removeChunk: RegExp } | { changeChunk: RegExp }): { removedChunk: string };
  stop(): Promise<void>;
}

/**
 * The e2e `test` with a deployment of its own as the `deployment` fixture, stopped after the test.
 * Desktop only: one deployment per flow is enough, the flows do not depend on the screen.
 */
export const deploymentTest = test.extend<{ deployment: Deployment }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  deployment: async ({}, use, testInfo) => {
    testInfo.skip(
      testInfo.project.name !== 'desktop',
      'one deployment is enough: the flow does not depend on the screen',
    );
    // A server of its own starts (migrations, seed) inside the test's time.
    testInfo.setTimeout(240_000);
    const deployment = await startDeployment();
    try {
      await use(deployment);
    } finally {
      await deployment.stop();
    }
  },
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`servidor saiu (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/city/states`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`servidor não respondeu em 180 s:\n${log()}`);
}

export async function startDeployment(): Promise<Deployment> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tokaas-deploy-'));
  const staticDir = path.join(root, 'dist');
  fs.cpSync(path.resolve(process.env.E2E_STATIC_DIR ?? 'dist'), staticDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      STATIC_DIR: staticDir,
      LOG_REQUESTS: '0',
      PIX_AUTO_CONFIRM_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    stop,
    deployNewBuild(options) {
      const file = (name: string) => path.join(staticDir, name);
      const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
      const pattern = 'removeChunk' in options ? options.removeChunk : options.changeChunk;
      const removedChunk = fs.readdirSync(file('assets')).find((name) => pattern.test(name));
      if (!removedChunk) throw new Error(`nenhum arquivo casa com ${pattern}`);
      const renamed =
        'changeChunk' in options ? renameWithImporters(file('assets'), removedChunk) : undefined;
      let shell = fs
        .readFileSync(file('index.html'), 'utf8')
        .replace('<head>', '<head><meta name="tokaas-build" content="2">');
      let worker = fs.readFileSync(file('sw.js'), 'utf8');
      if (renamed) {
        for (const [from, to] of renamed) {
          shell = shell.replaceAll(from, to);
          worker = worker.replaceAll(from, to);
        }
      } else {
        fs.rmSync(file(`assets/${removedChunk}`));
        // The new worker's precache list without the removed file.
        worker = worker.replace(
          new RegExp(`\\{"revision":[^{}]*"url":"assets/${removedChunk.replace(/\./g, '\\.')}"\\},?`),
          '',
        );
      }
      fs.writeFileSync(file('index.html'), shell);
      // The new worker's precache list: the new shell's revision.
      worker = worker.replace(
        /"revision":"[0-9a-f]+","url":"index\.html"/,
        `"revision":"${md5(shell)}","url":"index.html"`,
      );
      fs.writeFileSync(file('sw.js'), worker);
      // As the build does: the worker's compressed copies are what browsers are sent.
      fs.writeFileSync(file('sw.js.br'), zlib.brotliCompressSync(worker));
      fs.writeFileSync(file('sw.js.gz'), zlib.gzipSync(worker));
      return { removedChunk };
    },
  };
}

/**
 * Gives `first` a new hashed name, and so every script or stylesheet that names it (its content
 * changes: a new name too, up to the entry), as a new build would; the old files and their
 * compressed copies are removed. The renames, old name to new.
 */
function renameWithImporters(assets: string, first: string): Map<string, string> {
  const renamed = new Map<string, string>();
  const pending = [first];
  while (pending.length > 0) {
    const from = pending.shift() as string;
    const to = from.replace(
      /-[\w-]{8}(\.\w+)$/,
      (_, ext: string) => `-b2${crypto.randomBytes(3).toString('hex')}${ext}`,
    );
    renamed.set(from, to);
    fs.renameSync(path.join(assets, from), path.join(assets, to));
    for (const copy of ['.br', '.gz', '.map']) fs.rmSync(path.join(assets, from + copy), { force: true });
    for (const name of fs.readdirSync(assets)) {
      if (!/\.(js|css)$/.test(name)) continue;
      const text = fs.readFileSync(path.join(assets, name), 'utf8');
      if (!text.includes(from)) continue;
      fs.writeFileSync(path.join(assets, name), text.replaceAll(from, to));
      if (![...renamed.values()].includes(name) && !pending.includes(name)) pending.push(name);
    }
  }
  for (const name of renamed.values()) {
    const text = fs.readFileSync(path.join(assets, name));
    fs.writeFileSync(path.join(assets, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(assets, `${name}.gz`), zlib.gzipSync(text));
  }
  return renamed;
}
