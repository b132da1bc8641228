// Contracts of spec section 7: GET /user/contract, GET /user/contract/find/{id},
// POST /contract/create, PUT /api/enterprise/user/contracts/{id} (+ /generate-code, /cancel),
// POST /api/enterprise/re-new and POST /contract/bill-to-receive/pay.
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import {
  billPayRequest,
  CT,
  cancelRequest,
  contractUpdateRequest,
  fill,
  hireRequest,
  renewRequest,
} from '../../src/api/contracts.ts';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { DB } from '../db/connect.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { body, param } from '../http/validate.ts';
import { paymentsFromEnv } from '../payments/index.ts';
import { generateAccessCode } from './access-code.ts';
import { payBill } from './bill-payment.ts';
import { cancelContract } from './cancellation.ts';
import { toContracts } from './contract-resource.ts';
import { hireContract } from './hire.ts';
import { findOwnContractRow, listOwnContractRows } from './own-contracts.ts';
import { renewContract } from './renewal.ts';

const CONTRACT_PATH = '/api/enterprise/user/contracts';

/** The contract as the API answers it, or 404 for anyone but its owner. */
export async function ownContract(db: DB, userId: number, id: number) {
  const row = await findOwnContractRow(db, userId, id);
  const [contract] = row ? await toContracts(db, [row], { userId }) : [];
  if (!contract) throw notFound(CT.contractNotFound);
  return contract;
}

export function contractRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const payments = paymentsFromEnv();
  const app = new Hono<AppEnv>();
  const contractId = (c: Parameters<typeof param>[0]) => param(c, 'id', routeId, CT.contractNotFound);

  app.get('/user/contract', signedIn, async (c) => {
    const userId = userIdOf(c);
    return c.json({ data: await toContracts(db, await listOwnContractRows(db, userId), { userId }) });
  });

  app.get('/user/contract/find/:id', signedIn, async (c) =>
    c.json({ data: await ownContract(db, userIdOf(c), contractId(c)) }),
  );

  app.post('/contract/create', signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, hireRequest);
    const { id, challenge } = await hireContract(db, payments, userId, {
      apartmentId: input.apartment_id,
      checkIn: input.check_in,
      checkOut: input.check_out,
      paymentFormId: input.payment_form_id,
      cardId: input.user_payment_credit_card_tokens,
      plataformHash: input.plataformHash,
      guests: input.guests,
    });
    return c.json({ data: await ownContract(db, userId, id), ...(challenge ? { challenge } : {}) }, 201);
  });

  // Only `guests` and `observation` (see contractUpdateRequest); ?include= is accepted and ignored.
  app.put(`${CONTRACT_PATH}/:id`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const id = contractId(c);
    const input = await body(c, contractUpdateRequest);
    const row = await db
      .selectFrom('contracts as k')
      .innerJoin('apartments as a', 'a.id', 'k.apartment_id')
      .select(['k.id', 'k.contract_status_id', 'a.residents'])
      .where('k.id', '=', id)
      .where('k.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound(CT.contractNotFound);
    const closed: number[] = [CONTRACT_STATUS.cancelled, CONTRACT_STATUS.finished];
    if (closed.includes(row.contract_status_id)) throw fieldError('contract', CT.notCancellable);
    if (input.guests !== undefined && input.guests > row.residents) {
      throw fieldError('guests', fill(CT.guestsOverUnit, { n: row.residents }));
    }
    const changes = {
      ...(input.guests !== undefined ? { guests: input.guests } : {}),
      ...(input.observation !== undefined ? { observation: input.observation } : {}),
    };
    if (Object.keys(changes).length) {
      await db
        .updateTable('contracts')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    }
    return c.json({ data: await ownContract(db, userId, id), message: CT.updated });
  });

  app.get(`${CONTRACT_PATH}/:id/generate-code`, signedIn, async (c) =>
    c.json({ data: await generateAccessCode(db, userIdOf(c), contractId(c)) }),
  );

  app.put(`${CONTRACT_PATH}/:id/cancel`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const id = contractId(c);
    const input = await body(c, cancelRequest);
    await cancelContract(db, userId, id, { refundPixKey: input.refund_pix_key });
    return c.json({ data: await ownContract(db, userId, id), message: CT.cancelled });
  });

  app.post('/api/enterprise/re-new', signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, renewRequest);
    const { id, challenge } = await renewContract(db, payments, userId, input);
    return c.json({ data: await ownContract(db, userId, id), ...(challenge ? { challenge } : {}) }, 201);
  });

  // Answers the bill's contract, so the invoices screen refreshes in one go.
  app.post('/contract/bill-to-receive/pay', signedIn, async (c) => {
    const userId = userIdOf(c);
    const input = await body(c, billPayRequest);
    const { contractId: paidContract, message, challenge } = await payBill(db, payments, userId, input);
    const contract = await ownContract(db, userId, paidContract);
    const bill = contract.billToReceive.find((b) => b.id === input.bill_to_receive_id);
    return c.json({ data: bill, contract, message, ...(challenge ? { challenge } : {}) });
  });

  return app;
}
