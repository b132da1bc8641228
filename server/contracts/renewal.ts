// Renewal (POST /api/enterprise/re-new): a new contract for the same unit from the current
// check-out (the earliest date the calendar offers) to the new check-out, hired with the same
// flow and, unless told otherwise, the same payment form and card. Offered while canRenew.
import { Temporal } from 'temporal-polyfill';
import { CT, fill } from '../../src/api/contracts.ts';
import { formatDateBr } from '../../src/domain/calendar-day.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import type { Payments } from '../payments/index.ts';
import { toContracts } from './contract-resource.ts';
import { type HireResult, hireContract } from './hire.ts';
import { findOwnContractRow } from './own-contracts.ts';

export async function renewContract(
  db: DB,
  payments: Payments,
  userId: number,
  input: {
    contract_id: number;
    check_out: string;
    payment_form_id?: 1 | 2 | 3 | undefined;
    user_payment_credit_card_tokens?: number | undefined;
  },
): Promise<HireResult> {
  const row = await findOwnContractRow(db, userId, input.contract_id);
  if (!row) throw notFound(CT.contractNotFound);
  const [current] = await toContracts(db, [row], { userId });
  if (!current?.canRenew) throw fieldError('contract_id', CT.renewNotAllowed);
  const from = Temporal.PlainDate.from(row.check_out);
  if (Temporal.PlainDate.compare(Temporal.PlainDate.from(input.check_out), from) <= 0) {
    throw fieldError('check_out', fill(CT.renewCheckOut, { date: formatDateBr(from) }));
  }
  const paymentFormId =
    input.payment_form_id ??
    (row.payment_form_id === 2 || row.payment_form_id === 3 ? row.payment_form_id : 1);
  const cardId = input.user_payment_credit_card_tokens || (paymentFormId === 2 ? (row.card_id ?? 0) : 0);
  return hireContract(
    db,
    payments,
    userId,
    {
      apartmentId: row.apartment_id,
      checkIn: row.check_out,
      checkOut: input.check_out,
      paymentFormId,
      cardId,
      plataformHash: null,
      guests: row.guests,
    },
    { renewedFromId: row.id },
  );
}
