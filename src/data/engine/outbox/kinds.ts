// The one typed map of mutation kinds: each kind's payload, and the mirror resources its
// acknowledgement leaves stale. `recordChange(kind, payload)` and `registerMutation` are checked
// against it, so an unknown kind or a wrong payload fails the typecheck.
//
// Refreshed after an ack: nothing when the server's answer already carries the new row (the
// handler's acknowledge writes it); otherwise the few resources the change affects on the server
// beyond what the answer says. Never the whole mirror: the periodic pull covers the rest.
import type { ResourceName } from '../sync/resource-names.ts';
import type { FavoriteAddPayload, FavoriteRemovePayload } from './mutations/favorites.ts';
import type { InspectionPhotoPayload, InspectionSubmitPayload } from './mutations/inspections.ts';
import type { KeyCreatePayload, KeyDeletePayload, KeyUpdatePayload } from './mutations/keys.ts';
import type { NotificationReadPayload } from './mutations/notifications.ts';
import type { TicketCreatePayload, TicketReplyPayload } from './mutations/tickets.ts';

export interface MutationPayloads {
  'favorite.add': FavoriteAddPayload;
  'favorite.remove': FavoriteRemovePayload;
  'ticket.create': TicketCreatePayload;
  'ticket.reply': TicketReplyPayload;
  'key.create': KeyCreatePayload;
  'key.update': KeyUpdatePayload;
  'key.delete': KeyDeletePayload;
  'inspection.photo': InspectionPhotoPayload;
  'inspection.submit': InspectionSubmitPayload;
  'notification.read': NotificationReadPayload;
}

export type MutationKind = keyof MutationPayloads;

export type PayloadOf<K extends MutationKind> = MutationPayloads[K];

export const REFRESHED_AFTER_ACK = {
  // The answer is the favourite (add) or nothing to show (remove).
  'favorite.add': [],
  'favorite.remove': [],
  // The answer is the ticket, or the reply (a resident's reply leaves the ticket's status as is).
  'ticket.create': [],
  'ticket.reply': [],
  // The answer is the key as the server keeps it (a delete removes it from the list).
  'key.create': [],
  'key.update': [],
  'key.delete': [],
  // The answer is the photo's id, kept for the answers that name it.
  'inspection.photo': [],
  // A sent inspection changes the contract beyond the summary in the answer (its stage, what the
  // resident may do next).
  'inspection.submit': ['contracts'],
  // The answer is the notification's read_at as the server keeps it.
  'notification.read': [],
} as const satisfies { [K in MutationKind]: readonly ResourceName[] };

export function isMutationKind(kind: string): kind is MutationKind {
  return Object.hasOwn(REFRESHED_AFTER_ACK, kind);
}

/** The resources to pull again once a row of `kind` was acknowledged. */
export function refreshedAfterAck(kind: string): readonly ResourceName[] {
  return isMutationKind(kind) ? REFRESHED_AFTER_ACK[kind] : [];
}
