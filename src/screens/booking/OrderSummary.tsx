// The stay and its price by the shared rule (src/domain/pricing.ts): check-in, check-out, nights,
// people and plan, then the prices — 'Diária': nights × price per night, Taxa de Entrada, total;
// 'Mensal': the all-inclusive monthly total with its Condomínio, Eletricidade and Água parts,
// Taxa de Entrada (none on the monthly plan), the whole stay and what is charged now.
import { formatDateBr } from '../../domain/calendar-day.ts';
import { formatMoney } from '../../domain/money.ts';
import type { PriceBreakdown } from '../../domain/pricing.ts';
import { countOf } from '../unit/unit-view.ts';
import './OrderSummary.css';

export interface OrderSummaryProps {
  checkin: string;
  checkout: string;
  guests: number;
  quote: PriceBreakdown;
  /** Only the period and the total (before the terms are accepted). */
  compact?: boolean;
}

export function OrderSummary({ checkin, checkout, guests, quote, compact }: OrderSummaryProps) {
  const nights = countOf(quote.nights, 'noite', 'noites');
  const daily = quote.plan === 'Diária';
  return (
    <div className="booking-order" data-compact={compact || undefined}>
      <dl className="booking-order-stay">
        <div>
          <dt>Check-in</dt>
          <dd>{formatDateBr(checkin)}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{formatDateBr(checkout)}</dd>
        </div>
        <div>
          <dt>Noites</dt>
          <dd>{quote.nights}</dd>
        </div>
        <div>
          <dt>Pessoas</dt>
          <dd>{guests}</dd>
        </div>
        <div>
          <dt>Plano</dt>
          <dd>{quote.plan}</dd>
        </div>
      </dl>

      {compact ? (
        <p className="booking-order-total-line">
          <span>{daily ? `Total (${nights})` : 'Mensalidade'}</span>
          <strong>
            {formatMoney(daily ? quote.total : quote.monthlyTotal)}
            {!daily && <span className="booking-order-unit"> / mês</span>}
          </strong>
        </p>
      ) : daily ? (
        <>
          <dl className="booking-order-prices">
            <div>
              <dt>Diária</dt>
              <dd>{formatMoney(quote.pricePerDay)}</dd>
            </div>
            <div>
              <dt>
                {nights} × {formatMoney(quote.pricePerDay)}
              </dt>
              <dd>{formatMoney(quote.nightsTotal)}</dd>
            </div>
            <div>
              <dt>Taxa de Entrada</dt>
              <dd>{formatMoney(quote.entryCost)}</dd>
            </div>
            <div className="booking-order-total">
              <dt>Total</dt>
              <dd>{formatMoney(quote.total)}</dd>
            </div>
          </dl>
          <p className="booking-order-note">
            Condomínio, eletricidade, água e internet inclusos. Pago de uma vez, na contratação.
          </p>
        </>
      ) : (
        <>
          <dl className="booking-order-prices">
            <div className="booking-order-monthly">
              <dt>Total mensal</dt>
              <dd>
                {formatMoney(quote.monthlyTotal)}
                <span className="booking-order-unit"> / mês</span>
              </dd>
            </div>
            <div className="booking-order-part">
              <dt>Condomínio</dt>
              <dd>{formatMoney(quote.condominium)}</dd>
            </div>
            <div className="booking-order-part">
              <dt>Eletricidade</dt>
              <dd>{formatMoney(quote.electricity)}</dd>
            </div>
            <div className="booking-order-part">
              <dt>Água</dt>
              <dd>{formatMoney(quote.water)}</dd>
            </div>
            <div>
              <dt>Taxa de Entrada</dt>
              <dd>Isenta</dd>
            </div>
            <div>
              <dt>Estadia de {nights}</dt>
              <dd>{formatMoney(quote.total)}</dd>
            </div>
            <div className="booking-order-total">
              <dt>A pagar agora</dt>
              <dd>{formatMoney(quote.dueAtHiring)}</dd>
            </div>
          </dl>
          <p className="booking-order-note">
            Tudo incluso: condomínio, eletricidade, água, IPTU e internet fazem parte do total mensal. Agora
            você paga o 1º mês; cada mês seguinte é cobrado no seu início, sempre adiantado.
          </p>
        </>
      )}
    </div>
  );
}
