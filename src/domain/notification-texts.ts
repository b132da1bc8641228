// What a resident is told, and where a tap leads (issue 33): the pt-BR title and body of every
// notification kind live here, read by the server when it records one (the same words then go out
// by push, e-mail and the in-app list).
import { formatMoney } from './money.ts';

export const NOTIFICATION_KINDS = [
  'invoice-issued',
  'invoice-due-soon',
  'invoice-due-today',
  'invoice-overdue',
  'access-suspended',
  'access-restored',
  'payment-confirmed',
  'contract-active',
  'key-active',
  'ticket-reply',
  'ticket-resolved',
  'inspection-window',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds whose e-mail and push a resident cannot turn off: they warn before access is blocked. */
export const MANDATORY_KINDS: readonly NotificationKind[] = ['invoice-overdue', 'access-suspended'];

/** A readable name per kind, for the preferences in the account area. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'invoice-issued': 'Fatura emitida',
  'invoice-due-soon': 'Fatura perto do vencimento',
  'invoice-due-today': 'Fatura vence hoje',
  'invoice-overdue': 'Fatura em atraso (aviso de suspensão)',
  'access-suspended': 'Acesso suspenso',
  'access-restored': 'Acesso liberado',
  'payment-confirmed': 'Pagamento confirmado',
  'contract-active': 'Contrato ativo',
  'key-active': 'Chave ativa',
  'ticket-reply': 'Resposta a um ticket',
  'ticket-resolved': 'Ticket resolvido',
  'inspection-window': 'Vistoria de saída liberada',
};

/** Why the mandatory kinds are shown on and cannot be changed (and the API's 422 when tried). */
export const MANDATORY_REASON = 'Avisos de suspensão de acesso não podem ser desativados.';

export const isMandatoryKind = (kind: string): boolean =>
  (MANDATORY_KINDS as readonly string[]).includes(kind);

export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Whether a kind goes out on a channel: on unless the resident turned it off; warnings always. */
export function channelEnabled(
  kind: string,
  channel: NotificationChannel,
  turnedOff: readonly { kind: string; channel: NotificationChannel }[],
): boolean {
  if (isMandatoryKind(kind)) return true;
  return !turnedOff.some((p) => p.kind === kind && p.channel === channel);
}

/** Days before the due date the first reminder goes out. */
export const DUE_SOON_DAYS = 3;

export interface NotificationText {
  title: string;
  body: string;
  url: string;
}

interface BillFacts {
  contractId: number;
  billId: number;
  value: number;
  dueDate: string;
}

const invoicesUrl = (contractId: number, billId?: number) =>
  `/minhas-tokaas/${contractId}/faturas${billId === undefined ? '' : `?pagar=${billId}`}`;
const keysUrl = (contractId: number) => `/minhas-tokaas/${contractId}/chaves`;
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export type NotificationFacts =
  | ({ kind: 'invoice-issued' | 'invoice-due-soon' | 'invoice-due-today' | 'invoice-overdue' } & BillFacts)
  | { kind: 'access-suspended' | 'access-restored' | 'contract-active'; contractId: number }
  | { kind: 'payment-confirmed'; contractId: number; billId: number; value: number }
  | { kind: 'key-active'; contractId: number; keyName: string }
  | { kind: 'ticket-reply' | 'ticket-resolved'; ticketId: number; subject: string }
  | { kind: 'inspection-window'; contractId: number };

export function notificationText(facts: NotificationFacts): NotificationText {
  switch (facts.kind) {
    case 'invoice-issued':
      return {
        title: 'Nova fatura disponível',
        body: `Sua fatura de ${formatMoney(facts.value)} vence em ${dayMonth(facts.dueDate)}.`,
        url: invoicesUrl(facts.contractId, facts.billId),
      };
    case 'invoice-due-soon':
      return {
        title: `Sua fatura vence em ${DUE_SOON_DAYS} dias`,
        body: `A fatura de ${formatMoney(facts.value)} vence em ${dayMonth(facts.dueDate)}. Pague pelo app com Pix ou cartão.`,
        url: invoicesUrl(facts.contractId, facts.billId),
      };
    case 'invoice-due-today':
      return {
        title: 'Sua fatura vence hoje',
        body: `A fatura de ${formatMoney(facts.value)} vence hoje. Pague pelo app com Pix ou cartão.`,
        url: invoicesUrl(facts.contractId, facts.billId),
      };
    case 'invoice-overdue':
      return {
        title: 'Fatura em atraso',
        body: `A fatura de ${formatMoney(facts.value)} venceu em ${dayMonth(facts.dueDate)}. Se não for paga, o acesso será suspenso em 48 horas.`,
        url: invoicesUrl(facts.contractId, facts.billId),
      };
    case 'access-suspended':
      return {
        title: 'Acesso suspenso',
        body: 'Seu acesso ao prédio foi suspenso por falta de pagamento. Pague a fatura em atraso para liberá-lo.',
        url: invoicesUrl(facts.contractId),
      };
    case 'access-restored':
      return {
        title: 'Acesso liberado',
        body: 'Recebemos seu pagamento e seu acesso ao prédio foi liberado.',
        url: keysUrl(facts.contractId),
      };
    case 'payment-confirmed':
      return {
        title: 'Pagamento confirmado',
        body: `Recebemos seu pagamento de ${formatMoney(facts.value)}. Obrigado!`,
        url: invoicesUrl(facts.contractId),
      };
    case 'contract-active':
      return {
        title: 'Bem-vindo à Tokaas!',
        body: 'Seu contrato está ativo. Cadastre suas chaves para entrar no prédio.',
        url: keysUrl(facts.contractId),
      };
    case 'key-active':
      return {
        title: 'Chave ativa',
        body: `A chave de ${facts.keyName} já abre o prédio.`,
        url: keysUrl(facts.contractId),
      };
    case 'ticket-reply':
      return {
        title: 'Nova resposta no seu chamado',
        body: `O prédio respondeu ao chamado "${facts.subject}".`,
        url: `/tickets/${facts.ticketId}`,
      };
    case 'ticket-resolved':
      return {
        title: 'Chamado resolvido',
        body: `O chamado "${facts.subject}" foi resolvido.`,
        url: `/tickets/${facts.ticketId}`,
      };
    case 'inspection-window':
      return {
        title: 'Vistoria de saída liberada',
        body: 'Sua estadia está chegando ao fim. Faça a vistoria de saída pelo app.',
        url: `/minhas-tokaas/${facts.contractId}/vistoria`,
      };
  }
}
