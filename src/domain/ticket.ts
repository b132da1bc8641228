// Support tickets (spec 3, 4): the statuses, how a status is shown, and when replies are allowed.

export const TICKET_STATUSES = ['Aberto', 'Em atendimento', 'Resolvido'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_TITLE_MAX = 150;
export const TICKET_TEXT_MAX = 5000;

/** The status to show: anything unknown or empty reads 'Aberto', the spec's default display. */
export function ticketStatusLabel(status: string | null | undefined): TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(status ?? '') ? (status as TicketStatus) : 'Aberto';
}

/** A resolved ticket is closed to new replies (the reply form is hidden and the API refuses). */
export function ticketAcceptsReplies(status: string | null | undefined): boolean {
  return ticketStatusLabel(status) !== 'Resolvido';
}
