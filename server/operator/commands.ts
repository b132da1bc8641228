// Operator commands for what has no staff screen yet (issue 3, item 12): confirm a Pix by hand,
// list late invoices, reply to or resolve a ticket. Plain functions of the database, run by the
// CLI directly (DATABASE_URL) or through the running server's operator endpoint (embedded PGlite).
import { Temporal } from 'temporal-polyfill';
import { isValidBarcode, lineToBarcode } from '../../src/domain/boleto/barcode.ts';
import { today as todayIn } from '../../src/domain/dates.ts';
import { isSuspendingLate } from '../../src/domain/invoice-status.ts';
import {
  confirmBoletoPayment,
  confirmPixPayment,
  type PaymentConfirmation,
} from '../contracts/settlement.ts';
import type { DB } from '../db/connect.ts';
import { replyAsStaff, resolveTicket, STAFF_NAME } from '../tickets/index.ts';

export class CommandError extends Error {}

export const COMMAND_HELP = `Comandos:
  confirm-pix <txid | bill:<id> | contract:<id>>   confirma um pagamento Pix pendente
  confirm-boleto <código de barras | linha digitável | bill:<id> | contract:<id>>
                                                  confirma o pagamento de um boleto pendente
  late-invoices                                    lista faturas vencidas e não pagas
  ticket-reply <ticket_id> <mensagem…>             responde um chamado como ${STAFF_NAME}
  ticket-resolve <ticket_id> [mensagem…]           marca um chamado como Resolvido (com resposta opcional)`;

export const COMMANDS = [
  'confirm-pix',
  'confirm-boleto',
  'late-invoices',
  'ticket-reply',
  'ticket-resolve',
] as const;
export type CommandName = (typeof COMMANDS)[number];

const positiveId = (value: string | undefined, what: string) => {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw new CommandError(`Informe o id ${what} (número).`);
  return Number(value);
};

async function confirmPix(db: DB, target: string | undefined) {
  if (!target) throw new CommandError('Informe o txid, bill:<id> ou contract:<id>.');
  let txid = target;
  const [kind, id] = target.split(':');
  if (id !== undefined && (kind === 'bill' || kind === 'contract')) {
    const row = await db
      .selectFrom('bills_to_receive')
      .select('pix_txid')
      .where(
        kind === 'bill' ? 'id' : 'contract_id',
        '=',
        positiveId(id, kind === 'bill' ? 'da fatura' : 'do contrato'),
      )
      .where('received', '=', false)
      .where('pix_txid', 'is not', null)
      .orderBy('date_competency')
      .executeTakeFirst();
    if (!row?.pix_txid) throw new CommandError('Nenhuma cobrança Pix pendente encontrada.');
    txid = row.pix_txid;
  }
  const result = await db.transaction().execute((trx) => confirmPixPayment(trx, { txid }));
  if (result.outcome === 'not-found') throw new CommandError(`Cobrança Pix ${txid} não encontrada.`);
  refuseUnapplied(result);
  return { txid, ...result };
}

function refuseUnapplied(result: PaymentConfirmation) {
  if (result.outcome === 'contract-closed')
    throw new CommandError('O contrato desta cobrança está cancelado.');
  if (result.outcome === 'amount-mismatch') throw new CommandError('Valor divergente.');
  if (result.outcome === 'paid-otherwise')
    throw new CommandError(`Esta cobrança já foi paga por ${result.method === 'pix' ? 'Pix' : 'boleto'}.`);
}

async function confirmBoleto(db: DB, target: string | undefined) {
  if (!target)
    throw new CommandError('Informe o código de barras, a linha digitável, bill:<id> ou contract:<id>.');
  const [kind, id] = target.split(':');
  let barcode: string;
  if (id !== undefined && (kind === 'bill' || kind === 'contract')) {
    const row = await db
      .selectFrom('bills_to_receive')
      .select('boleto_barcode')
      .where(
        kind === 'bill' ? 'id' : 'contract_id',
        '=',
        positiveId(id, kind === 'bill' ? 'da fatura' : 'do contrato'),
      )
      .where('received', '=', false)
      .where('boleto_barcode', 'is not', null)
      .orderBy('date_competency')
      .executeTakeFirst();
    if (!row?.boleto_barcode) throw new CommandError('Nenhum boleto pendente encontrado.');
    barcode = row.boleto_barcode;
  } else {
    const digits = target.replace(/[\s.]/g, '');
    try {
      barcode = digits.length === 47 ? lineToBarcode(digits) : digits;
    } catch {
      throw new CommandError('Linha digitável inválida: confira os dígitos.');
    }
    if (!isValidBarcode(barcode)) throw new CommandError('Código de barras inválido.');
  }
  const result = await db.transaction().execute((trx) => confirmBoletoPayment(trx, { barcode }));
  if (result.outcome === 'not-found') throw new CommandError('Boleto não encontrado.');
  refuseUnapplied(result);
  return { barcode, ...result };
}

async function lateInvoices(db: DB, now: Date) {
  const rows = await db
    .selectFrom('bills_to_receive as b')
    .innerJoin('contracts as k', 'k.id', 'b.contract_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.value',
      'b.date_expiration',
      'b.description',
      'k.id as contract_id',
      'k.human_contract_id',
      'k.contract_status_id',
      'u.name',
      'u.email',
    ])
    .where('b.received', '=', false)
    .where('b.date_expiration', '<', todayIn().toString())
    .where('k.contract_status_id', 'not in', [5, 6])
    .orderBy('b.date_expiration')
    .execute();
  return rows.map((r) => ({
    bill_id: r.id,
    contract: r.human_contract_id,
    contract_id: r.contract_id,
    resident: `${r.name} <${r.email}>`,
    value: r.value,
    due: r.date_expiration,
    days_late: Temporal.PlainDate.from(r.date_expiration).until(todayIn(), { largestUnit: 'days' }).days,
    access_suspended: isSuspendingLate({ received: false, date_expiration: r.date_expiration }, now),
  }));
}

/** Replies as staff and/or resolves, through the tickets module of the resident-services half. */
async function ticketCommand(db: DB, ticketId: number, message: string, resolve: boolean) {
  try {
    if (message) await replyAsStaff(db, ticketId, message);
  } catch (error) {
    throw new CommandError((error as Error).message);
  }
  if (resolve && !(await resolveTicket(db, ticketId)))
    throw new CommandError(`Chamado ${ticketId} não encontrado.`);
  const ticket = await db
    .selectFrom('tickets')
    .select('status')
    .where('id', '=', ticketId)
    .executeTakeFirst();
  return { ticket_id: ticketId, status: ticket?.status ?? null, replied: Boolean(message) };
}

export async function runCommand(
  db: DB,
  command: string,
  args: string[],
  now = new Date(),
): Promise<unknown> {
  switch (command) {
    case 'confirm-pix':
      return confirmPix(db, args[0]);
    case 'confirm-boleto':
      return confirmBoleto(db, args[0]);
    case 'late-invoices':
      return lateInvoices(db, now);
    case 'ticket-reply': {
      const message = args.slice(1).join(' ').trim();
      if (!message) throw new CommandError('Escreva a resposta depois do id do chamado.');
      return ticketCommand(db, positiveId(args[0], 'do chamado'), message, false);
    }
    case 'ticket-resolve':
      return ticketCommand(db, positiveId(args[0], 'do chamado'), args.slice(1).join(' ').trim(), true);
    default:
      throw new CommandError(`Comando desconhecido: ${command}\n${COMMAND_HELP}`);
  }
}
