// The price of the chosen stay: under 30 nights 'N noites × R$ X', the entry fee and the total
// (Diária); from 30 nights the monthly price '/ mês' (Mensal). Numbers come from the shared rule.
import { formatDateBr } from '../../domain/calendar-day.ts';
import { formatMoney } from '../../domain/money.ts';
import type { PriceBreakdown } from '../../domain/pricing.ts';
import type { StayPeriod } from '../../domain/stay-quote.ts';
import { countOf } from './unit-view.ts';
import './StaySummary.css';

export interface StaySummaryProps {
  quote: PriceBreakdown | null;
  period: StayPeriod | null;
}

export function StaySummary({ quote, period }: StaySummaryProps) {
  if (!quote || !period) {
    return (
      <p className="unit-summary-empty">
        Escolha as datas de check-in e check-out para ver o valor da estadia.
      </p>
    );
  }
  const nights = countOf(quote.nights, 'noite', 'noites');
  const dates = `${formatDateBr(period.start)} a ${formatDateBr(period.end)}`;
  return (
    <section className="unit-summary" aria-label="Resumo da estadia">
      <p className="unit-summary-period">
        <span>{dates}</span>
        <span className="unit-summary-plan">{quote.plan}</span>
      </p>
      {quote.plan === 'Diária' ? (
        <dl className="unit-summary-lines">
          <div>
            <dt>
              {nights} × {formatMoney(quote.pricePerDay)}
            </dt>
            <dd>{formatMoney(quote.nightsTotal)}</dd>
          </div>
          <div>
            <dt>Taxa de entrada</dt>
            <dd>{formatMoney(quote.entryCost)}</dd>
          </div>
          <div className="unit-summary-total">
            <dt>Total</dt>
            <dd>{formatMoney(quote.total)}</dd>
          </div>
        </dl>
      ) : (
        <>
          <dl className="unit-summary-lines">
            <div className="unit-summary-monthly">
              <dt>Mensalidade</dt>
              <dd>
                {formatMoney(quote.monthlyTotal)} <span className="unit-summary-unit">/ mês</span>
              </dd>
            </div>
            <div>
              <dt>Estadia de {nights}</dt>
              <dd>{formatMoney(quote.total)}</dd>
            </div>
          </dl>
          <p className="unit-summary-note">
            Tudo incluso: condomínio, IPTU, água, luz e internet. Cobrado mês a mês, sempre adiantado.
          </p>
        </>
      )}
    </section>
  );
}
