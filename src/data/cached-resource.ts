// Resident GETs that are not part of the sync (tutorials, services): fetched when online, kept
// in IndexedDB as last seen, so a screen seen once opens offline (spec: tutorials readable offline).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/client.ts';
import { database } from './engine/db.ts';
import { useSession } from './session.ts';

export interface CachedResource<T> {
  data: T | undefined;
  /** The last fetch failed and nothing was cached: show an error with a retry. */
  error: ApiError | undefined;
  /** Shown from the device because the network failed. */
  stale: boolean;
  retry(): void;
}

export function useCachedResource<T>(key: string, fetcher: (token: string) => Promise<T>): CachedResource<T> {
  const session = useSession();
  const token = session.status === 'authenticated' ? session.token : undefined;
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  const [error, setError] = useState<ApiError>();
  const [attempt, setAttempt] = useState(0);
  const cached = useLiveQuery(async () => {
    if (userId === undefined) return undefined;
    const row = await database().cache.get(key);
    return row && row.userId === userId ? { value: row.value as T } : null;
  }, [key, userId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the fetch on retry
  useEffect(() => {
    if (!token || userId === undefined) return;
    let cancelled = false;
    fetcher(token).then(
      async (value) => {
        if (cancelled) return;
        setError(undefined);
        await database().cache.put({ key, userId, value, at: Date.now() });
      },
      (reason: unknown) => {
        if (!cancelled)
          setError(reason instanceof ApiError ? reason : new ApiError('network', String(reason)));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, token, userId, attempt]);

  return {
    data: cached?.value,
    error: cached?.value === undefined ? error : undefined,
    stale: error !== undefined && cached?.value !== undefined,
    retry: () => setAttempt((n) => n + 1),
  };
}
