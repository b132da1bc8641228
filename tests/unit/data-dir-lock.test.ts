import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock.ts';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A separate process that holds the lock of dir until killed. */
async function holdLockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(path.resolve('server/db/data-dir-lock.ts'))};
lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`holder exited ${code}`)));
  });
  return child;
}

describe('one process per embedded data directory', () => {
  it('refuses a second process while the first is alive, and takes over a dead owner’s lock', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tokaas-lock-'));
    const holder = await holdLockInAnotherProcess(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'tokaas.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, 'tokaas.lock'))).toBe(false);
  }, 30_000);
});
