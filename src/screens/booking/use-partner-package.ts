// The partner package of /parceiro/{hash} (GET /api/enterprise/platform-reservation/{hash}): public,
// asked again once signed in so the answer says whether this resident already hired it.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { fetchPlatformReservation } from '../../api/contract-calls.ts';
import type { PlatformReservation } from '../../api/contracts.ts';
import { tokenOf, useSession } from '../../data/session.ts';

export type PackageLoad =
  | { status: 'loading' }
  | { status: 'ready'; pkg: PlatformReservation }
  | { status: 'missing' }
  | { status: 'error' };

export function usePartnerPackage(hash: string | undefined): [PackageLoad, () => void] {
  const session = useSession();
  const known = session.status !== 'loading';
  const token = tokenOf(session);
  const [load, setLoad] = useState<PackageLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!hash) {
      setLoad({ status: 'missing' });
      return;
    }
    if (!known) return;
    let current = true;
    // Attempt counts retries; signing in refetches quietly, keeping the page.
    void attempt;
    setLoad((was) => (was.status === 'ready' ? was : { status: 'loading' }));
    fetchPlatformReservation(hash, token)
      .then(({ data }) => {
        if (current) setLoad({ status: 'ready', pkg: data });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setLoad(
          error instanceof ApiError && error.kind === 'not-found'
            ? { status: 'missing' }
            : { status: 'error' },
        );
      });
    return () => {
      current = false;
    };
  }, [hash, known, token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [load, retry];
}
