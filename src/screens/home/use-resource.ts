// useResource: loads one public catalogue resource (locations, FAQs, units for you) for a screen,
// with a retry after an error. Answers that arrive after the screen moved on are dropped. On a
// server-rendered page the first state is the answer the page was rendered with (not loaded again).
import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

export interface ResourceState<T> {
  state: Resource<T>;
  retry: () => void;
}

/**
 * `key` names what is loaded: a new key loads again; `load` may change between renders. `seeded`
 * is the server's answer on a server-rendered page (first-paint/server-data.ts), read once.
 */
export function useResource<T>(key: string, load: () => Promise<T>, seeded?: T): ResourceState<T> {
  const [state, setState] = useState<Resource<T>>(() =>
    seeded === undefined ? { status: 'loading' } : { status: 'ready', data: seeded },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The server's answer for this key stands in for the first load.
  const seededKey = useRef(state.status === 'ready' ? key : null);

  useEffect(() => {
    if (seededKey.current === key && attempt === 0) return;
    seededKey.current = null;
    let live = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
