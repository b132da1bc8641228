// How the contract screens turn a contract into what a person reads: names, address, dates and
// links. Presentation only; the rules (status colour, refund, invoice status, inspection due)
// live in src/domain.
import type { Contract } from '../../api/contracts.ts';
import { APP_TIME_ZONE, type CalendarDay, formatDateBr, todayIn } from '../../domain/calendar-day.ts';
import { CONTRACT_STATUS } from '../../domain/contract-status.ts';
import { type RefundQuote, refundFor } from '../../domain/refund.ts';
import { fullAddress } from '../unit/unit-view.ts';

export type ContractLike = Pick<
  Contract,
  'id' | 'apartment' | 'checkIn' | 'checkOut' | 'contract_status_id' | 'human_contract_id'
>;

export const contractPath = (id: number, page?: string) => `/minhas-tokaas/${id}${page ? `/${page}` : ''}`;

export const unitNameOf = (c: ContractLike) => c.apartment.data.displayName;

export const enterpriseNameOf = (c: ContractLike) => c.apartment.data.enterprise.data.name;

export const addressOf = (c: ContractLike) => fullAddress(c.apartment.data.enterprise.data);

/** '10/12/2026 a 10/01/2027' */
export const periodOf = (c: ContractLike) => `${formatDateBr(c.checkIn)} a ${formatDateBr(c.checkOut)}`;

export const isActiveContract = (c: Pick<Contract, 'contract_status_id'>) =>
  c.contract_status_id === CONTRACT_STATUS.active;

export const isAwaitingPix = (c: Pick<Contract, 'contract_status_id'>) =>
  c.contract_status_id === CONTRACT_STATUS.awaitingPix;

/** The unit's first photo (thumbnail), if any. */
export const photoOf = (c: ContractLike) => c.apartment.data.imagesThumbnail[0] ?? c.apartment.data.images[0];

// Made on first use, not when the module loads: this module is on the way to the contracts list,
// and a date format with a time zone loads ICU's locale and zone data, ~35 ms of main thread in
// a new tab (the offline start from the home screen), for screens that show no time.
let dateTime: Intl.DateTimeFormat | undefined;
let time: Intl.DateTimeFormat | undefined;

/** An ISO instant as '22/11/2026 14:05' (São Paulo time). */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: APP_TIME_ZONE,
  });
  return dateTime.format(new Date(iso)).replace(',', '');
}

/** An ISO instant as '14:05' (São Paulo time). */
export function formatTime(iso: string): string {
  time ??= new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: APP_TIME_ZONE });
  return time.format(new Date(iso));
}

/** 'Sem conexão: {what} precisa de internet.' — for actions that are never queued. */
export const needsNetwork = (what: string) => `Sem conexão: ${what} precisa de internet.`;

/** The São Paulo calendar date of an ISO instant. */
export function localDateOf(iso: string): CalendarDay {
  return todayIn(APP_TIME_ZONE, new Date(iso));
}

/**
 * What cancelling today refunds (spec 9), by the domain rule on the amount paid the server reported
 * (refundPreview): recomputed for today, so a mirror pulled days ago still shows the right rule.
 */
export function refundToday(
  c: Pick<Contract, 'refundPreview' | 'created_at' | 'checkIn'>,
): RefundQuote | null {
  if (!c.refundPreview) return null;
  try {
    return refundFor({
      hiredOn: localDateOf(c.created_at),
      checkIn: c.checkIn,
      cancelledOn: todayIn(),
      paid: c.refundPreview.paid,
    });
  } catch {
    return c.refundPreview;
  }
}
