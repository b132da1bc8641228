// A deployment of its own for tests that change what the server serves (a new build): a copy of
// the built app, its own database and port, so the shared e2e server is never touched.
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export interface Deployment {
  url: string;
  /** Publishes "build 2": a new shell, a new service worker, and one old lazy chunk removed. */
  deployNewBuild(options: { removeChunk: RegExp }): { removedChunk: string };
  stop(): Promise<void>;
}

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
    deployNewBuild({ removeChunk }) {
      const file = (name: string) => path.join(staticDir, name);
      const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');
      const shell = fs
        .readFileSync(file('index.html'), 'utf8')
        .replace('<head>', '<head><meta name="tokaas-build" content="2">');
      fs.writeFileSync(file('index.html'), shell);
      const removedChunk = fs.readdirSync(file('assets')).find((name) => removeChunk.test(name));
      if (!removedChunk) throw new Error(`nenhum arquivo casa com ${removeChunk}`);
      fs.rmSync(file(`assets/${removedChunk}`));
      // The new worker's precache list: the new shell's revision, without the removed file.
      let worker = fs.readFileSync(file('sw.js'), 'utf8');
      worker = worker.replace(
        /"revision":"[0-9a-f]+","url":"index\.html"/,
        `"revision":"${md5(shell)}","url":"index.html"`,
      );
      worker = worker.replace(
        new RegExp(`\\{"revision":[^{}]*"url":"assets/${removedChunk.replace(/\./g, '\\.')}"\\},?`),
        '',
      );
      fs.writeFileSync(file('sw.js'), worker);
      // As the build does: the worker's compressed copies are what browsers are sent.
      fs.writeFileSync(file('sw.js.br'), zlib.brotliCompressSync(worker));
      fs.writeFileSync(file('sw.js.gz'), zlib.gzipSync(worker));
      return { removedChunk };
    },
  };
}
