// An operator starting the server with NODE_ENV=production and development values: it refuses,
// naming each value and how to set it; with production values it starts without any demo data.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentProblems } from '../../server/production-checks.ts';

const SAFE = {
  NODE_ENV: 'production',
  PAYMENTS_WEBHOOK_SECRET: 'f'.repeat(64),
  OPERATOR_TOKEN: 'o'.repeat(48),
  VAPID_PUBLIC_KEY: 'BPub'.padEnd(87, 'k'),
  VAPID_PRIVATE_KEY: 'priv'.padEnd(43, 'k'),
};

describe('environmentProblems', () => {
  it('finds nothing outside production', () => {
    expect(environmentProblems({})).toEqual([]);
  });

  it('names every development value left in production', () => {
    const problems = environmentProblems({
      NODE_ENV: 'production',
      PAYMENTS_WEBHOOK_SECRET: 'tokaas-dev-webhook-secret',
      PIX_AUTO_CONFIRM_SECONDS: '20',
      SEED_DEMO: '1',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PAYMENTS_WEBHOOK_SECRET',
      'PIX_AUTO_CONFIRM_SECONDS',
      'OPERATOR_TOKEN',
      'VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY',
      'SEED_DEMO',
    ]);
  });

  it('accepts production values, and a short secret is refused', () => {
    expect(environmentProblems(SAFE)).toEqual([]);
    expect(environmentProblems({ ...SAFE, PAYMENTS_WEBHOOK_SECRET: 'curto' })).toHaveLength(1);
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs server/main.ts until it exits or prints that it is up; then stops it. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string; up: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        LOG_REQUESTS: '0',
        STATIC_DIR: 'nowhere',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let up = false;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!up && output.includes('Tokaas no ar')) {
        up = true;
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, output, up }));
  });
}

describe('npm start with NODE_ENV=production', () => {
  it('refuses to start with nothing set, naming each value', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tokaas-prod-'));
    const { code, output, up } = await start({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
    });
    expect(up).toBe(false);
    expect(code).toBe(1);
    for (const name of ['PAYMENTS_WEBHOOK_SECRET', 'OPERATOR_TOKEN', 'VAPID_PUBLIC_KEY', 'docs/deploy.md'])
      expect(output).toContain(name);
  }, 60_000);

  it('refuses a database that holds the demo data, and starts on a new one without it', async () => {
    const seededInDevelopment = await mkdtemp(path.join(os.tmpdir(), 'tokaas-prod-'));
    const development = await start({ DATA_DIR: seededInDevelopment, PORT: String(await freePort()) });
    expect(development.up).toBe(true);
    expect(development.output).toContain('Login de demonstração');

    const onDemoData = await start({
      ...SAFE,
      DATA_DIR: seededInDevelopment,
      PORT: String(await freePort()),
    });
    expect(onDemoData.up).toBe(false);
    expect(onDemoData.output).toContain('morador@tokaas.com.br');
    expect(onDemoData.output).toContain('PARCEIRO-PAGO-2026');

    const fresh = await mkdtemp(path.join(os.tmpdir(), 'tokaas-prod-'));
    const production = await start({ ...SAFE, DATA_DIR: fresh, PORT: String(await freePort()) });
    expect(production.up).toBe(true);
    expect(production.output).not.toContain('Login de demonstração');
  }, 180_000);
});
