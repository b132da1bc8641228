// Sends a hire (contract, renewal or partner package) once: a second press while it runs is
// ignored, the Idempotency-Key of the intent is reused until the server answers for good, and the
// outcome is sorted into what the screen shows — the result, the server's refusal with its field
// errors, or a notice about the connection. After a lost answer the page checks with the server
// whether the hire went through (runAttempt), and checks again when the connection comes back, so
// the person is never left guessing: hired (the result shows), not hired (press again, safely),
// or not known yet (we say so, and that pressing again cannot hire twice).
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { checkAttempt, runAttempt } from './hire-attempt.ts';

export interface HireFailure {
  message: string;
  /** Every field message of the answer, as the server sent them (kept for the dialog). */
  fieldErrors: Record<string, string[]>;
}

/**
 * - offline: pressed without a connection, nothing sent;
 * - no-answer: sent, answer lost, and the check could not tell yet (offline, or the check failed
 *   too); checked again when the connection comes back;
 * - not-hired: sent, answer lost, and the server shows no such hire: pressing again is safe.
 */
export type HireNotice = 'offline' | 'no-answer' | 'not-hired';

export interface HireAction<T> {
  /** The hire or the check after it is running: the busy overlay shows. */
  sending: boolean;
  /** Checking whether a hire whose answer was lost went through. */
  checking: boolean;
  notice: HireNotice | undefined;
  failure: HireFailure | undefined;
  clearFailure: () => void;
  /**
   * Runs `send` with the intent's key; `check` asks the server for the hire of this intent
   * (undefined when not there). A hire — answered or found — goes to `onHired`.
   */
  submit: (
    intent: string,
    send: (idempotencyKey: string) => Promise<T>,
    check: () => Promise<T | undefined>,
  ) => Promise<void>;
}

const FALLBACK_FAILURE = 'Não foi possível concluir. Tente novamente.';

export function useHireAction<T>(onHired: (value: T) => void): HireAction<T> {
  const running = useRef(false);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<HireNotice>();
  const [failure, setFailure] = useState<HireFailure>();
  // The attempt whose answer was lost, to check again once the connection is back.
  const open = useRef<{ intent: string; check: () => Promise<T | undefined> }>(undefined);
  const hired = useRef(onHired);
  hired.current = onHired;

  const submit = useCallback(
    async (
      intent: string,
      send: (idempotencyKey: string) => Promise<T>,
      check: () => Promise<T | undefined>,
    ) => {
      if (running.current) return;
      if (!navigator.onLine) {
        setNotice('offline');
        return;
      }
      running.current = true;
      setSending(true);
      setNotice(undefined);
      setFailure(undefined);
      try {
        const outcome = await runAttempt(intent, {
          send,
          check: async () => {
            setChecking(true);
            return check();
          },
        });
        open.current = undefined;
        switch (outcome.kind) {
          case 'hired':
            hired.current(outcome.value);
            break;
          case 'refused': {
            const error = outcome.error instanceof ApiError ? outcome.error : undefined;
            setFailure({ message: error?.message ?? FALLBACK_FAILURE, fieldErrors: error?.errors ?? {} });
            break;
          }
          case 'not-hired':
            setNotice('not-hired');
            break;
          case 'unknown':
            open.current = { intent, check };
            setNotice('no-answer');
            break;
          case 'signed-out':
            // The shell signs out and leaves the page; nothing to show here.
            break;
        }
      } finally {
        running.current = false;
        setSending(false);
        setChecking(false);
      }
    },
    [],
  );

  // Back online after a lost answer: ask again, without the person having to press anything.
  const unresolved = notice === 'no-answer';
  useEffect(() => {
    if (!unresolved) return;
    const recheck = async () => {
      const pending = open.current;
      if (!pending || running.current) return;
      running.current = true;
      setSending(true);
      setChecking(true);
      try {
        const outcome = await checkAttempt(pending.intent, pending.check);
        if (outcome.kind === 'hired') {
          open.current = undefined;
          setNotice(undefined);
          hired.current(outcome.value);
        } else if (outcome.kind === 'not-hired') {
          setNotice('not-hired');
        }
      } finally {
        running.current = false;
        setSending(false);
        setChecking(false);
      }
    };
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [unresolved]);

  const clearFailure = useCallback(() => setFailure(undefined), []);
  return { sending, checking, notice, failure, clearFailure, submit };
}
