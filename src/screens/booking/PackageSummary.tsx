// A partner platform's package (spec 3, 'Platform reservation'): who sold it, the unit and building,
// the period, beds, price and whether it is already paid.
import type { PlatformReservation } from '../../api/contracts.ts';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { parseDate } from '../../domain/dates.ts';
import { formatMoney } from '../../domain/money.ts';
import { planFor, stayNights } from '../../domain/stay.ts';
import { countOf, fullAddress } from '../unit/unit-view.ts';
import './PackageSummary.css';

export function packageNights(pkg: PlatformReservation): number | undefined {
  const checkin = parseDate(pkg.checkin);
  const checkout = parseDate(pkg.checkout);
  return checkin && checkout ? stayNights(checkin, checkout) : undefined;
}

export function packagePlan(pkg: PlatformReservation): string | undefined {
  const checkin = parseDate(pkg.checkin);
  const checkout = parseDate(pkg.checkout);
  return checkin && checkout ? planFor(checkin, checkout) : undefined;
}

function paymentText(paid: boolean, hired: boolean): string {
  if (paid) return 'Já pago ao parceiro';
  return hired ? 'Pago com cartão de crédito' : 'A pagar com cartão de crédito';
}

export interface PackageSummaryProps {
  pkg: PlatformReservation;
  headingLevel?: 2 | 3;
  /** After the hire: only what the stay summary does not already say, and the payment as settled. */
  hired?: boolean;
}

export function PackageSummary({ pkg, headingLevel = 2, hired = false }: PackageSummaryProps) {
  const unit = pkg.apartment.data;
  const nights = packageNights(pkg);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="booking-package" aria-labelledby="package-title">
      <Heading id="package-title" className="booking-package-title">
        Resumo do pacote
      </Heading>
      <dl className="booking-package-facts">
        <div>
          <dt>Parceiro</dt>
          <dd>{pkg.platform}</dd>
        </div>
        {!hired && (
          <>
            <div>
              <dt>Unidade</dt>
              <dd>{unit.displayName}</dd>
            </div>
            <div className="booking-package-wide">
              <dt>Endereço</dt>
              <dd>
                {pkg.enterprise.name} — {fullAddress(unit.enterprise.data)}
              </dd>
            </div>
            <div>
              <dt>Check-in</dt>
              <dd>{formatDateBr(pkg.checkin)}</dd>
            </div>
            <div>
              <dt>Check-out</dt>
              <dd>{formatDateBr(pkg.checkout)}</dd>
            </div>
          </>
        )}
        {nights !== undefined && (
          <div>
            <dt>Período</dt>
            <dd>{countOf(nights, 'noite', 'noites')}</dd>
          </div>
        )}
        <div>
          <dt>Camas</dt>
          <dd>{pkg.beds}</dd>
        </div>
        <div>
          <dt>Valor do pacote</dt>
          <dd>{formatMoney(pkg.price)}</dd>
        </div>
        <div>
          <dt>Pagamento</dt>
          <dd>{paymentText(pkg.paid, hired)}</dd>
        </div>
      </dl>
    </section>
  );
}
