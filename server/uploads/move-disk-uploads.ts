// Photos uploaded before migration 0008 were files under DATA_DIR/uploads. At start they move into
// stored_images (only those a key or an inspection photo still names) and every file leaves the
// disk, so DATA_DIR then holds only the embedded database and regenerable media. Safe to run on
// every start and on several processes at once (an insert that finds the photo does nothing).
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { DB } from '../db/connect.ts';
import type { UploadFolder } from './image-store.ts';

const FOLDERS: UploadFolder[] = ['selfies', 'inspections'];
const FILE_NAME = /^[0-9a-f]{32}\.webp$/;

async function isReferenced(db: DB, name: string): Promise<boolean> {
  const key = await db
    .selectFrom('contract_keys')
    .select('id')
    .where('selfie_path', '=', name)
    .executeTakeFirst();
  if (key) return true;
  const photo = await db
    .selectFrom('inspection_photos')
    .select('id')
    .where('file_path', '=', name)
    .executeTakeFirst();
  return photo !== undefined;
}

export async function moveDiskUploads(db: DB, dataDir: string): Promise<{ moved: number; removed: number }> {
  const root = path.join(dataDir, 'uploads');
  let moved = 0;
  let removed = 0;
  for (const folder of FOLDERS) {
    const dir = path.join(root, folder);
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files) {
      const name = `${folder}/${file}`;
      if (FILE_NAME.test(file) && (await isReferenced(db, name))) {
        const bytes = await readFile(path.join(dir, file));
        await db
          .insertInto('stored_images')
          .values({ path: name, bytes })
          .onConflict((oc) => oc.column('path').doNothing())
          .execute();
        moved++;
      } else {
        removed++;
      }
      await rm(path.join(dir, file), { force: true });
    }
    await rmdir(dir).catch(() => {});
  }
  await rmdir(root).catch(() => {});
  return { moved, removed };
}
