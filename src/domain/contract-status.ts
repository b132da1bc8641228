// Contract statuses (seeded in contract_statuses) and the rules the contract screen shows as
// buttons: cancel, renew, exit inspection, door code.
import { type DayLike, daysBetween } from './calendar-day.ts';

export const CONTRACT_STATUS = {
  underReview: 1,
  awaitingPayment: 2,
  awaitingPix: 3,
  active: 4,
  cancelled: 5,
  finished: 6,
  suspended: 7,
} as const;
export type ContractStatusId = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];

export const PAYMENT_FORMS = { 1: 'Pix', 2: 'Cartão de crédito', 3: 'Boleto' } as const;
export type PaymentFormId = keyof typeof PAYMENT_FORMS;

/**
 * The status name shown for a contract: status 3 is 'Aguardando pagamento Pix' in the seeded
 * table, but a hire by boleto (payment form 3) waits in it too, for its boleto.
 */
export function contractStatusName(statusId: number, paymentFormId: number, stored: string): string {
  return statusId === CONTRACT_STATUS.awaitingPix && paymentFormId === 3
    ? 'Aguardando pagamento do boleto'
    : stored;
}

/** Renewal is offered this many days before check-out at most. */
export const RENEW_WINDOW_DAYS = 30;

/** Status colour (spec 4): Ativo green, Cancelada red, others yellow. */
export function statusTone(statusId: number): 'success' | 'danger' | 'warning' {
  if (statusId === CONTRACT_STATUS.active) return 'success';
  if (statusId === CONTRACT_STATUS.cancelled) return 'danger';
  return 'warning';
}

/** A resident may cancel a contract that is pending or active and whose stay has not ended. */
export function canCancel(c: { contract_status_id: number; check_out: string }, today: DayLike): boolean {
  const open: number[] = [
    CONTRACT_STATUS.awaitingPayment,
    CONTRACT_STATUS.awaitingPix,
    CONTRACT_STATUS.active,
  ];
  return open.includes(c.contract_status_id) && daysBetween(today, c.check_out) > 0;
}

/**
 * Renewal: an Ativo contract whose check-out is today or within the next 30 days, not yet renewed,
 * when the unit is free right after the current check-out (`unitFreeAfter`, checked by the caller).
 */
export function canRenew(
  c: { contract_status_id: number; check_out: string; renewed: boolean; unitFreeAfter: boolean },
  today: DayLike,
): boolean {
  if (c.contract_status_id !== CONTRACT_STATUS.active || c.renewed || !c.unitFreeAfter) return false;
  const left = daysBetween(today, c.check_out);
  return left >= 0 && left <= RENEW_WINDOW_DAYS;
}

/**
 * The exit inspection opens the day before check-out (it is due 30 minutes before leaving), stays
 * open through the check-out day, needs the entry inspection first and an Ativo contract.
 */
export function exitInspectionAllowed(
  c: { contract_status_id: number; check_out: string; hasEntryInspection: boolean },
  today: DayLike,
): boolean {
  if (c.contract_status_id !== CONTRACT_STATUS.active || !c.hasEntryInspection) return false;
  const left = daysBetween(today, c.check_out);
  return left <= 1 && left >= 0;
}

/** 'TKS-2026-000123': the year of hiring and the contract id. */
export function humanContractId(id: number, hiredYear: number): string {
  return `TKS-${hiredYear}-${String(id).padStart(6, '0')}`;
}
