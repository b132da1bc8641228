// Typed events from the sync worker to the page.
// The page counts pending and refused changes itself, from Dexie (change-counts.ts).

export type SyncReason = 'start' | 'sign-in' | 'online' | 'visible' | 'timer' | 'manual';

export type SyncEvent =
  | { type: 'sync-start'; reason: SyncReason }
  | { type: 'sync-ok'; at: number; written: string[] }
  | { type: 'sync-error'; reason: 'network' | 'unauthorized' | 'invalid' | 'http' }
  | { type: 'connectivity'; state: 'offline' | 'reconnected' }
  | { type: 'reload-required' };
