// A request that failed because the database could not be reached (down, restarting, refusing
// connections, or the pool found no connection in time) answers 503 + Retry-After, not 500: the
// app's outbox keeps the change and retries, and a load balancer may send the retry elsewhere.
// Nothing was applied, so the idempotency layer does not store it (5xx are never stored).
import { HttpError } from './errors.ts';

export { isDatabaseUnavailable } from '../db/connection-faults.ts';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Serviço temporariamente indisponível. Tente novamente em instantes.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new HttpError(503, DATABASE_UNAVAILABLE_MESSAGE, undefined, {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
  });
