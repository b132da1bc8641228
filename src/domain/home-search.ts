// The home search (spec 5, 'Home search'): check-in and check-out are both required, check-in not
// in the past and check-out after it; the search then opens /buscar with the dates as YYYY-MM-DD.

import { type DayLike, parseDay } from './calendar-day.ts';
import { type StayProblem, stayProblem } from './stay.ts';

export interface HomeSearch {
  /** The enterprise chosen in the location dropdown, if any. */
  location: number | null;
  /** 'YYYY-MM-DD' each; null while the period is incomplete. */
  period: { start: string; end: string } | null;
}

export type HomeSearchProblem = 'missing-dates' | StayProblem;

export function homeSearchProblem(search: HomeSearch, today: DayLike): HomeSearchProblem | undefined {
  const checkin = search.period && parseDay(search.period.start);
  const checkout = search.period && parseDay(search.period.end);
  if (!checkin || !checkout) return 'missing-dates';
  return stayProblem(checkin, checkout, today);
}

/** '/buscar?location=8&checkin=2026-06-01&checkout=2026-06-10' (location left out when not chosen). */
export function homeSearchHref(search: HomeSearch): string {
  const params = new URLSearchParams();
  if (search.location !== null) params.set('location', String(search.location));
  if (search.period) {
    params.set('checkin', search.period.start);
    params.set('checkout', search.period.end);
  }
  const query = params.toString();
  return query ? `/buscar?${query}` : '/buscar';
}
