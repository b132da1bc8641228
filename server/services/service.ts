// Extra services: the public catalogue, the resident's bookings, and booking one for an own Ativo
// contract on a day it covers. The ownership, status and date rules are checked here.
import { Temporal } from 'temporal-polyfill';
import type { z } from 'zod';
import { type ServiceBooking, SM, type serviceBookingRequest } from '../../src/api/support-resident.ts';
import { today } from '../../src/domain/dates.ts';
import { serviceDateProblem } from '../../src/domain/service-booking.ts';
import { ownActiveContract } from '../contracts/active-contract.ts';
import type { DB } from '../db/connect.ts';
import { fieldError } from '../http/errors.ts';
import { findActiveService, insertBooking } from './service-repository.ts';

export { listBookings, listServices } from './service-repository.ts';

/** Books the service at today's price; the contract must be the caller's own and Ativo. */
export async function bookExtraService(
  db: DB,
  userId: number,
  input: z.output<typeof serviceBookingRequest>,
): Promise<ServiceBooking> {
  const contract = await ownActiveContract(db, userId, input.contract_id, {
    field: 'contract_id',
    notFound: SM.contractNotFound,
    notActive: SM.contractNotActive,
  });
  const service = await findActiveService(db, input.service_id);
  if (!service) throw fieldError('service_id', SM.serviceNotFound);
  const problem = serviceDateProblem(Temporal.PlainDate.from(input.date), contract, today());
  if (problem) throw fieldError('date', problem === 'past' ? SM.datePast : SM.dateOutsideContract);
  return insertBooking(db, {
    contractId: contract.id,
    userId,
    serviceId: service.id,
    price: service.price,
    date: input.date,
    period: input.period,
    notes: input.notes,
  });
}
