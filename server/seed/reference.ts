// Reference tables that never change at run time: states, cities, unit types, amenities and
// contract statuses. Fixed ids, inserted with ON CONFLICT DO NOTHING, so this is safe to run on
// every start (and concurrently from several API processes).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inChunks } from './batch.ts';
import { SP_CITIES } from './sp-cities.ts';
import { SAO_PAULO_STATE_ID, STATES } from './states.ts';
import { searchName } from './text.ts';

export const APARTMENT_TYPES = [
  { id: 1, name: 'Apartamento', slug: 'apartamento' },
  { id: 2, name: 'Casa mobiliada', slug: 'casa-mobiliada' },
  { id: 3, name: 'Studios e kitnets', slug: 'studio-kitnet' },
  { id: 4, name: 'Container', slug: 'container' },
] as const;

export const APARTMENT_TYPE = { apartamento: 1, casa: 2, studio: 3, container: 4 } as const;
export type ApartmentTypeId = (typeof APARTMENT_TYPE)[keyof typeof APARTMENT_TYPE];

/** The spec's amenity catalogue, in its order. */
export const AMENITIES = [
  { id: 1, name: 'Wifi', slug: 'wifi' },
  { id: 2, name: 'Internet', slug: 'internet' },
  { id: 3, name: 'Piscina', slug: 'piscina' },
  { id: 4, name: 'Locker', slug: 'locker' },
  { id: 5, name: 'Bicicletário', slug: 'bicicletario' },
  { id: 6, name: 'Estacionamento', slug: 'estacionamento' },
  { id: 7, name: 'Academia', slug: 'academia' },
] as const;

export const AMENITY = {
  wifi: 1,
  internet: 2,
  piscina: 3,
  locker: 4,
  bicicletario: 5,
  estacionamento: 6,
  academia: 7,
} as const;

export const CONTRACT_STATUSES = [
  { id: 1, name: 'Em análise' },
  { id: 2, name: 'Aguardando pagamento' },
  { id: 3, name: 'Aguardando pagamento Pix' },
  { id: 4, name: 'Ativo' },
  { id: 5, name: 'Cancelada' },
  { id: 6, name: 'Finalizada' },
  { id: 7, name: 'Suspensa' },
] as const;

export interface CityRow {
  id: number;
  state_id: number;
  name: string;
  search_name: string;
}

/** All São Paulo municipalities plus the other 26 capitals. */
export function cityRows(): CityRow[] {
  const rows: CityRow[] = SP_CITIES.map(([id, name]) => ({
    id,
    state_id: SAO_PAULO_STATE_ID,
    name,
    search_name: searchName(name),
  }));
  for (const state of STATES) {
    if (state.id === SAO_PAULO_STATE_ID) continue;
    const [id, name] = state.capital;
    rows.push({ id, state_id: state.id, name, search_name: searchName(name) });
  }
  return rows;
}

export async function seedReference(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('states')
    .values(STATES.map(({ id, uf, name }) => ({ id, uf, name })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await inChunks(cityRows(), (part) =>
    db
      .insertInto('cities')
      .values(part)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute(),
  );
  await db
    .insertInto('apartment_types')
    .values(APARTMENT_TYPES.map((t) => ({ ...t })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('amenities')
    .values(AMENITIES.map((a) => ({ ...a })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('contract_statuses')
    .values(CONTRACT_STATUSES.map((s) => ({ ...s })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
