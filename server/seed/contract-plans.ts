// The demo resident's contracts and the partner packages as plain data, relative to the day of
// the first seed (see contracts.ts for what each one shows); contract-writer.ts writes them.
import type { Temporal } from 'temporal-polyfill';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import type { UnitPriceColumns } from '../catalogue/unit-prices.ts';

/** A unit a seeded contract is written for. */
export interface UnitRow extends UnitPriceColumns {
  id: number;
  residents: number;
}

export const PARTNER_HASHES = { paid: 'PARCEIRO-PAGO-2026', unpaid: 'PARCEIRO-PENDENTE-2026' } as const;

export interface ContractPlan {
  status: number;
  checkIn: Temporal.PlainDate;
  checkOut: Temporal.PlainDate;
  hiredOn: Temporal.PlainDate;
  paymentFormId: 1 | 2;
  entryInspection?: boolean;
  cancelledOn?: Temporal.PlainDate;
  /** Pix charge of the hiring bill left unpaid. */
  pendingPix?: boolean;
}

/** One contract in every status the app shows, in the order they are created. */
export function demoContractPlans(today: Temporal.PlainDate): ContractPlan[] {
  // The next monthly installment falls a week from now, within the billing lead: unpaid.
  const mainCheckIn = today.add({ days: 7 }).subtract({ months: 2 });
  return [
    {
      status: CONTRACT_STATUS.active,
      checkIn: mainCheckIn,
      checkOut: mainCheckIn.add({ months: 5 }),
      hiredOn: mainCheckIn.subtract({ days: 3 }),
      paymentFormId: 2,
      entryInspection: true,
    },
    {
      status: CONTRACT_STATUS.active,
      checkIn: today.subtract({ days: 70 }),
      checkOut: today.subtract({ days: 70 }).add({ months: 6 }),
      hiredOn: today.subtract({ days: 75 }),
      paymentFormId: 2,
    },
    {
      status: CONTRACT_STATUS.awaitingPix,
      checkIn: today.add({ days: 20 }),
      checkOut: today.add({ days: 26 }),
      hiredOn: today,
      paymentFormId: 1,
      pendingPix: true,
    },
    {
      status: CONTRACT_STATUS.cancelled,
      checkIn: today.add({ days: 10 }),
      checkOut: today.add({ days: 15 }),
      hiredOn: today.subtract({ days: 20 }),
      cancelledOn: today.subtract({ days: 16 }),
      paymentFormId: 2,
    },
    {
      status: CONTRACT_STATUS.finished,
      checkIn: today.subtract({ days: 100 }),
      checkOut: today.subtract({ days: 92 }),
      hiredOn: today.subtract({ days: 110 }),
      paymentFormId: 1,
    },
  ];
}

/** The partner-link packages: one already paid by the partner, one to be paid by card. */
export function partnerPackages(today: Temporal.PlainDate, paidUnit: UnitRow, unpaidUnit: UnitRow) {
  return [
    {
      hash: PARTNER_HASHES.paid,
      platform: 'Booking Parceiros',
      apartment_id: paidUnit.id,
      checkin: today.add({ days: 15 }).toString(),
      checkout: today.add({ days: 25 }).toString(),
      beds: Math.min(2, paidUnit.residents),
      price: Math.round(paidUnit.price_per_day * 10 * 0.9),
      paid: true,
    },
    {
      hash: PARTNER_HASHES.unpaid,
      platform: 'Estadias Corporativas',
      apartment_id: unpaidUnit.id,
      checkin: today.add({ days: 30 }).toString(),
      checkout: today.add({ days: 30 }).add({ months: 1 }).toString(),
      beds: Math.min(2, unpaidUnit.residents),
      price: unpaidUnit.price_hosting,
      paid: false,
    },
  ];
}
