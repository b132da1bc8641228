// Removes the run's throwaway database directory.
import fs from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.TOKAAS_E2E_DATA_DIR;
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}
