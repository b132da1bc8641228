// Hiring a unit (POST /contract/create, renewals and partner packages): checks the resident, the
// unit, the period and the card, prices the stay, then in one transaction creates the contract
// and its first invoice and, for a card, charges it. A declined card rolls everything back, so no
// contract is left behind. The exclusion constraint contracts_no_overlap is the last word on
// concurrent hires of one unit and period: its violation (23P01) answers 409.
import { Temporal } from 'temporal-polyfill';
import { CT, fill } from '../../src/api/contracts.ts';
import { formatDateBr } from '../../src/domain/calendar-day.ts';
import { CONTRACT_STATUS, humanContractId } from '../../src/domain/contract-status.ts';
import { today as todayIn } from '../../src/domain/dates.ts';
import { planOfNights, priceStay } from '../../src/domain/pricing.ts';
import { stayNights } from '../../src/domain/stay.ts';
import { HOLDING_CONTRACT_STATUSES, pendingPackagesOverlapping } from '../catalogue/availability.ts';
import { unitPricesOf } from '../catalogue/unit-prices.ts';
import type { DB } from '../db/connect.ts';
import { conflict, fieldError } from '../http/errors.ts';
import { issueBoleto } from '../payments/boleto-issuer.ts';
import { type CardRow, findOwnCard, isCardExpired } from '../payments/card-repository.ts';
import type { Payments } from '../payments/index.ts';
import { type ChallengeSummary, chargeBillByCard } from './card-charge.ts';
import { createDueMonthlyBills, installmentDescription } from './installments.ts';
import { isOverlapViolation, markBillPaid } from './settlement.ts';

export interface HireInput {
  apartmentId: number;
  checkIn: string;
  checkOut: string;
  paymentFormId: 1 | 2 | 3;
  /** Saved card id; 0 = none. */
  cardId: number;
  plataformHash: string | null;
  guests?: number | undefined;
}

export interface PartnerPackage {
  reservationId: number;
  platform: string;
  price: number;
  paid: boolean;
}

export interface HireOptions {
  /** Renewal of this contract: the unit's own occupation flags do not stop it. */
  renewedFromId?: number;
  /** A partner platform's package: its price instead of the unit's, paid already or by card. */
  partner?: PartnerPackage;
}

/** The card a hire or a payment uses: the caller's own, not expired. */
export async function usableCard(db: DB, userId: number, cardId: number, field: string): Promise<CardRow> {
  const card = cardId > 0 ? await findOwnCard(db, userId, cardId) : undefined;
  if (!card) throw fieldError(field, cardId > 0 ? CT.cardUnknown : CT.cardRequired);
  if (isCardExpired(card, todayIn())) throw fieldError(field, CT.cardExpired);
  return card;
}

/** `ownPackageId`: the partner package being hired, whose own nights do not stop it. */
async function checkPeriodFree(
  db: DB,
  apartmentId: number,
  checkIn: string,
  checkOut: string,
  ownPackageId?: number,
) {
  const packages = pendingPackagesOverlapping(db, apartmentId, { checkIn, checkOut });
  const [blocked, taken, sold] = await Promise.all([
    db
      .selectFrom('apartment_blocked_dates')
      .select('date')
      .where('apartment_id', '=', apartmentId)
      .where('date', '>=', checkIn)
      .where('date', '<', checkOut)
      .executeTakeFirst(),
    db
      .selectFrom('contracts')
      .select('id')
      .where('apartment_id', '=', apartmentId)
      .where('contract_status_id', 'in', [...HOLDING_CONTRACT_STATUSES])
      .where('check_in', '<', checkOut)
      .where('check_out', '>', checkIn)
      .executeTakeFirst(),
    (ownPackageId === undefined ? packages : packages.where('id', '!=', ownPackageId)).executeTakeFirst(),
  ]);
  if (blocked) throw fieldError('check_in', CT.periodBlocked);
  if (taken || sold) throw conflict(CT.periodTaken, 'PeriodTaken');
}

export interface HireResult {
  id: number;
  /** A debit card's 3-D Secure challenge: the hire is paid once the resident answers it. */
  challenge?: ChallengeSummary;
}

/**
 * Creates the contract; returns its id, and the issuer's challenge when a debit card must be
 * authenticated first (the contract then awaits payment). Throws 422/409 HttpErrors with the
 * message to show.
 */
export async function hireContract(
  db: DB,
  payments: Payments,
  userId: number,
  input: HireInput,
  options: HireOptions = {},
): Promise<HireResult> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'document_cpf'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.document_cpf) throw fieldError('document_cpf', CT.cpfMissing);

  const unit = await db
    .selectFrom('apartments')
    .selectAll()
    .where('id', '=', input.apartmentId)
    .executeTakeFirst();
  if (!unit) throw fieldError('apartment_id', CT.apartmentUnknown);
  if (options.renewedFromId === undefined) {
    if (unit.is_rented) throw fieldError('apartment_id', CT.unitRented);
    if (unit.soon_release) throw fieldError('apartment_id', CT.unitSoonRelease);
  }
  const guests = input.guests ?? 1;
  if (guests > unit.residents) throw fieldError('guests', fill(CT.guestsOverUnit, { n: unit.residents }));

  const partner = options.partner;
  const needsCard = partner ? !partner.paid : input.paymentFormId === 2;
  const card = needsCard
    ? await usableCard(
        db,
        userId,
        input.cardId,
        partner ? 'payment_method_id' : 'user_payment_credit_card_tokens',
      )
    : undefined;

  await checkPeriodFree(db, unit.id, input.checkIn, input.checkOut, partner?.reservationId);

  const checkIn = Temporal.PlainDate.from(input.checkIn);
  const checkOut = Temporal.PlainDate.from(input.checkOut);
  const quote = priceStay(unitPricesOf(unit), checkIn, checkOut);
  const plan = partner ? planOfNights(stayNights(checkIn, checkOut)) : quote.plan;
  const total = partner ? partner.price : quote.total;
  const dueNow = partner ? partner.price : quote.dueAtHiring;
  // A boleto is for residents paying the hire themselves; a partner's package is not one.
  const byBoleto = !card && !partner && input.paymentFormId === 3;
  const paymentFormId = card ? 2 : byBoleto ? 3 : 1;
  const now = new Date();
  const today = todayIn();
  const period = `${formatDateBr(checkIn)} a ${formatDateBr(checkOut)}`;
  const firstInstallment = quote.installments[0];
  const description = partner
    ? `Pacote ${partner.platform} — ${period}`
    : firstInstallment
      ? installmentDescription(plan, firstInstallment, quote.installments.length)
      : `Hospedagem — ${period}`;

  // A boleto (registered with a number from a sequence) and a Pix charge are made before the
  // transaction: neither has a side effect until someone pays it. The hybrid boleto's Pix half
  // lives as long as the boleto holds the unit, so the Pix expiry job frees it at the same time.
  const boleto = byBoleto
    ? await issueBoleto(db, payments.config.boleto, {
        cents: Math.round(dueNow * 100),
        today: today.toString(),
      })
    : undefined;
  const pix =
    !card && !partner?.paid
      ? await payments.gateway.createPixCharge({
          amount: dueNow,
          description,
          expiresAt:
            boleto?.holdUntil ?? new Date(now.getTime() + payments.config.pixHireTtlMinutes * 60_000),
        })
      : undefined;

  let challenge: ChallengeSummary | undefined;
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .selectNoFrom((eb) => eb.fn<number>('nextval', [eb.val('contracts_id_seq')]).as('id'))
        .executeTakeFirstOrThrow();
      const status = partner?.paid || card ? CONTRACT_STATUS.awaitingPayment : CONTRACT_STATUS.awaitingPix;
      await trx
        .insertInto('contracts')
        .values({
          id,
          human_contract_id: humanContractId(id, today.year),
          user_id: userId,
          apartment_id: unit.id,
          contract_status_id: status,
          payment_form_id: paymentFormId,
          check_in: input.checkIn,
          check_out: input.checkOut,
          plan,
          guests,
          card_id: card?.id ?? null,
          plataform_hash: input.plataformHash,
          renewed_from_id: options.renewedFromId ?? null,
          price_hosting: unit.price_hosting,
          price_per_day: unit.price_per_day,
          price_entry_cost: unit.price_entry_cost,
          total,
        })
        .execute();
      const bill = await trx
        .insertInto('bills_to_receive')
        .values({
          contract_id: id,
          user_id: userId,
          value: dueNow,
          date_competency: input.checkIn,
          // Due at hiring: the stay (or its first month) is paid in advance.
          date_expiration: today.toString(),
          description,
          payment_form_id: paymentFormId,
          pix_payload: pix?.payload ?? null,
          pix_txid: pix?.txid ?? null,
          pix_expires_at: pix?.expiresAt ?? null,
          pix_issued_at: pix ? now : null,
          boleto_barcode: boleto?.barcode ?? null,
          boleto_due_date: boleto?.dueDate ?? null,
          boleto_hold_until: boleto?.holdUntil ?? null,
          boleto_issued_at: boleto ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      if (partner) {
        const linked = await trx
          .updateTable('platform_reservations')
          .set({ contract_id: id })
          .where('id', '=', partner.reservationId)
          .where('contract_id', 'is', null)
          .executeTakeFirst();
        if (linked.numUpdatedRows === 0n) throw fieldError('plataformHash', CT.reservationCompleted);
      }

      if (partner?.paid) {
        await markBillPaid(
          trx,
          { id: bill.id, contract_id: id },
          {
            paid_at: now.toISOString(),
            method: 'partner',
            amount: dueNow,
            authorization_code: partner.platform,
            transaction_id: input.plataformHash ?? partner.platform,
            platform: partner.platform,
          },
          null,
          now,
        );
      } else if (card) {
        // Declined: throwing rolls the contract and its bill back.
        const charged = await chargeBillByCard(
          trx,
          payments,
          {
            userId,
            bill: { id: bill.id, contract_id: id },
            card,
            amount: dueNow,
            description,
            purpose: 'hire',
          },
          now,
        );
        if (charged.status === 'challenge') challenge = charged.challenge;
      }
      if (!partner) {
        await createDueMonthlyBills(
          trx,
          {
            id,
            user_id: userId,
            plan,
            check_in: input.checkIn,
            check_out: input.checkOut,
            price_hosting: unit.price_hosting,
          },
          today,
        );
      }
      return { id, ...(challenge ? { challenge } : {}) };
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw conflict(CT.periodTaken, 'PeriodTaken');
    throw error;
  }
}
