// Calendar dates as Temporal.PlainDate: the API speaks 'YYYY-MM-DD', people read DD/MM/YYYY.
import { Temporal } from 'temporal-polyfill';

/** Accepts 'DD/MM/YYYY' or 'YYYY-MM-DD'; undefined when it is not a real calendar date. */
export function parseDate(value: string): Temporal.PlainDate | undefined {
  const text = value.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return undefined;
  try {
    return Temporal.PlainDate.from(
      { year: Number(year), month: Number(month), day: Number(day) },
      { overflow: 'reject' },
    );
  } catch {
    return undefined;
  }
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' */
export function formatDateBr(date: Temporal.PlainDate | string): string {
  const d = typeof date === 'string' ? Temporal.PlainDate.from(date) : date;
  return `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}`;
}

export function today(timeZone = 'America/Sao_Paulo'): Temporal.PlainDate {
  return Temporal.Now.plainDateISO(timeZone);
}

/** Whole years between birth and on (for age rules). */
export function ageOn(birth: Temporal.PlainDate, on: Temporal.PlainDate): number {
  return birth.until(on, { largestUnit: 'years' }).years;
}
