// Business days for a boleto's due date: weekends and Brazil's national holidays skipped (banks
// do not clear on them). The holidays come from date-holidays (country BR, national only: state
// and city holidays vary with where the payer is, and a national due date is what banks honour).
import Holidays from 'date-holidays';
import { addDays, type CalendarDay } from '../calendar-day.ts';

// 'public' (Natal, Tiradentes…) and 'bank' days (Carnaval's Monday and Tuesday, Corpus Christi:
// no clearing). 'optional' (Ash Wednesday) and 'observance' days (Mother's Day) are working days.
const brazil = new Holidays('BR', { types: ['public', 'bank'] });

/** Whether banks clear on this day: not a Saturday, Sunday or national holiday. */
export function isBusinessDay(day: CalendarDay): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  // Noon UTC is the same calendar day in Brazil's time zones.
  const holidays = brazil.isHoliday(new Date(`${day}T12:00:00Z`));
  return !holidays || holidays.every((h) => h.type !== 'public' && h.type !== 'bank');
}

/** The `count`-th business day after `day` (count ≥ 1; 0 = `day` itself or the next business day). */
export function addBusinessDays(day: CalendarDay, count: number): CalendarDay {
  let current = day;
  if (count === 0) {
    while (!isBusinessDay(current)) current = addDays(current, 1);
    return current;
  }
  for (let left = count; left > 0; ) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left--;
  }
  return current;
}
