// Notification preferences (issue 33): per kind, push and e-mail on or off for the caller. The
// kinds that warn before access is blocked (MANDATORY_KINDS) are reported `locked` and always on;
// a PUT turning one of them off answers 422 with MANDATORY_REASON, so nothing silently differs
// from what was asked. A PUT names only the kinds it changes.
import { isMandatoryKind, MANDATORY_REASON, NOTIFICATION_KINDS } from '../domain/notification-texts.ts';
import { envelope } from './envelope.ts';
import { z } from './zod.ts';
import { z as zm } from './zod-mini.ts';

export const NOTIFICATION_PREFERENCES_PATH = '/api/notifications/preferences';

export const PREFERENCES_M = {
  invalid: 'Preferência de notificação inválida.',
  mandatory: MANDATORY_REASON,
  saved: 'Preferências salvas.',
} as const;

export const notificationPreference = zm.object({
  kind: zm.enum(NOTIFICATION_KINDS),
  push: zm.boolean(),
  email: zm.boolean(),
  /** Always on: the resident cannot turn it off. */
  locked: zm.boolean(),
});
export type NotificationPreference = zm.output<typeof notificationPreference>;
export const notificationPreferencesResponse = envelope(zm.array(notificationPreference));

const change = z
  .object(
    {
      kind: z.enum(NOTIFICATION_KINDS, { error: PREFERENCES_M.invalid }),
      push: z.boolean({ error: PREFERENCES_M.invalid }).optional(),
      email: z.boolean({ error: PREFERENCES_M.invalid }).optional(),
    },
    { error: PREFERENCES_M.invalid },
  )
  .refine((c) => !isMandatoryKind(c.kind) || (c.push !== false && c.email !== false), {
    error: PREFERENCES_M.mandatory,
  });

export const notificationPreferencesRequest = z.object({
  preferences: z
    .array(change, { error: PREFERENCES_M.invalid })
    .min(1, { error: PREFERENCES_M.invalid })
    .max(NOTIFICATION_KINDS.length * 2, { error: PREFERENCES_M.invalid }),
});
export type NotificationPreferencesRequest = z.input<typeof notificationPreferencesRequest>;
