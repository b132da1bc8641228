// The printable boleto of a bill, as a PDF or a print page: for its owner only, while unpaid.
// Here because both formats share the one lookup and its "not found" (someone else's, or paid).
import type { DB } from '../db/connect.ts';
import { notFound } from '../http/errors.ts';
import { type BoletoDocument, boletoHtml, boletoPdf, findOwnBoleto } from './boleto-document.ts';
import type { BoletoBankConfig } from './payment-config.ts';

export const BOLETO_NOT_FOUND = 'Boleto não encontrado ou já pago.';

async function ownBoleto(db: DB, bank: BoletoBankConfig, userId: number, billId: number) {
  const doc = await findOwnBoleto(db, bank, userId, billId, new Date());
  if (!doc) throw notFound(BOLETO_NOT_FOUND);
  return doc;
}

/** The PDF, and the document it was drawn from (its contract names the file). */
export async function ownBoletoPdf(
  db: DB,
  bank: BoletoBankConfig,
  userId: number,
  billId: number,
): Promise<{ doc: BoletoDocument; pdf: Uint8Array }> {
  const doc = await ownBoleto(db, bank, userId, billId);
  return { doc, pdf: await boletoPdf(doc) };
}

export async function ownBoletoPage(db: DB, bank: BoletoBankConfig, userId: number, billId: number) {
  return boletoHtml(await ownBoleto(db, bank, userId, billId));
}
