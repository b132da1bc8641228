// The answer shapes every call shares: `{data}`, a page of items with its pagination, and the
// error bodies (a message; the 422 body with its messages per field).
// zod/mini (see zod-mini.ts), so the sync worker validates answers without zod classic; they wrap
// classic schemas as well (both are zod 4 core schemas).
import { ERROR_CODES } from './error-codes.ts';
import { z } from './zod-mini.ts';

export const envelope = <T extends z.core.SomeType>(data: T) => z.object({ data });

export const pagination = z.object({
  total: z.int(),
  total_pages: z.int(),
  current_page: z.int(),
  per_page: z.int(),
});
export type Pagination = z.output<typeof pagination>;

export const paginated = <T extends z.core.SomeType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination }) });

export const validationErrorBody = z.object({
  message: z.string(),
  code: z.optional(z.enum(ERROR_CODES)),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.output<typeof validationErrorBody>;

/** An error's message, and its code (error-codes.ts): the server always sends one; an answer made
 * on the way (a proxy's, the service worker's) may have none. */
export const messageBody = z.object({ message: z.string(), code: z.optional(z.enum(ERROR_CODES)) });
