// 'Plano de Assinatura Tokaas': the stay period (blocked and past days disabled), the people
// counter, the price summary and 'Contratar' — or, for a unit that cannot be hired, why not.
// On desktop it sits beside the page; on phones it opens in a sheet from the bottom bar.
import { Button } from '../../ui/Button.tsx';
import { InfoIcon } from '../../ui/icons.tsx';
import { LazyCounter } from '../../ui/LazyCounter.tsx';
import { LazyDateRangePicker } from '../../ui/LazyDateRangePicker.tsx';
import { Price } from '../../ui/Price.tsx';
import { TextLink } from '../../ui/TextLink.tsx';
import { StaySummary } from './StaySummary.tsx';
import type { Reservation } from './useReservation.ts';
import './ReservationPanel.css';

export const PLAN_TITLE = 'Plano de Assinatura Tokaas';

export interface ReservationPanelProps {
  reservation: Reservation;
  monthlyPrice: number;
  blockedDates: readonly string[];
  occupied: boolean;
  /** The panel's own heading; the phone sheet titles itself instead. */
  showTitle?: boolean;
}

export function ReservationPanel({
  reservation: r,
  monthlyPrice,
  blockedDates,
  occupied,
  showTitle = true,
}: ReservationPanelProps) {
  return (
    <div className="unit-reserve">
      {showTitle && <h2 className="unit-reserve-title">{PLAN_TITLE}</h2>}
      <Price value={monthlyPrice} prefix="A partir de" suffix="/ mês" size="lg" />
      <LazyDateRangePicker
        label="Período da estadia"
        description={r.datesLocked ? undefined : 'Check-in e check-out (DD/MM/AAAA)'}
        value={r.period}
        onChange={r.setPeriod}
        blockedDates={blockedDates}
        isReadOnly={r.datesLocked}
        errorMessage={r.error}
      />
      <LazyCounter
        label="Pessoas"
        min={1}
        max={r.maxGuests}
        value={r.guests}
        onChange={r.setGuests}
        description={`Até ${r.maxGuests} ${r.maxGuests === 1 ? 'pessoa' : 'pessoas'} nesta unidade`}
      />
      <StaySummary quote={r.quote} period={r.period} />
      {r.canHire ? (
        <Button size="lg" fullWidth onPress={r.hire}>
          Contratar
        </Button>
      ) : (
        <UnavailableNote occupied={occupied} />
      )}
    </div>
  );
}

function UnavailableNote({ occupied }: { occupied: boolean }) {
  return (
    <div className="unit-reserve-note" role="note">
      <InfoIcon size={20} />
      <p>
        {occupied
          ? 'Esta unidade está ocupada e não pode ser contratada agora.'
          : 'Esta unidade será liberada em breve. A contratação e a escolha de datas abrem quando ela estiver disponível.'}{' '}
        <TextLink href="/buscar">Ver outras Tokaas disponíveis</TextLink>
      </p>
    </div>
  );
}
