// Extra services (cleaning, maintenance, laundry) and the resident's bookings of them. A booking
// keeps the price of the day it was made; billing may later link it to an invoice
// (contract_services.bill_to_receive_id).
import type { Service, ServiceBooking } from '../../src/api/support-resident.ts';
import type { DB } from '../db/connect.ts';

export async function listServices(db: DB): Promise<Service[]> {
  return db
    .selectFrom('services')
    .select(['id', 'slug', 'name', 'description', 'price'])
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findActiveService(db: DB, id: number) {
  return db
    .selectFrom('services')
    .select(['id', 'name', 'price'])
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
}

function bookingQuery(db: DB) {
  return db
    .selectFrom('contract_services as b')
    .innerJoin('services as s', 's.id', 'b.service_id')
    .select([
      'b.id',
      'b.contract_id',
      'b.service_id',
      's.name as service',
      'b.date',
      'b.period',
      'b.notes',
      'b.price',
      'b.status',
      'b.created_at',
    ]);
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

function toBooking({ created_at, ...row }: BookingRow): ServiceBooking {
  return { ...row, createdAt: created_at.toISOString() };
}

export async function listBookings(db: DB, userId: number, contractId?: number): Promise<ServiceBooking[]> {
  let q = bookingQuery(db).where('b.user_id', '=', userId);
  if (contractId !== undefined) q = q.where('b.contract_id', '=', contractId);
  return (await q.orderBy('b.date', 'desc').orderBy('b.id', 'desc').execute()).map(toBooking);
}

export async function insertBooking(
  db: DB,
  booking: {
    contractId: number;
    userId: number;
    serviceId: number;
    price: number;
    date: string;
    period: ServiceBooking['period'];
    notes: string | null;
  },
): Promise<ServiceBooking> {
  const { id } = await db
    .insertInto('contract_services')
    .values({
      contract_id: booking.contractId,
      user_id: booking.userId,
      service_id: booking.serviceId,
      price: booking.price,
      date: booking.date,
      period: booking.period,
      notes: booking.notes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toBooking(await bookingQuery(db).where('b.id', '=', id).executeTakeFirstOrThrow());
}
