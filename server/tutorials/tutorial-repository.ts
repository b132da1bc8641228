// Tutorials: general ones for every resident, and ones for an enterprise or a single apartment
// (Wi-Fi, concierge, rubbish, laundry, digital keys...). Specific ones come first.
import type { Tutorial } from '../../src/api/support-resident.ts';
import type { DB } from '../db/connect.ts';

const columns = [
  'id',
  'title',
  'description',
  'content',
  'video_url',
  'enterprise_id',
  'apartment_id',
] as const;

function toTutorial(row: {
  id: number;
  title: string;
  description: string;
  content: string;
  video_url: string | null;
  enterprise_id: number | null;
  apartment_id: number | null;
}): Tutorial {
  const { enterprise_id, apartment_id, ...rest } = row;
  return {
    ...rest,
    scope: apartment_id !== null ? 'apartment' : enterprise_id !== null ? 'enterprise' : 'general',
  };
}

export async function generalTutorials(db: DB): Promise<Tutorial[]> {
  const rows = await db
    .selectFrom('tutorials')
    .select(columns)
    .where('enterprise_id', 'is', null)
    .where('apartment_id', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toTutorial);
}

const SCOPE_ORDER = { apartment: 0, enterprise: 1, general: 2 } as const;

export async function apartmentTutorials(
  db: DB,
  apartment: { id: number; enterprise_id: number },
): Promise<Tutorial[]> {
  const rows = await db
    .selectFrom('tutorials')
    .select([...columns, 'position'])
    .where((eb) =>
      eb.or([
        eb('apartment_id', '=', apartment.id),
        eb.and([eb('enterprise_id', '=', apartment.enterprise_id), eb('apartment_id', 'is', null)]),
        eb.and([eb('enterprise_id', 'is', null), eb('apartment_id', 'is', null)]),
      ]),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows
    .map(toTutorial)
    .map((t, i) => ({ t, i }))
    .sort((a, b) => SCOPE_ORDER[a.t.scope] - SCOPE_ORDER[b.t.scope] || a.i - b.i)
    .map(({ t }) => t);
}
