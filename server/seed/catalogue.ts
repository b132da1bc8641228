// Writes the demo catalogue (plan.ts) once: enterprises with images and nearby places, their
// units with images, amenities and blocked dates, and the FAQs. It runs in one transaction
// under an advisory lock, so a crash leaves nothing half-written (which would otherwise stop
// the next start from seeding) and two API processes starting together seed it only once.
import { type Kysely, sql, type Transaction } from 'kysely';
import { today } from '../../src/domain/dates.ts';
import type { Database } from '../db/schema.ts';
import { inChunks } from './batch.ts';
import { FAQS } from './faqs.ts';
import { generateCatalogueImages, type ImageGenerationReport } from './images.ts';
import { type CataloguePlan, planCatalogue } from './plan.ts';

/** Arbitrary constant naming the seed's advisory lock. */
const SEED_LOCK_KEY = 7_106_001;

export interface CatalogueResult {
  created: boolean;
  /** Present when opts.images was true. */
  images?: ImageGenerationReport;
}

export async function seedCatalogue(
  db: Kysely<Database>,
  opts: { mediaDir: string; images: boolean },
): Promise<CatalogueResult> {
  // Files are checked on every start (cheap when present), so a wiped media directory heals
  // even when the rows already exist.
  const images = opts.images ? await generateCatalogueImages(opts.mediaDir) : undefined;
  const created = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const existing = await trx.selectFrom('enterprises').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    await writeCatalogue(trx, planCatalogue(today()));
    return true;
  });
  return images ? { created, images } : { created };
}

async function writeCatalogue(trx: Transaction<Database>, plan: CataloguePlan): Promise<void> {
  const enterpriseIds = new Map<string, number>();
  for (const row of await trx
    .insertInto('enterprises')
    .values(plan.enterprises.map((e) => e.row))
    .returning(['id', 'short_url'])
    .execute()) {
    enterpriseIds.set(row.short_url, row.id);
  }
  const idOf = (shortUrl: string) => {
    const id = enterpriseIds.get(shortUrl);
    if (id === undefined) throw new Error(`enterprise ${shortUrl} was not inserted`);
    return id;
  };

  const enterpriseImages = plan.enterprises.flatMap((e) =>
    e.images.map((img) => ({ ...img, enterprise_id: idOf(e.row.short_url) })),
  );
  await inChunks(enterpriseImages, (part) => trx.insertInto('enterprise_images').values(part).execute());

  const places = plan.enterprises.flatMap((e) =>
    e.places.map((p) => ({ ...p, enterprise_id: idOf(e.row.short_url) })),
  );
  await inChunks(places, (part) => trx.insertInto('points_of_interest').values(part).execute());

  const units = plan.enterprises.flatMap((e) =>
    e.units.map((u) => ({ u, enterprise_id: idOf(e.row.short_url) })),
  );
  const inserted = await inChunks(units, (part) =>
    trx
      .insertInto('apartments')
      .values(
        part.map(({ u, enterprise_id }) => {
          const { amenityIds: _a, images: _i, blockedDates: _b, ...row } = u;
          return { ...row, enterprise_id };
        }),
      )
      .returning(['id', 'enterprise_id', 'unit_number'])
      .execute(),
  );
  // Matched by (enterprise, unit number) rather than by position: RETURNING order is not promised.
  const unitIds = new Map(inserted.map((r) => [`${r.enterprise_id}/${r.unit_number}`, r.id]));
  const unitId = (enterpriseId: number, unitNumber: string) => {
    const id = unitIds.get(`${enterpriseId}/${unitNumber}`);
    if (id === undefined)
      throw new Error(`unit ${unitNumber} of enterprise ${enterpriseId} was not inserted`);
    return id;
  };

  const unitImages = units.flatMap(({ u, enterprise_id }) =>
    u.images.map((img) => ({ ...img, apartment_id: unitId(enterprise_id, u.unit_number) })),
  );
  await inChunks(unitImages, (part) => trx.insertInto('apartment_images').values(part).execute());

  const amenities = units.flatMap(({ u, enterprise_id }) =>
    u.amenityIds.map((amenity_id) => ({ apartment_id: unitId(enterprise_id, u.unit_number), amenity_id })),
  );
  await inChunks(amenities, (part) => trx.insertInto('apartment_amenities').values(part).execute());

  const blocked = units.flatMap(({ u, enterprise_id }) =>
    u.blockedDates.map((date) => ({ apartment_id: unitId(enterprise_id, u.unit_number), date })),
  );
  await inChunks(blocked, (part) => trx.insertInto('apartment_blocked_dates').values(part).execute());

  await trx
    .insertInto('faqs')
    .values(FAQS.map((f, i) => ({ ...f, position: i + 1 })))
    .execute();
}
