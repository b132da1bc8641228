// The printable boleto of a bill: a PDF (pdf-lib) and a print-friendly HTML page, both with the
// Interleaved 2 of 5 barcode drawn by bwip-js, the payee, the payer with their CPF, the value, the
// due date, the linha digitável and the Pix QR of the same charge (the hybrid boleto).
import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { barcodeToLine, formatLine } from '../../src/domain/boleto/barcode.ts';
import { formatDateBr } from '../../src/domain/calendar-day.ts';
import { formatCpf } from '../../src/domain/cpf.ts';
import { formatMoney } from '../../src/domain/money.ts';
import type { DB } from '../db/connect.ts';
import type { BoletoBankConfig } from './payment-config.ts';
import { pixQrDataUrl } from './pix-qr.ts';

export interface BoletoDocument {
  billId: number;
  barcode: string;
  line: string;
  dueDate: string;
  value: number;
  description: string;
  contract: string;
  payeeName: string;
  payeeDocument: string;
  agencyAccount: string;
  bankCode: string;
  payerName: string;
  payerCpf: string;
  pixPayload: string | null;
}

/** The owner's unpaid boleto of a bill, or undefined (someone else's, paid, or no boleto). */
export async function findOwnBoleto(
  db: DB,
  bank: BoletoBankConfig,
  userId: number,
  billId: number,
  now: Date,
): Promise<BoletoDocument | undefined> {
  const row = await db
    .selectFrom('bills_to_receive as b')
    .innerJoin('contracts as k', 'k.id', 'b.contract_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.value',
      'b.description',
      'b.boleto_barcode',
      'b.boleto_due_date',
      'b.boleto_hold_until',
      'b.pix_payload',
      'b.pix_expires_at',
      'k.human_contract_id',
      'u.name',
      'u.document_cpf',
    ])
    .where('b.id', '=', billId)
    .where('b.user_id', '=', userId)
    .where('k.user_id', '=', userId)
    .where('b.received', '=', false)
    .executeTakeFirst();
  if (!row?.boleto_barcode || !row.boleto_due_date) return undefined;
  if (row.boleto_hold_until && row.boleto_hold_until <= now) return undefined;
  return {
    billId: row.id,
    barcode: row.boleto_barcode,
    line: formatLine(barcodeToLine(row.boleto_barcode)),
    dueDate: row.boleto_due_date,
    value: row.value,
    description: row.description,
    contract: row.human_contract_id,
    payeeName: bank.payeeName,
    payeeDocument: bank.payeeDocument,
    agencyAccount: `${bank.agency} / ${bank.account}`,
    bankCode: bank.bankCode,
    payerName: row.name,
    payerCpf: row.document_cpf ? formatCpf(row.document_cpf) : '',
    pixPayload: row.pix_payload && row.pix_expires_at && row.pix_expires_at > now ? row.pix_payload : null,
  };
}

// FEBRABAN: narrow bar 0.25 mm or wider, wide bars 2.25–3× the narrow; bwip-js draws 3×.
const barcodeOptions = (text: string) => ({
  bcid: 'interleaved2of5',
  text,
  height: 13,
  includetext: false,
});

/** Labelled facts, in print order. */
function facts(doc: BoletoDocument): [string, string][] {
  return [
    ['Beneficiário', `${doc.payeeName} — CNPJ ${doc.payeeDocument}`],
    ['Agência / Código do beneficiário', doc.agencyAccount],
    ['Pagador', `${doc.payerName} — CPF ${doc.payerCpf}`],
    ['Vencimento', formatDateBr(doc.dueDate)],
    ['Valor do documento', formatMoney(doc.value).replace('\u00a0', ' ')],
    ['Referência', `${doc.description} (${doc.contract})`],
  ];
}

// The PDF's standard fonts are WinAnsi: Portuguese letters are fine, a few symbols are not.
const winAnsi = (text: string) => text.replace(/[—–]/g, '-').replace(/[^\x20-\x7E\xA0-\xFF]/g, '');

export async function boletoPdf(doc: BoletoDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Boleto ${doc.contract}`);
  pdf.setAuthor(doc.payeeName);
  const page = pdf.addPage([595.28, 841.89]); // A4
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 40;
  let y = 790;
  page.drawText(winAnsi(`${doc.payeeName} | ${doc.bankCode}`), { x: left, y, size: 14, font: bold });
  y -= 26;
  page.drawText('Linha digitável', { x: left, y, size: 9, font });
  y -= 16;
  page.drawText(doc.line, { x: left, y, size: 13, font: bold });
  y -= 28;
  for (const [label, value] of facts(doc)) {
    page.drawText(winAnsi(label), { x: left, y, size: 9, font, color: rgb(0.3, 0.3, 0.3) });
    y -= 14;
    page.drawText(winAnsi(value), { x: left, y, size: 11, font: bold });
    y -= 22;
  }
  const bars = await pdf.embedPng(await bwipjs.toBuffer({ ...barcodeOptions(doc.barcode), scale: 2 }));
  // 103 mm wide, 13 mm tall: FEBRABAN's size for the boleto's barcode.
  const mm = 72 / 25.4;
  page.drawImage(bars, { x: left, y: y - 13 * mm, width: 103 * mm, height: 13 * mm });
  y -= 13 * mm + 30;
  if (doc.pixPayload) {
    page.drawText('Pague também com Pix: leia o QR Code no app do seu banco', { x: left, y, size: 10, font });
    const dataUrl = await pixQrDataUrl(doc.pixPayload);
    const qr = await pdf.embedPng(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    page.drawImage(qr, { x: left, y: y - 150, width: 140, height: 140 });
  }
  return pdf.save();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function boletoHtml(doc: BoletoDocument): Promise<string> {
  const svg = bwipjs.toSVG(barcodeOptions(doc.barcode));
  const qr = doc.pixPayload ? await pixQrDataUrl(doc.pixPayload) : null;
  const rows = facts(doc)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Boleto ${escapeHtml(doc.contract)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;color:#111;max-width:760px;margin:24px auto;padding:0 16px}
h1{font-size:18px}.line{font:700 18px ui-monospace,monospace;letter-spacing:.5px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px}dt{color:#555}dd{margin:0;font-weight:600}
.bars svg{width:103mm;height:13mm;display:block;margin:16px 0}
@media print{body{margin:0}}
</style></head><body>
<h1>${escapeHtml(doc.payeeName)} | ${escapeHtml(doc.bankCode)}</h1>
<p>Linha digitável</p><p class="line">${escapeHtml(doc.line)}</p>
<dl>${rows}</dl>
<div class="bars" role="img" aria-label="Código de barras do boleto">${svg}</div>
${qr ? `<p>Pague também com Pix</p><img src="${qr}" width="180" height="180" alt="QR Code Pix do boleto">` : ''}
</body></html>`;
}
