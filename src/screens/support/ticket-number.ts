/** '#0041' for a sent ticket; a ticket created offline has no number yet. */
export function ticketNumber(id: number | string): string {
  return typeof id === 'number' ? `#${String(id).padStart(4, '0')}` : 'Aguardando envio';
}
