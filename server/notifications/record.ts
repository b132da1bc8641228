// Recording a notification: one row per event, named by its event key (unique in the table), so
// a job round run twice, two API processes at once or a replayed payment write it once. The words
// come from src/domain/notification-texts.ts.
import { type NotificationFacts, notificationText } from '../../src/domain/notification-texts.ts';
import type { DB } from '../db/connect.ts';

export interface NotificationEvent {
  userId: number;
  /** Names the event itself, e.g. 'invoice-due-today:bill:12'. */
  key: string;
  facts: NotificationFacts;
}

/** Whether this call wrote the notification (false: the event was already recorded). */
export async function recordNotification(db: DB, event: NotificationEvent): Promise<boolean> {
  const text = notificationText(event.facts);
  const inserted = await db
    .insertInto('notifications')
    .values({
      user_id: event.userId,
      kind: event.facts.kind,
      event_key: event.key,
      contract_id: 'contractId' in event.facts ? event.facts.contractId : null,
      ...text,
    })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
