// The reservation panel's state, shared by the desktop panel and the phone sheet: the period
// (prefilled from ?checkin=&checkout=), the people count, the quote and what 'Contratar' does.
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Apartment } from '../../api/catalogue.ts';
import { todayIn } from '../../domain/calendar-day.ts';
import type { PriceBreakdown } from '../../domain/pricing.ts';
import {
  clampGuests,
  MIN_GUESTS,
  maxGuests,
  quoteStay,
  type StayPeriod,
  stayFromQuery,
} from '../../domain/stay-quote.ts';
import { useAfterHandover } from '../../ui/deferred-handoffs.ts';
import { bookingPath } from './unit-view.ts';

export const FILL_ALL_FIELDS = 'Preencha todos os campos.';

export interface Reservation {
  period: StayPeriod | null;
  setPeriod: (period: StayPeriod | null) => void;
  guests: number;
  setGuests: (guests: number) => void;
  maxGuests: number;
  quote: PriceBreakdown | null;
  /** Occupied or soon released units cannot be hired (spec 4). */
  canHire: boolean;
  /** Soon released units keep their dates read-only. */
  datesLocked: boolean;
  error: string | undefined;
  hire: () => void;
}

export function useReservation(unit: Apartment, blockedDates: readonly string[]): Reservation {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [period, setPeriodState] = useState<StayPeriod | null>(() => {
    const query = new URLSearchParams(search);
    const checkin = query.get('checkin');
    const checkout = query.get('checkout');
    // Today in São Paulo is the page's first Intl call (ICU's data: ~250 ms of a 4× phone's main
    // thread while hydrating): only a stay given in the address needs it.
    if (!checkin || !checkout) return null;
    return stayFromQuery(checkin, checkout, todayIn(), blockedDates);
  });
  const max = maxGuests(unit.residents);
  const [guests, setGuestsState] = useState(MIN_GUESTS);
  const [error, setError] = useState<string>();
  const quote = useMemo(() => quoteStay(unit, period), [unit, period]);
  // A step of the counter (or dates) still being handed to its real widget counts.
  const hire = useAfterHandover(() => {
    if (!period) {
      setError(FILL_ALL_FIELDS);
      return;
    }
    navigate(bookingPath(unit.id, period, clampGuests(guests, max), unit.enterprise.data.shortUrl));
  });

  return {
    period,
    setPeriod: (next) => {
      setPeriodState(next);
      if (next) setError(undefined);
    },
    guests,
    setGuests: (next) => setGuestsState(clampGuests(next, max)),
    maxGuests: max,
    quote,
    canHire: !unit.isRented && !unit.soon_release,
    datesLocked: unit.soon_release,
    error,
    hire,
  };
}
