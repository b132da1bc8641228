// What a stay costs (spec sections 4, 5 and 9). Under 30 nights is the daily plan ('Diária'):
// price per night × nights + entry cost, charged once at hiring. 30 nights or more is the
// monthly plan ('Mensal'): the all-inclusive monthly price, charged in advance month by month.
//
// How a monthly stay is billed: one invoice per month of stay, each due on the day that month
// starts (check-in, check-in + 1 month, …, kept within the month as Temporal does, so 31 Jan +
// 1 month is 28/29 Feb). A last month shorter than a full one (e.g. the 15 remaining nights of a 45-night
// stay) is charged pro rata: monthly price × nights / 30, rounded to the centavo.
// Amounts are computed in centavos so sums never drift.
import { addMonths, type DayLike, toCalendarDay } from './calendar-day.ts';
import { MONTHLY_PLAN_MIN_NIGHTS, type Plan, stayNights } from './stay.ts';

/** A unit's prices as the API names them (structural, so domain imports no API types). */
export interface UnitPrices {
  priceHosting: number;
  pricePerDay: number;
  priceEntryCost: number;
  priceCondominium: number;
  priceElectricity: number;
  priceWater: number;
}

/** One invoice of a stay: the period it pays for and its value. */
export interface Installment {
  /** 1-based. */
  number: number;
  /** First night paid for; the invoice's competency date. */
  competency: string;
  /** Day after the last night paid for. */
  until: string;
  nights: number;
  value: number;
  /** Whether a whole month (monthly plan) — false for a pro-rated last month or a daily stay. */
  fullMonth: boolean;
}

export interface PriceBreakdown {
  plan: Plan;
  nights: number;
  /** Daily plan: per-night price and nights × price; 0 on the monthly plan. */
  pricePerDay: number;
  nightsTotal: number;
  /** Taxa de Entrada: charged on the daily plan only (monthly is the monthly price, nothing else). */
  entryCost: number;
  /** Parts of the all-inclusive monthly price, shown in 'Conclua seu pedido'. */
  condominium: number;
  electricity: number;
  water: number;
  /** The monthly price (Mensal) — 0 on the daily plan. */
  monthlyTotal: number;
  /** Whole stay. */
  total: number;
  /** What is charged at hiring: the whole stay (Diária) or the first month (Mensal). */
  dueAtHiring: number;
  installments: Installment[];
}

const cents = (reais: number) => Math.round(reais * 100);
const reais = (c: number) => c / 100;

export function planOfNights(nights: number): Plan {
  return nights >= MONTHLY_PLAN_MIN_NIGHTS ? 'Mensal' : 'Diária';
}

/** Monthly invoices of [checkIn, checkOut): whole months from check-in, the remainder pro rata. */
export function monthlyInstallments(
  monthlyPrice: number,
  checkIn: DayLike,
  checkOut: DayLike,
): Installment[] {
  const list: Installment[] = [];
  const monthCents = cents(monthlyPrice);
  for (let k = 0; ; k++) {
    // Always from check-in, so 31 Jan → 28 Feb → 31 Mar (no drift after a short month).
    const start = addMonths(checkIn, k);
    if (stayNights(start, checkOut) <= 0) break;
    const fullEnd = addMonths(checkIn, k + 1);
    const whole = stayNights(fullEnd, checkOut) >= 0;
    const end = whole ? fullEnd : checkOut;
    const nights = stayNights(start, end);
    const value = whole ? monthCents : Math.round((monthCents * nights) / MONTHLY_PLAN_MIN_NIGHTS);
    list.push({
      number: k + 1,
      competency: start,
      until: toCalendarDay(end),
      nights,
      value: reais(value),
      fullMonth: whole,
    });
  }
  return list;
}

export function priceStay(unit: UnitPrices, checkIn: DayLike, checkOut: DayLike): PriceBreakdown {
  const nights = stayNights(checkIn, checkOut);
  if (nights < 1) throw new RangeError('check-out must come after check-in');
  const plan = planOfNights(nights);
  const parts = {
    condominium: unit.priceCondominium,
    electricity: unit.priceElectricity,
    water: unit.priceWater,
  };
  if (plan === 'Diária') {
    const nightsTotal = cents(unit.pricePerDay) * nights;
    const total = reais(nightsTotal + cents(unit.priceEntryCost));
    return {
      plan,
      nights,
      pricePerDay: unit.pricePerDay,
      nightsTotal: reais(nightsTotal),
      entryCost: unit.priceEntryCost,
      ...parts,
      monthlyTotal: 0,
      total,
      dueAtHiring: total,
      installments: [
        {
          number: 1,
          competency: toCalendarDay(checkIn),
          until: toCalendarDay(checkOut),
          nights,
          value: total,
          fullMonth: false,
        },
      ],
    };
  }
  const installments = monthlyInstallments(unit.priceHosting, checkIn, checkOut);
  const total = reais(installments.reduce((sum, i) => sum + cents(i.value), 0));
  return {
    plan,
    nights,
    pricePerDay: 0,
    nightsTotal: 0,
    entryCost: 0,
    ...parts,
    monthlyTotal: unit.priceHosting,
    total,
    dueAtHiring: installments[0]?.value ?? 0,
    installments,
  };
}
