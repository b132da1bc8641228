// Writes one seeded contract as the app would have left it: the contract row, its hiring bill
// and (monthly) every installment already due or within the billing lead, paid or not as the plan
// says, the entry inspection and, for a cancellation, the refund.
import type { Kysely } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import { CONTRACT_STATUS, humanContractId } from '../../src/domain/contract-status.ts';
import { type Installment, priceStay } from '../../src/domain/pricing.ts';
import { refundFor } from '../../src/domain/refund.ts';
import { unitPricesOf } from '../catalogue/unit-prices.ts';
import { BILLING_LEAD_DAYS, installmentDescription } from '../contracts/installments.ts';
import type { Database } from '../db/schema.ts';
import { readPaymentConfig } from '../payments/payment-config.ts';
import { buildPixPayload } from '../payments/pix-brcode.ts';
import type { ContractPlan, UnitRow } from './contract-plans.ts';
import { noonOf, receipt, txid } from './contract-receipts.ts';

type Db = Kysely<Database>;

export async function insertContract(
  trx: Db,
  userId: number,
  cardId: number,
  unit: UnitRow,
  plan: ContractPlan,
  today: Temporal.PlainDate,
) {
  const quote = priceStay(unitPricesOf(unit), plan.checkIn, plan.checkOut);
  const { id } = await trx
    .selectNoFrom((eb) => eb.fn<number>('nextval', [eb.val('contracts_id_seq')]).as('id'))
    .executeTakeFirstOrThrow();
  const hiredAt = noonOf(plan.hiredOn);
  await trx
    .insertInto('contracts')
    .values({
      id,
      human_contract_id: humanContractId(id, plan.hiredOn.year),
      user_id: userId,
      apartment_id: unit.id,
      contract_status_id: plan.status,
      payment_form_id: plan.paymentFormId,
      card_id: plan.paymentFormId === 2 ? cardId : null,
      check_in: plan.checkIn.toString(),
      check_out: plan.checkOut.toString(),
      plan: quote.plan,
      guests: Math.min(2, unit.residents),
      price_hosting: unit.price_hosting,
      price_per_day: unit.price_per_day,
      price_entry_cost: unit.price_entry_cost,
      total: quote.total,
      created_at: hiredAt,
      updated_at: plan.cancelledOn ? noonOf(plan.cancelledOn) : hiredAt,
      cancelled_at: plan.cancelledOn ? noonOf(plan.cancelledOn) : null,
      cancel_reason: plan.cancelledOn ? 'resident' : null,
    })
    .execute();

  // The hiring bill, then (monthly) every installment already due or within the billing lead.
  const horizon = today.add({ days: BILLING_LEAD_DAYS }).toString();
  const bills = quote.installments.filter((i, n) => n === 0 || i.competency <= horizon);
  const closed = plan.status === CONTRACT_STATUS.cancelled || plan.status === CONTRACT_STATUS.finished;
  let paid = 0;
  for (const [n, i] of bills.entries()) {
    const first = n === 0;
    const isPaid = first ? !plan.pendingPix : i.competency < today.toString();
    if (!isPaid && closed) continue;
    const method: 'card' | 'pix' = first
      ? plan.paymentFormId === 2
        ? 'card'
        : 'pix'
      : n % 2
        ? 'pix'
        : 'card';
    const paidOn = first ? plan.hiredOn : Temporal.PlainDate.from(i.competency);
    if (isPaid) paid += i.value;
    const pix = plan.pendingPix && first ? txid() : undefined;
    const config = readPaymentConfig();
    await trx
      .insertInto('bills_to_receive')
      .values({
        contract_id: id,
        user_id: userId,
        value: i.value,
        received: isPaid,
        received_at: isPaid ? noonOf(paidOn) : null,
        date_competency: i.competency,
        date_expiration: first ? plan.hiredOn.toString() : i.competency,
        description: installmentDescription(quote.plan, i as Installment, quote.installments.length),
        payment_form_id: isPaid ? (method === 'card' ? 2 : 1) : plan.paymentFormId,
        receipt: isPaid ? JSON.stringify(receipt(method, i.value, paidOn)) : null,
        pix_txid: pix ?? null,
        pix_payload: pix
          ? buildPixPayload({
              key: config.pixKey,
              merchantName: config.merchantName,
              merchantCity: config.merchantCity,
              amount: i.value,
              txid: pix,
            })
          : null,
        pix_expires_at: pix ? new Date(Date.now() + 24 * 60 * 60 * 1000) : null,
      })
      .execute();
  }
  if (plan.entryInspection) {
    await trx
      .insertInto('inspections')
      .values({ contract_id: id, kind: 'check_in', submitted_at: noonOf(plan.checkIn) })
      .execute();
  }
  if (plan.cancelledOn) {
    const quoteRefund = refundFor({
      hiredOn: plan.hiredOn,
      checkIn: plan.checkIn,
      cancelledOn: plan.cancelledOn,
      paid,
    });
    await trx
      .insertInto('refunds')
      .values({
        contract_id: id,
        user_id: userId,
        rule: quoteRefund.rule,
        paid_amount: quoteRefund.paid,
        refund_amount: quoteRefund.refund,
        retained_amount: quoteRefund.retained,
        status: 'Reembolsado',
        created_at: noonOf(plan.cancelledOn),
      })
      .execute();
  }
  return id;
}
