// Sends a hire (contract, renewal or partner package) once: a second press while it runs is
// ignored, the Idempotency-Key of the intent is reused until the server answers for good, and the
// outcome is sorted into what the screen shows — the result, a notice that the connection failed
// (state kept, safe to press again) or the server's refusal with its field errors.
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { attemptKey, settleAttempt } from './hire-attempt.ts';

export interface HireFailure {
  message: string;
  /** Every field message of the answer, as the server sent them (kept for the dialog). */
  fieldErrors: Record<string, string[]>;
}

export type HireNotice = 'offline' | 'no-answer';

export interface HireAction<T> {
  sending: boolean;
  notice: HireNotice | undefined;
  failure: HireFailure | undefined;
  clearFailure: () => void;
  /** Runs `send` with the intent's key; resolves with the answer, or undefined when it did not hire. */
  submit: (intent: string, send: (idempotencyKey: string) => Promise<T>) => Promise<T | undefined>;
}

/** An answer the server may still give differently on a retry with the same key. */
function isUnsettled(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid-response') return true;
  // 409 while an identical request is still running; 5xx answers are not stored by the server.
  return error.status === 409 || error.status >= 500;
}

function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

export function useHireAction<T>(): HireAction<T> {
  const running = useRef(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<HireNotice>();
  const [failure, setFailure] = useState<HireFailure>();

  const submit = useCallback(async (intent: string, send: (idempotencyKey: string) => Promise<T>) => {
    if (running.current) return undefined;
    if (!navigator.onLine) {
      setNotice('offline');
      return undefined;
    }
    running.current = true;
    setSending(true);
    setNotice(undefined);
    setFailure(undefined);
    try {
      const answer = await send(attemptKey(intent));
      settleAttempt(intent);
      return answer;
    } catch (error) {
      if (!isUnsettled(error)) settleAttempt(intent);
      if (isConnectionFailure(error)) {
        setNotice(navigator.onLine ? 'no-answer' : 'offline');
      } else if (error instanceof ApiError && error.kind === 'unauthenticated') {
        // The shell signs out and leaves the page; nothing to show here.
      } else {
        const apiError = error instanceof ApiError ? error : undefined;
        setFailure({
          message: apiError?.message ?? 'Não foi possível concluir. Tente novamente.',
          fieldErrors: apiError?.errors ?? {},
        });
      }
      return undefined;
    } finally {
      running.current = false;
      setSending(false);
    }
  }, []);

  const clearFailure = useCallback(() => setFailure(undefined), []);
  return { sending, notice, failure, clearFailure, submit };
}
