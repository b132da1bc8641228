// Whether the resident already hired this unit for this period (spec 2, 'Booking': a pending
// contract skips the terms). A contract awaiting its Pix (status 3) goes straight to its payment;
// one already confirmed (status 4) to the welcome. Any other status does not hold the booking.
import { CONTRACT_STATUS } from './contract-status.ts';

/** The fields of a contract this rule reads (structural, so the domain imports no API types). */
export interface HiredStay {
  id: number;
  apartment_id: number;
  checkIn: string;
  checkOut: string;
  contract_status_id: number;
}

export interface BookingTarget {
  apartmentId: number;
  /** 'YYYY-MM-DD' */
  checkin: string;
  checkout: string;
}

export type ExistingHire<T extends HiredStay> = { state: 'pending' | 'active'; contract: T };

/** The newest of the resident's contracts for exactly this unit and period that is pending or active. */
export function existingHire<T extends HiredStay>(
  contracts: readonly T[] | undefined,
  target: BookingTarget,
): ExistingHire<T> | undefined {
  const matches = (contracts ?? [])
    .filter(
      (c) =>
        c.apartment_id === target.apartmentId &&
        c.checkIn === target.checkin &&
        c.checkOut === target.checkout,
    )
    .sort((a, b) => b.id - a.id);
  for (const contract of matches) {
    if (contract.contract_status_id === CONTRACT_STATUS.awaitingPix) return { state: 'pending', contract };
    if (contract.contract_status_id === CONTRACT_STATUS.active) return { state: 'active', contract };
  }
  return undefined;
}

/** How a hire's result is shown: the Pix payment, the welcome, or a closed hire (Pix expired, cancelled). */
export type HireOutcome = 'awaiting-pix' | 'welcome' | 'closed' | 'processing';

export function hireOutcome(statusId: number): HireOutcome {
  if (statusId === CONTRACT_STATUS.awaitingPix) return 'awaiting-pix';
  if (statusId === CONTRACT_STATUS.active) return 'welcome';
  if (statusId === CONTRACT_STATUS.cancelled || statusId === CONTRACT_STATUS.finished) return 'closed';
  return 'processing';
}

/** Pix polling stops once the contract leaves 'awaiting Pix' (spec 4: until status 4). */
export const PIX_POLL_INTERVAL_MS = 5000;
