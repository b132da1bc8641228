// Multi-row inserts in chunks: one statement per ~500 rows keeps seeding fast while staying
// far below PostgreSQL's 65,535 bind-parameter limit.

export const CHUNK_SIZE = 500;

export function chunk<T>(rows: readonly T[], size = CHUNK_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Runs `insert` once per chunk, in order, and concatenates what each call returns. */
export async function inChunks<T, R = void>(
  rows: readonly T[],
  insert: (part: T[]) => Promise<R[] | R>,
  size = CHUNK_SIZE,
): Promise<R[]> {
  const out: R[] = [];
  for (const part of chunk(rows, size)) {
    const result = await insert(part);
    if (Array.isArray(result)) out.push(...result);
  }
  return out;
}
