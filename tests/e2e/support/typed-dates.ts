// Days as the app sees them (São Paulo's calendar), and as a person types them into a date field.
import { Temporal } from 'temporal-polyfill';

export const today = () => Temporal.Now.plainDateISO('America/Sao_Paulo');

/** The keys that type `d` into a date field's segments: day, month, year ('05032030'). */
export const typedDigits = (d: Temporal.PlainDate) =>
  `${String(d.day).padStart(2, '0')}${String(d.month).padStart(2, '0')}${d.year}`;
