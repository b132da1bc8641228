import { describe, expect, it } from 'vitest';
import {
  bookingStep,
  canFinalize,
  hasCpfOnFile,
  partnerNeedsCard,
  partnerReady,
} from '../../src/domain/booking-steps.ts';

describe('bookingStep', () => {
  it('goes sign-in → complete profile → terms → order', () => {
    expect(bookingStep({ signedIn: false, cpf: null, termsAccepted: true })).toBe('sign-in');
    expect(bookingStep({ signedIn: true, cpf: null, termsAccepted: true })).toBe('complete-profile');
    expect(bookingStep({ signedIn: true, cpf: '  ', termsAccepted: true })).toBe('complete-profile');
    expect(bookingStep({ signedIn: true, cpf: '52998224725', termsAccepted: false })).toBe('terms');
    expect(bookingStep({ signedIn: true, cpf: '52998224725', termsAccepted: true })).toBe('order');
  });

  it("offers 'Finalizar' only with a CPF on file and the terms accepted", () => {
    expect(canFinalize({ signedIn: true, cpf: '52998224725', termsAccepted: true })).toBe(true);
    expect(canFinalize({ signedIn: true, cpf: undefined, termsAccepted: true })).toBe(false);
    expect(canFinalize({ signedIn: true, cpf: '52998224725', termsAccepted: false })).toBe(false);
    expect(canFinalize({ signedIn: false, cpf: '52998224725', termsAccepted: true })).toBe(false);
    expect(hasCpfOnFile('')).toBe(false);
  });
});

describe('partner packages', () => {
  const ready = { signedIn: true, cpf: '52998224725', termsAccepted: true };
  it('a paid package needs no card; an unpaid one needs a chosen card', () => {
    expect(partnerNeedsCard(true)).toBe(false);
    expect(partnerNeedsCard(false)).toBe(true);
    expect(partnerReady({ ...ready, paid: true, cardId: null })).toBe(true);
    expect(partnerReady({ ...ready, paid: false, cardId: null })).toBe(false);
    expect(partnerReady({ ...ready, paid: false, cardId: 0 })).toBe(false);
    expect(partnerReady({ ...ready, paid: false, cardId: 12 })).toBe(true);
  });

  it('never before the terms and the CPF', () => {
    expect(partnerReady({ ...ready, termsAccepted: false, paid: true, cardId: null })).toBe(false);
    expect(partnerReady({ ...ready, cpf: null, paid: false, cardId: 3 })).toBe(false);
  });
});
