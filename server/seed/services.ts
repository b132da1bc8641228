// Seed of the resident services, safe to run on every start (after the contracts seed):
// - reference rows, always (ON CONFLICT DO NOTHING): the inspection questions of the nine rooms
//   and the extra services (Limpeza, Manutenção, Lavanderia) with prices;
// - while their tables are empty: tutorials (general and per enterprise), shared areas (places)
//   of every enterprise, and community tasks in the coming weeks;
// - for the demo resident's Ativo contract, if there is one (the contracts seed makes it): two
//   tickets with replies (one 'Aberto', one 'Resolvido'), two keys (no selfie: the app shows a
//   placeholder), a Wi-Fi tutorial for the unit, an announced visitor, a cleaning booking and a
//   task subscription; each only if the resident has none of that kind yet.
// The data lives in one module per kind (inspection-questions, extra-services, tutorials,
// shared-areas, community-tasks); the demo resident's part in demo-resident-services.ts.
import { type Kysely, sql } from 'kysely';
import type { InspectionRoom } from '../../src/domain/inspection.ts';
import type { Database } from '../db/schema.ts';
import { communityTasks } from './community-tasks.ts';
import { seedDemoResidentServices } from './demo-resident-services.ts';
import { SERVICES } from './extra-services.ts';
import { INSPECTION_QUESTIONS } from './inspection-questions.ts';
import { placesFor } from './shared-areas.ts';
import { enterpriseTutorials, GENERAL_TUTORIALS } from './tutorials.ts';

const SERVICES_LOCK_KEY = 7_106_003;

type Db = Kysely<Database>;

async function isEmpty(db: Db, table: 'tutorials' | 'places' | 'tasks'): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function seedReferenceRows(db: Db): Promise<void> {
  const questions = Object.entries(INSPECTION_QUESTIONS).flatMap(([room, list]) =>
    list.map(([title, question], position) => ({ room: room as InspectionRoom, title, question, position })),
  );
  await db
    .insertInto('inspection_questions')
    .values(questions)
    .onConflict((oc) => oc.columns(['room', 'title']).doNothing())
    .execute();
  await db
    .insertInto('services')
    .values(SERVICES.map((s, position) => ({ ...s, position })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

async function seedBuildingLife(db: Db): Promise<void> {
  const enterprises = await db.selectFrom('enterprises').select(['id', 'name']).orderBy('id').execute();
  if (await isEmpty(db, 'tutorials')) {
    await db
      .insertInto('tutorials')
      .values([
        ...GENERAL_TUTORIALS.map((t, position) => ({ ...t, position })),
        ...enterprises.flatMap((e) =>
          enterpriseTutorials(e.name).map((t, position) => ({ ...t, enterprise_id: e.id, position })),
        ),
      ])
      .execute();
  }
  if (enterprises.length > 0 && (await isEmpty(db, 'places'))) {
    await db
      .insertInto('places')
      .values(enterprises.flatMap((e) => placesFor(e.id).map((p) => ({ ...p, enterprise_id: e.id }))))
      .execute();
  }
  if (await isEmpty(db, 'tasks')) {
    await db.insertInto('tasks').values(communityTasks(enterprises)).execute();
  }
}

export async function seedServices(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Several processes may start at once on one PostgreSQL server: one seeds, the rest wait.
    await sql`SELECT pg_advisory_xact_lock(${SERVICES_LOCK_KEY})`.execute(trx);
    await seedReferenceRows(trx);
    await seedBuildingLife(trx);
    await seedDemoResidentServices(trx);
  });
}
