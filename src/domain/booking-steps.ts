// The steps before hiring (spec 2 'Booking', spec 4 'Partner-link sign-up', spec 5 'Booking'):
// signed out → sign in (or register); no CPF on file → complete the profile; then accept the
// terms; only then the order with 'Finalizar'. A partner package not paid yet needs a saved card:
// without one chosen, 'Finalizar' does nothing.

export type BookingStep = 'sign-in' | 'complete-profile' | 'terms' | 'order';

export interface BookingProgress {
  signedIn: boolean;
  /** The resident's document_cpf. */
  cpf: string | null | undefined;
  termsAccepted: boolean;
}

export function hasCpfOnFile(cpf: string | null | undefined): boolean {
  return typeof cpf === 'string' && cpf.trim().length > 0;
}

export function bookingStep({ signedIn, cpf, termsAccepted }: BookingProgress): BookingStep {
  if (!signedIn) return 'sign-in';
  if (!hasCpfOnFile(cpf)) return 'complete-profile';
  return termsAccepted ? 'order' : 'terms';
}

/** 'Finalizar' is offered only with a CPF on file and the terms accepted. */
export function canFinalize(progress: BookingProgress): boolean {
  return bookingStep(progress) === 'order';
}

/** A partner package already paid needs no payment; an unpaid one is charged to a saved card. */
export function partnerNeedsCard(paid: boolean): boolean {
  return !paid;
}

/** Whether pressing 'Finalizar' on a partner package sends anything. */
export function partnerReady(progress: BookingProgress & { paid: boolean; cardId: number | null }): boolean {
  if (!canFinalize(progress)) return false;
  return !partnerNeedsCard(progress.paid) || (progress.cardId !== null && progress.cardId > 0);
}
