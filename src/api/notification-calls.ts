// One typed function per notification-settings call (issue 33): preferences and this device's
// Web Push subscription.
import { successResponse } from './catalogue-responses.ts';
import { call } from './client.ts';
import { envelope } from './envelope.ts';
import {
  NOTIFICATION_PREFERENCES_PATH,
  type NotificationPreferencesRequest,
  notificationPreferencesResponse,
} from './notification-preferences.ts';
import {
  PUSH_PUBLIC_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  type PushSubscriptionRequest,
} from './push-requests.ts';
import { z } from './zod-mini.ts';

export const fetchNotificationPreferences = (token: string) =>
  call(NOTIFICATION_PREFERENCES_PATH, notificationPreferencesResponse, { token });

export const saveNotificationPreferences = (token: string, body: NotificationPreferencesRequest) =>
  call(NOTIFICATION_PREFERENCES_PATH, notificationPreferencesResponse, { method: 'PUT', token, body });

export const fetchPushPublicKey = (token: string) =>
  call(PUSH_PUBLIC_KEY_PATH, envelope(z.object({ public_key: z.string() })), { token });

export const savePushSubscription = (token: string, body: PushSubscriptionRequest) =>
  call(PUSH_SUBSCRIPTIONS_PATH, successResponse, { method: 'POST', token, body });

export const deletePushSubscription = (token: string, endpoint: string) =>
  call(PUSH_SUBSCRIPTIONS_PATH, successResponse, { method: 'DELETE', token, body: { endpoint } });
