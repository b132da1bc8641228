// One typed function per call goes through `call`: 60 s timeout (spec 9), Bearer token when
// signed in, zod validation of every answer, and errors sorted into the kinds screens act on.
// No zod at run time here: the shell imports this module (connectivity, session), and a call may
// pass its schema as a loader, so the schema code downloads alongside the request it checks.
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { CONNECTION_ERROR } from '../domain/connection-error.ts';
import { messageOf, outcomeOf } from './answer-outcome.ts';
import type { ValidationErrorBody } from './common.ts';
import { type ErrorCode, errorCodeOf } from './error-codes.ts';

export const API_TIMEOUT_MS = 60_000;

export type ApiErrorKind =
  | 'network'
  | 'timeout'
  | 'unauthenticated'
  | 'validation'
  | 'not-found'
  | 'http'
  | 'invalid-response';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly errors: Record<string, string[]> = {},
    /** The answer's code (error-codes.ts), for decisions: never match the message's words. */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }

  /** First message of a field, as forms show it. */
  field(name: string): string | undefined {
    return this.errors[name]?.[0];
  }
}

export { CONNECTION_ERROR };

/** What a call's outcome says about the connection (spec 4, 'Connectivity'). */
export type Outcome = 'ok' | 'offline' | 'unauthenticated';
/** Which call an outcome is about: an answer the service worker may give from its cache proves no network. */
export interface CalledRequest {
  method: string;
  path: string;
}
type CallObserver = (outcome: Outcome, request: CalledRequest) => void;
const observers = new Set<CallObserver>();

/** Observes every call: connectivity snackbars and the silent logout on 401 listen here. */
export function observeCalls(observer: CallObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** An answer schema: zod/mini (the `*-responses.ts` modules) or zod classic. */
export type AnswerSchema = ZodMiniType | z.ZodType;

/** A schema, or a function that loads it (started together with the request). */
export type SchemaSource<S extends AnswerSchema> = S | (() => Promise<S>);

export async function call<S extends AnswerSchema>(
  path: string,
  source: SchemaSource<S>,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const schemaReady = typeof source === 'function' ? source() : Promise.resolve(source);
  // A failed download surfaces when the answer is checked, not as an unhandled rejection.
  schemaReady.catch(() => {});
  const { method = 'GET', body, token, headers = {}, timeoutMs = API_TIMEOUT_MS } = options;
  const report = (outcome: Outcome) => {
    for (const observer of observers) observer(outcome, { method, path });
  };
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const init: RequestInit = { method, signal, headers: { accept: 'application/json', ...headers } };
  const h = init.headers as Record<string, string>;
  if (token) h.authorization = `Bearer ${token}`;
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    h['content-type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    // A timeout is not taken as offline (spec 4): the server may just be slow.
    if (timeout.aborted) throw new ApiError('timeout', CONNECTION_ERROR);
    if ((error as Error).name === 'AbortError') throw error;
    report('offline');
    throw new ApiError('network', CONNECTION_ERROR);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorFrom(response.status, json);
    if (error.kind === 'network') report('offline');
    else if (error.code === 'Unauthenticated' && token) report('unauthenticated');
    else report('ok');
    throw error;
  }
  report('ok');
  const schema = await schemaReady;
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ApiError('invalid-response', 'Resposta inesperada do servidor.', response.status);
  return parsed.data as z.output<S>;
}

function errorFrom(status: number, json: unknown): ApiError {
  const text = messageOf(json);
  const code = errorCodeOf(json);
  switch (outcomeOf(status, json)) {
    case 'unauthenticated':
      return new ApiError('unauthenticated', text ?? 'Unauthenticated.', status, {}, code);
    case 'invalid':
      return new ApiError('validation', text ?? 'Verifique os campos.', status, fieldErrors(json));
    case 'not-found':
      return new ApiError('not-found', text ?? 'Não encontrado.', status);
    case 'offline':
      return new ApiError('network', CONNECTION_ERROR, status);
    default:
      return new ApiError('http', text ?? 'Não foi possível concluir. Tente novamente.', status, {}, code);
  }
}

/** The `errors` of a 422 answer (common.ts validationErrorBody), when it has that shape. */
function fieldErrors(json: unknown): ValidationErrorBody['errors'] {
  const errors = (json as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const entries = Object.entries(errors);
  const valid = entries.every(
    ([, messages]) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
  return valid ? (Object.fromEntries(entries) as ValidationErrorBody['errors']) : {};
}
