// Partner packages (GET /api/enterprise/platform-reservation/{hash}, POST /api/enterprise/to-hire-link):
// a partner platform sells a unit for a period; the resident opens its link, signs in (CPF on
// file), and hires it. Paid packages need no payment; unpaid ones are charged to a saved card.
// The package's price is the contract's total, in one invoice.
import type { PlatformReservation } from '../../src/api/contracts.ts';
import { CT } from '../../src/api/contracts.ts';
import { toApartments } from '../catalogue/apartment-resource.ts';
import { apartmentRowsById } from '../catalogue/apartment-rows.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import type { Payments } from '../payments/index.ts';
import { type HireResult, hireContract } from './hire.ts';

const HASH = /^[A-Za-z0-9_-]{6,64}$/;

function findReservation(db: DB, hash: string) {
  if (!HASH.test(hash)) return Promise.resolve(undefined);
  return db
    .selectFrom('platform_reservations as p')
    .leftJoin('contracts as k', 'k.id', 'p.contract_id')
    .select([
      'p.id',
      'p.hash',
      'p.platform',
      'p.apartment_id',
      'p.checkin',
      'p.checkout',
      'p.beds',
      'p.price',
      'p.paid',
      'p.contract_id',
      'k.user_id as contract_user_id',
    ])
    .where('p.hash', '=', hash)
    .executeTakeFirst();
}

/** The package; `enterprise_contract_id` only to the resident who hired it. */
export async function platformReservation(
  db: DB,
  hash: string,
  userId: number | undefined,
): Promise<PlatformReservation> {
  const row = await findReservation(db, hash);
  if (!row) throw notFound(CT.reservationNotFound);
  const [unit] = await toApartments(db, await apartmentRowsById(db, [row.apartment_id]), { userId });
  if (!unit) throw notFound(CT.reservationNotFound);
  const building = unit.enterprise.data;
  return {
    hash: row.hash,
    paid: row.paid,
    completed: row.contract_id !== null,
    platform: row.platform,
    checkin: row.checkin,
    checkout: row.checkout,
    beds: row.beds,
    price: row.price,
    enterprise_contract_id:
      row.contract_user_id !== null && row.contract_user_id === userId ? row.contract_id : null,
    apartment_id: row.apartment_id,
    apartment: { data: unit },
    enterprise: { id: building.id, name: building.name, address: building.address },
  };
}

export async function hirePlatformReservation(
  db: DB,
  payments: Payments,
  userId: number,
  input: { plataformHash: string; payment_method_id: number },
): Promise<HireResult> {
  const row = await findReservation(db, input.plataformHash);
  if (!row) throw fieldError('plataformHash', CT.reservationNotFound);
  if (row.contract_id !== null) throw fieldError('plataformHash', CT.reservationCompleted);
  if (!row.paid && input.payment_method_id === 0)
    throw fieldError('payment_method_id', CT.partnerCardRequired);
  return hireContract(
    db,
    payments,
    userId,
    {
      apartmentId: row.apartment_id,
      checkIn: row.checkin,
      checkOut: row.checkout,
      paymentFormId: row.paid ? 1 : 2,
      cardId: input.payment_method_id,
      plataformHash: row.hash,
    },
    { partner: { reservationId: row.id, platform: row.platform, price: row.price, paid: row.paid } },
  );
}
