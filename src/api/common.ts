// Shapes shared by every call: the `data` envelope and pagination (envelope.ts), the 422 error body
// and the request field helpers.
import { parseDay } from '../domain/calendar-day.ts';
import { MAX_ROUTE_ID } from './route-id.ts';
import { z } from './zod.ts';

// The answer envelopes and error bodies are zod/mini (envelope.ts); re-exported so every importer still compiles.
export {
  envelope,
  messageBody,
  type Pagination,
  paginated,
  pagination,
  type ValidationErrorBody,
  validationErrorBody,
} from './envelope.ts';

/** A required text field whose every failure (missing, wrong type, blank) reads `message`. */
export const requiredText = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

/**
 * A calendar day, 'YYYY-MM-DD' or 'DD/MM/YYYY', normalised to 'YYYY-MM-DD': `required` when absent,
 * `invalid` for anything else that is not a real day (blank text included: callers that treat it
 * as absent map it to undefined first).
 */
export const calendarDay = (invalid: string, required = invalid) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : invalid) }).transform((v, ctx) => {
    const day = parseDay(v);
    if (!day) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return day;
  });

/** Optional text: absent, null or blank become null. */
export const optionalText = (max = 255) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
    .pipe(z.string().max(max).nullable());

/** Ids arrive as numbers or numeric strings (form posts, route params). */
export const idParam = z.coerce
  .number({ error: 'Identificador inválido.' })
  .int()
  .positive()
  .max(MAX_ROUTE_ID);
