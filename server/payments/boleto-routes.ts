// The printable boleto of an unpaid bill, for its owner only (anyone else: 404, as for contracts):
// GET /contract/bill-to-receive/{id}/boleto.pdf and …/boleto.html (print-friendly page).
// Private, not stored by shared caches; the app's service worker keeps the PDF per user.
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import { CT } from '../../src/api/contracts.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { param } from '../http/validate.ts';
import { ownBoletoPage, ownBoletoPdf } from './boleto-service.ts';
import { paymentsFromEnv } from './index.ts';

export function boletoRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const { config } = paymentsFromEnv();
  const app = new Hono<AppEnv>();

  const billId = (c: Parameters<typeof param>[0]) => param(c, 'id', routeId, CT.billNotFound);

  app.get('/contract/bill-to-receive/:id/boleto.pdf', signedIn, async (c) => {
    const { doc, pdf } = await ownBoletoPdf(db, config.boleto, userIdOf(c), billId(c));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="boleto-${doc.contract}.pdf"`,
      'cache-control': 'private, no-store',
    });
  });

  app.get('/contract/bill-to-receive/:id/boleto.html', signedIn, async (c) => {
    const page = await ownBoletoPage(db, config.boleto, userIdOf(c), billId(c));
    c.header('cache-control', 'private, no-store');
    return c.html(page);
  });

  return app;
}
