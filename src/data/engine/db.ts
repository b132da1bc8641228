// The resident's local mirror (Dexie over IndexedDB) and the outbox of pending changes.
// Screens read it with useLiveQuery; the sync worker writes it; Dexie broadcasts commits
// across page, worker and service worker. Versions are append-only: a new version() block
// (with an upgrade() when data must move) for every schema change.
import Dexie, { type EntityTable } from 'dexie';
import type { Favorite } from '../../api/catalogue.ts';
import type { User } from '../../api/user.ts';
import type { OutboxRow } from './outbox/types.ts';

export const DB_NAME = 'tokaas';

/** A favourite in the mirror; `id` is the server's, or 'local:<clientId>' until acknowledged. */
export interface FavoriteRow extends Omit<Favorite, 'id'> {
  id: number | string;
  userId: number;
  pending?: boolean;
}

export interface ProfileRow extends User {
  /** Always 'me': one signed-in resident per device database. */
  key: 'me';
}

export interface MetaRow {
  key: string;
  value: unknown;
}

/** Local ids of records created offline, mapped to the server ids once acknowledged. */
export interface IdMapRow {
  localId: string;
  serverId: number;
}

/** A record of the mirror kept as the API answered it (validated), keyed by its server id. */
export interface MirrorRow {
  id: number | string;
  userId: number;
  [field: string]: unknown;
}

/** A resident GET answer as last seen, keyed by path. */
export interface CacheRow {
  key: string;
  userId: number;
  value: unknown;
  at: number;
}

export class TokaasDatabase extends Dexie {
  outbox!: EntityTable<OutboxRow, 'seq'>;
  profile!: EntityTable<ProfileRow, 'key'>;
  favorites!: EntityTable<FavoriteRow, 'id'>;
  preBookings!: EntityTable<MirrorRow, 'id'>;
  contracts!: EntityTable<MirrorRow, 'id'>;
  tickets!: EntityTable<MirrorRow, 'id'>;
  cards!: EntityTable<MirrorRow, 'id'>;
  inspectionForms!: EntityTable<MirrorRow, 'id'>;
  inspectionDrafts!: EntityTable<MirrorRow, 'id'>;
  notifications!: EntityTable<MirrorRow, 'id'>;
  idMap!: EntityTable<IdMapRow, 'localId'>;
  cache!: EntityTable<CacheRow, 'key'>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = DB_NAME) {
    super(name);
    schemaV1(this);
    schemaV2(this);
    schemaV3(this);
    schemaV4(this);
  }
}

/** Version 1: the first mirror and the outbox. */
export function schemaV1(db: Dexie): void {
  db.version(1).stores({
    outbox: '++seq, &id, userId, [userId+status]',
    profile: 'key',
    favorites: 'id, userId, apartment_id',
    preBookings: 'id, userId',
    contracts: 'id, userId',
    tickets: 'id, userId',
    cards: 'id, userId',
    inspectionForms: 'id, userId',
    inspectionDrafts: 'id, userId',
    idMap: 'localId',
    meta: 'key',
  });
}

/** Version 2: inspection drafts found by contract; tickets by last activity. */
export function schemaV2(db: Dexie): void {
  db.version(2)
    .stores({
      tickets: 'id, userId, updatedAt',
      inspectionDrafts: 'id, userId, contractId',
    })
    .upgrade(async (tx) => {
      // Draft ids are '<contractId>:<form>': the new index needs contractId as a field.
      await tx
        .table('inspectionDrafts')
        .toCollection()
        .modify((draft: MirrorRow) => {
          if (draft.contractId === undefined) draft.contractId = Number(String(draft.id).split(':')[0]);
        });
    });
}

/** Version 3: resident answers kept as seen (tutorials, services), readable offline. */
export function schemaV3(db: Dexie): void {
  db.version(3).stores({ cache: 'key, userId' });
}

/** Version 4: the notification centre (issue 33), readable offline. */
export function schemaV4(db: Dexie): void {
  db.version(4).stores({ notifications: 'id, userId' });
}

let instance: TokaasDatabase | undefined;

/** The app's database (one per context: page, worker, service worker). */
export function database(): TokaasDatabase {
  instance ??= new TokaasDatabase();
  return instance;
}

/** Resident tables: cleared on sign-out and on 401, unlike the outbox (kept for the same user). */
export const RESIDENT_TABLES = [
  'profile',
  'favorites',
  'preBookings',
  'contracts',
  'tickets',
  'cards',
  'inspectionForms',
  'notifications',
  'cache',
] as const satisfies readonly (keyof TokaasDatabase)[];
