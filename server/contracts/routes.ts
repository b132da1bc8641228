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
  hireRequest,
  renewRequest,
} from '../../src/api/contracts.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { body, param } from '../http/validate.ts';
import { paymentsFromEnv } from '../payments/index.ts';
import { generateAccessCode } from './access-code.ts';
import { cancel, editContract, hire, ownContract, ownContracts, payOwnBill, renew } from './service.ts';

const CONTRACT_PATH = '/api/enterprise/user/contracts';

export function contractRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const payments = paymentsFromEnv();
  const app = new Hono<AppEnv>();
  const contractId = (c: Parameters<typeof param>[0]) => param(c, 'id', routeId, CT.contractNotFound);

  app.get('/user/contract', signedIn, async (c) => c.json({ data: await ownContracts(db, userIdOf(c)) }));

  app.get('/user/contract/find/:id', signedIn, async (c) =>
    c.json({ data: await ownContract(db, userIdOf(c), contractId(c)) }),
  );

  app.post('/contract/create', signedIn, async (c) => {
    const input = await body(c, hireRequest);
    const { contract, challenge } = await hire(db, payments, userIdOf(c), {
      apartmentId: input.apartment_id,
      checkIn: input.check_in,
      checkOut: input.check_out,
      paymentFormId: input.payment_form_id,
      cardId: input.user_payment_credit_card_tokens,
      plataformHash: input.plataformHash,
      guests: input.guests,
    });
    return c.json({ data: contract, ...(challenge ? { challenge } : {}) }, 201);
  });

  // Only `guests` and `observation` (see contractUpdateRequest); ?include= is accepted and ignored.
  app.put(`${CONTRACT_PATH}/:id`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const id = contractId(c);
    const input = await body(c, contractUpdateRequest);
    return c.json({ data: await editContract(db, userId, id, input), message: CT.updated });
  });

  app.get(`${CONTRACT_PATH}/:id/generate-code`, signedIn, async (c) =>
    c.json({ data: await generateAccessCode(db, userIdOf(c), contractId(c)) }),
  );

  app.put(`${CONTRACT_PATH}/:id/cancel`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const id = contractId(c);
    const input = await body(c, cancelRequest);
    const contract = await cancel(db, userId, id, { refundPixKey: input.refund_pix_key });
    return c.json({ data: contract, message: CT.cancelled });
  });

  app.post('/api/enterprise/re-new', signedIn, async (c) => {
    const input = await body(c, renewRequest);
    const { contract, challenge } = await renew(db, payments, userIdOf(c), input);
    return c.json({ data: contract, ...(challenge ? { challenge } : {}) }, 201);
  });

  // Answers the bill's contract, so the invoices screen refreshes in one go.
  app.post('/contract/bill-to-receive/pay', signedIn, async (c) => {
    const input = await body(c, billPayRequest);
    const { bill, contract, message, challenge } = await payOwnBill(db, payments, userIdOf(c), input);
    return c.json({ data: bill, contract, message, ...(challenge ? { challenge } : {}) });
  });

  return app;
}
