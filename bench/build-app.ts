// The app as `npm run build` makes it, into a directory of the bench's own: the client (with Vite's
// manifest, which the bundle rows read) and its server render beside it (`${dist}-ssr`, where the
// server looks for it).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export function buildApp(dist: string): void {
  const vite = (args: string[]) =>
    execFileSync(path.resolve('node_modules/.bin/vite'), [...args, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  vite(['build', '--manifest', '--outDir', dist]);
  vite(['build', '--ssr', 'src/entry-server.tsx', '--outDir', `${dist}-ssr`]);
}
