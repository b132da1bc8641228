// Seed data, safe to run on every start:
// - reference tables (always, ON CONFLICT DO NOTHING): the 27 states; every São Paulo
//   municipality (645, IBGE codes, data/sp-cities.json) plus the other 26 capitals; unit types;
//   the amenity catalogue; contract statuses;
// - the demo catalogue (only while `enterprises` is empty; same data on every machine, from a
//   fixed PRNG seed): 11 enterprises in real São Paulo neighbourhoods with images and nearby
//   places of all ten types, 164 apartments, houses, studios and containers with prices,
//   images, amenities and blocked dates in the next 120 days, and 14 FAQs (six on the home);
// - images: 26 flat illustrations (WebP 1280×853 plus 400×267 thumbnails) drawn locally under
//   MEDIA_DIR/catalogue, skipped when present (opts.images = false writes only the rows);
// - the demo resident (DEMO_USER: morador@tokaas.com.br / Tokaas@2026) with two favourites and
//   a monthly pre-booking, created if missing;
// - resident services (services.ts): inspection questions, extra services, tutorials, shared
//   areas, community tasks, and the demo resident's tickets, keys and visitor.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type CatalogueResult, seedCatalogue } from './catalogue.ts';
import { seedContracts } from './contracts.ts';
import { seedDemoUser } from './demo-user.ts';
import { seedReference } from './reference.ts';
import { seedServices } from './services.ts';

export { DEMO_USER } from './demo-user.ts';

export interface SeedSummary {
  catalogue: CatalogueResult;
  demoUserId: number;
  ms: number;
}

export async function seedAll(
  db: Kysely<Database>,
  opts: {
    mediaDir: string;
    images: boolean;
    /**
     * The demo catalogue, resident, contracts and partner packages (default true). Off in
     * production (SEED_DEMO, production-checks.ts): only reference data and services are written.
     */
    demo?: boolean;
  },
): Promise<SeedSummary | { reference: true; ms: number }> {
  const started = performance.now();
  await seedReference(db);
  if (opts.demo === false) {
    await seedServices(db);
    return { reference: true, ms: Math.round(performance.now() - started) };
  }
  const catalogue = await seedCatalogue(db, opts);
  const demoUserId = await seedDemoUser(db);
  // The demo resident's contracts, card and the partner packages (before the resident services).
  await seedContracts(db, demoUserId);
  // Resident services last: they attach to the demo resident's Ativo contract when it exists.
  await seedServices(db);
  return { catalogue, demoUserId, ms: Math.round(performance.now() - started) };
}
