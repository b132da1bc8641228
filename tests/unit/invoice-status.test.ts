// Invoice display (spec 4) and the 72 h late-payment rule (spec 9).
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { invoiceStatus, isSuspendingLate, suspensionCutoff } from '../../src/domain/invoice-status.ts';

const d = (s: string) => Temporal.PlainDate.from(s);
/** An instant given as São Paulo wall-clock time. */
const sp = (s: string) => new Date(Temporal.ZonedDateTime.from(`${s}[America/Sao_Paulo]`).epochMilliseconds);

describe('invoiceStatus', () => {
  it('paid, pending from the competency date, upcoming before it', () => {
    expect(invoiceStatus({ received: true, date_competency: '2027-01-10' }, d('2027-01-01'))).toBe(
      'Fatura paga',
    );
    expect(invoiceStatus({ received: false, date_competency: '2027-01-10' }, d('2027-01-10'))).toBe(
      'Pagamento pendente',
    );
    expect(invoiceStatus({ received: false, date_competency: '2027-01-10' }, d('2027-01-11'))).toBe(
      'Pagamento pendente',
    );
    expect(invoiceStatus({ received: false, date_competency: '2027-01-10' }, d('2027-01-09'))).toBe(
      'Fatura à vencer',
    );
  });
});

describe('late payment', () => {
  const bill = { received: false, date_expiration: '2027-01-10' };
  it('suspends only more than 72 h after the end of the due day', () => {
    expect(isSuspendingLate(bill, sp('2027-01-13T23:59'))).toBe(false);
    expect(isSuspendingLate(bill, sp('2027-01-14T00:01'))).toBe(true);
    expect(isSuspendingLate({ ...bill, received: true }, sp('2027-03-01T00:00'))).toBe(false);
  });
  it('computes the cutoff date in São Paulo time', () => {
    expect(suspensionCutoff(sp('2027-01-14T00:01'))).toBe('2027-01-10');
    expect(suspensionCutoff(sp('2027-01-13T23:59'))).toBe('2027-01-09');
  });
});
