// Registers every kind of change the outbox knows. Import this once per context
// (page, sync worker, service worker) before enqueueing or draining.
import type { MutationKind, PayloadOf } from '../kinds.ts';
import type { MutationHandler } from '../mutation-handler.ts';
import { favoriteAdd, favoriteRemove } from './favorites.ts';
import { inspectionPhoto, inspectionSubmit } from './inspections.ts';
import { keyCreate, keyDelete, keyUpdate } from './keys.ts';
import { notificationRead } from './notifications.ts';
import { ticketCreate, ticketReply } from './tickets.ts';

// A typecheck only: one handler for every kind of kinds.ts, each taking the payload that map gives it.
({
  'favorite.add': favoriteAdd,
  'favorite.remove': favoriteRemove,
  'ticket.create': ticketCreate,
  'ticket.reply': ticketReply,
  'key.create': keyCreate,
  'key.update': keyUpdate,
  'key.delete': keyDelete,
  'inspection.photo': inspectionPhoto,
  'inspection.submit': inspectionSubmit,
  'notification.read': notificationRead,
}) satisfies { [K in MutationKind]: MutationHandler<PayloadOf<K>, K> };
