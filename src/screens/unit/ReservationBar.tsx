// Phones: a bar fixed to the bottom with the price and one button that opens the reservation
// panel in a sheet (the Modal rises from the bottom edge on narrow screens).
import { useState } from 'react';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { formatMoney } from '../../domain/money.ts';
import { Button } from '../../ui/Button.tsx';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { PLAN_TITLE, ReservationPanel, type ReservationPanelProps } from './ReservationPanel.tsx';
import './ReservationBar.css';

export function ReservationBar(props: Omit<ReservationPanelProps, 'showTitle'>) {
  const [open, setOpen] = useState(false);
  const { quote, period, canHire } = props.reservation;
  return (
    <>
      <section className="unit-bar" aria-label={PLAN_TITLE}>
        <div className="unit-bar-price">
          {quote && period ? (
            <>
              <strong>
                {quote.plan === 'Mensal'
                  ? `${formatMoney(quote.monthlyTotal)} / mês`
                  : formatMoney(quote.total)}
              </strong>
              <span>
                {formatDateBr(period.start)} a {formatDateBr(period.end)}
              </span>
            </>
          ) : (
            <>
              <span>A partir de</span>
              <strong>{formatMoney(props.monthlyPrice)} / mês</strong>
            </>
          )}
        </div>
        <Button onPress={() => setOpen(true)} variant={canHire ? 'primary' : 'secondary'}>
          {canHire ? 'Reservar' : 'Ver plano'}
        </Button>
      </section>
      <LazyModal title={PLAN_TITLE} isOpen={open} onOpenChange={setOpen}>
        <ReservationPanel {...props} showTitle={false} />
      </LazyModal>
    </>
  );
}
