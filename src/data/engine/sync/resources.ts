// What the sync worker pulls into the mirror: one entry per resident resource, each answer
// validated with its zod schema before anything is written. The schemas come from the answer
// modules (`*-responses.ts`, zod/mini), never from the request modules that re-export them: those
// load zod classic (~25 KB gzip more in the worker; tests/unit/worker-imports.test.ts checks it).
import type { z } from 'zod/mini';
import { cardsResponse } from '../../../api/card-responses.ts';
import { favoritesResponse, preBookingsResponse } from '../../../api/catalogue-responses.ts';
import { contractsResponse } from '../../../api/contract-responses.ts';
import { envelope } from '../../../api/envelope.ts';
import { questionsResponse } from '../../../api/inspection-responses.ts';
import { NOTIFICATIONS_PATH, notificationsResponse } from '../../../api/notification-responses.ts';
import { ticketListResponse } from '../../../api/ticket-responses.ts';
import { user } from '../../../api/user-responses.ts';
import type { TokaasDatabase } from '../db.ts';
import type { ResourceName } from './resource-names.ts';

export interface Resource<S extends z.ZodMiniType = z.ZodMiniType> {
  name: ResourceName;
  path: string;
  schema: S;
  /** Replaces the user's rows with the answer (inside the pull's transaction). */
  write(db: TokaasDatabase, userId: number, answer: z.output<S>): Promise<void>;
}

const define = <S extends z.ZodMiniType>(resource: Resource<S>) => resource as unknown as Resource;

async function replaceUserRows(
  db: TokaasDatabase,
  table: 'favorites' | 'preBookings' | 'contracts' | 'tickets' | 'cards' | 'notifications',
  userId: number,
  rows: { id: number | string; userId: number }[],
): Promise<void> {
  await db.table(table).where('userId').equals(userId).delete();
  await db.table(table).bulkPut(rows);
}

export const RESOURCES: Resource[] = [
  define({
    name: 'profile',
    path: '/user/session',
    schema: envelope(user),
    write: async (db, _userId, answer) => {
      await db.profile.put({ ...answer.data, key: 'me' });
    },
  }),
  define({
    name: 'favorites',
    path: '/api/enterprise/apartment/favorites',
    schema: favoritesResponse,
    write: async (db, userId, answer) => {
      await replaceUserRows(
        db,
        'favorites',
        userId,
        answer.data.map((f) => ({ ...f, userId, pending: false })),
      );
    },
  }),
  define({
    name: 'preBookings',
    path: '/api/enterprise/pre-bookings?include=apartment.favorited',
    schema: preBookingsResponse,
    write: (db, userId, answer) =>
      replaceUserRows(
        db,
        'preBookings',
        userId,
        answer.data.map((p) => ({ ...p, userId })),
      ),
  }),
  define({
    name: 'tickets',
    path: '/api/enterprise/tickets?per_page=100',
    schema: ticketListResponse,
    write: (db, userId, answer) =>
      replaceUserRows(
        db,
        'tickets',
        userId,
        answer.data.map((t) => ({ ...t, userId })),
      ),
  }),
  define({
    name: 'contracts',
    path: '/user/contract',
    schema: contractsResponse,
    write: (db, userId, answer) =>
      replaceUserRows(
        db,
        'contracts',
        userId,
        answer.data.map((c) => ({ ...c, userId })),
      ),
  }),
  define({
    name: 'cards',
    path: '/user/payment/list-credit-card',
    schema: cardsResponse,
    // Display fields only: the API never returns more than brand, last digits, holder and expiry.
    write: (db, userId, answer) =>
      replaceUserRows(
        db,
        'cards',
        userId,
        answer.data.map((c) => ({ ...c, userId })),
      ),
  }),
  define({
    name: 'inspectionForms',
    // The form template (spec 7: fixed id 1), questions grouped by the nine rooms.
    path: '/user/contract/find/1/inspection-form-questions',
    schema: questionsResponse,
    write: async (db, userId, answer) => {
      await db.inspectionForms.put({ id: 1, userId, ...answer.data });
    },
  }),
  define({
    name: 'notifications',
    // The centre's newest 100 (the server keeps no more in its answer); read ones included.
    path: NOTIFICATIONS_PATH,
    schema: notificationsResponse,
    write: (db, userId, answer) =>
      replaceUserRows(
        db,
        'notifications',
        userId,
        answer.data.map((n) => ({ ...n, userId })),
      ),
  }),
];
