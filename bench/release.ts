// Build B for the "after a release" row (issue 32): the app built again, exactly as build A, with
// one screen's source changed (the invoices screen gains a statement), so the files that change
// are the ones a real one-screen release changes: that screen's chunk and whatever names it.
import path from 'node:path';
import { build, type Plugin } from 'vite';

const CHANGED_SCREEN = 'src/screens/contracts/InvoicesScreen.tsx';

function oneScreenChanged(): Plugin {
  return {
    name: 'bench-one-screen-release',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(CHANGED_SCREEN)) return undefined;
      return `${code}\n;(globalThis as { tokaasRelease?: string }).tokaasRelease = 'B';\n`;
    },
  };
}

export async function buildOneScreenRelease(outDir: string): Promise<void> {
  const configFile = path.resolve('vite.config.ts');
  await build({
    configFile,
    logLevel: 'warn',
    plugins: [oneScreenChanged()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  await build({
    configFile,
    logLevel: 'warn',
    plugins: [oneScreenChanged()],
    build: { ssr: 'src/entry-server.tsx', outDir: `${outDir}-ssr`, emptyOutDir: true },
  });
}
