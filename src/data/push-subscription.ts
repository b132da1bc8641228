// This device's Web Push subscription (issue 33): the browser side of 'Ativar notificações'.
// Permission is asked only from enablePush, which the app calls on a resident's press, never on
// load. The subscription is made with the service worker's pushManager and the server's VAPID
// key, then sent to the server, which pushes to it (server/notifications/push-delivery.ts).
import {
  deletePushSubscription,
  fetchPushPublicKey,
  savePushSubscription,
} from '../api/notification-calls.ts';

/** Where this device stands: no Web Push here, blocked by the resident, or subscribed or not. */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** Reads the state without asking anything of the resident. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await (await registration()).pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/** The VAPID key as pushManager.subscribe wants it (base64url text to bytes). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** Asks permission (the resident just pressed), subscribes this device and tells the server. */
export async function enablePush(token: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const { data } = await fetchPushPublicKey(token);
  const manager = (await registration()).pushManager;
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(data.public_key),
    }));
  const json = subscription.toJSON();
  await savePushSubscription(token, {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
  return 'on';
}

/** Unsubscribes this device here and on the server. */
export async function disablePush(token: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await deletePushSubscription(token, subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
