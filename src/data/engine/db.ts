// The resident's local mirror (Dexie over IndexedDB) and the outbox of pending changes.
// Screens read it with useLiveQuery; the sync worker writes it; Dexie broadcasts commits
// across page, worker and service worker. Versions are append-only: every schema change is a new
// entry of TABLES_BY_VERSION, the last one's tables with the change. The database declares only
// the versions whose data must move (an upgrade()) and the latest, each in full: Dexie (3 and
// later) compares a version with the database as installed, not with the declared versions, and
// it parses every declared version again at each declaration, work that grew with their number on
// every start of the page, the sync worker and the service worker (issue 32).
import Dexie, { type EntityTable, type Transaction } from 'dexie';
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

/** Version 1: the first mirror and the outbox. */
const V1 = {
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
};
/** Version 2: inspection drafts found by contract; tickets by last activity. */
const V2 = { ...V1, tickets: 'id, userId, updatedAt', inspectionDrafts: 'id, userId, contractId' };
/** Version 3: resident answers kept as seen (tutorials, services), readable offline. */
const V3 = { ...V2, cache: 'key, userId' };
/** Version 4: the notification centre (issue 33), readable offline. */
const V4 = { ...V3, notifications: 'id, userId' };

/** Every version's tables as a device may have them installed, each in full. */
export const TABLES_BY_VERSION = { 1: V1, 2: V2, 3: V3, 4: V4 } as const;

/** To version 2: draft ids are '<contractId>:<form>', and the new index needs contractId as a field. */
async function findDraftsByContract(tx: Transaction): Promise<void> {
  await tx
    .table('inspectionDrafts')
    .toCollection()
    .modify((draft: MirrorRow) => {
      if (draft.contractId === undefined) draft.contractId = Number(String(draft.id).split(':')[0]);
    });
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
    this.version(2).stores(TABLES_BY_VERSION[2]).upgrade(findDraftsByContract);
    this.version(4).stores(TABLES_BY_VERSION[4]);
  }
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
