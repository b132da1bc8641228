// Field schemas shared by the resident-service calls (keys, inspections, tickets, services,
// places, visitors, tasks). Form posts send everything as text, so ids and flags accept strings.

import { calendarDay } from './common.ts';
import { MAX_ROUTE_ID } from './route-id.ts';
import { z } from './zod.ts';

/** An id sent as a number or numeric text; `required` when absent or blank, `invalid` otherwise. */
export const idField = (required: string, invalid = required) =>
  z
    .union([z.number(), z.string().trim().min(1, { error: required })], {
      error: (issue) => (issue.input == null ? required : invalid),
    })
    .pipe(z.coerce.number({ error: invalid }))
    .pipe(
      z.number().int({ error: invalid }).positive({ error: invalid }).max(MAX_ROUTE_ID, { error: invalid }),
    );

/** An optional id: absent, null, blank, 0 or 'Nenhum' (the select's default) mean none. */
export const optionalIdField = (invalid: string) =>
  z.preprocess(
    (v) => (v == null || v === '' || v === 0 || v === '0' || v === 'Nenhum' ? null : v),
    idField(invalid).nullable(),
  );

/** A calendar day (common.ts); null and blank text count as absent. */
export const dateField = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    calendarDay(invalid, required),
  );

/** 'HH:MM' (or 'HH:MM:SS' with zero seconds) on a 24-hour clock, normalised to 'HH:MM'. */
export const timeField = (required: string, invalid: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? required : invalid) })
    .trim()
    .min(1, { error: required })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, { error: invalid })
    .transform((v) => v.slice(0, 5));

/** Text up to `max` characters; `required` when absent or blank, `tooLong` when longer. */
export const textField = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** Optional text up to `max` characters: absent, null or blank become null. */
export const optionalTextField = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z.string({ error: tooLong }).trim().max(max, { error: tooLong }).nullable(),
  );

/** true/false as JSON booleans or form text ('true', 'false', '1', '0'). */
export const booleanField = (message: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)], { error: message })
    .transform((v) => v === true || v === 'true' || v === '1' || v === 1);
