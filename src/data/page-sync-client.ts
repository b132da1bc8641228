// The page's single sync client, started once the app boots (see src/app/AppWideEffects.tsx).
import type { SyncClient } from './sync-client.ts';

let client: SyncClient | undefined;

export function setSyncClient(next: SyncClient | undefined): void {
  client = next;
}

export function syncClient(): SyncClient | undefined {
  return client;
}
