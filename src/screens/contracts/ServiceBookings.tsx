// The resident's bookings of extra services for this contract (GET /api/enterprise/contracts/
// services?contract_id=), newest day first, kept on the device once seen.
import type { ServiceBooking } from '../../api/support-resident.ts';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { formatMoney } from '../../domain/money.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

const TONES: Record<ServiceBooking['status'], BadgeTone> = {
  Agendado: 'info',
  Concluído: 'success',
  Cancelado: 'danger',
};

export function ServiceBookings({ bookings }: { bookings: ServiceBooking[] | undefined }) {
  return (
    <section className="service-bookings" aria-labelledby="service-bookings-title">
      <h2 id="service-bookings-title" className="services-page__section-title">
        Seus agendamentos
      </h2>
      {bookings === undefined ? (
        <div aria-busy="true" className="service-bookings__loading">
          <span className="visually-hidden" role="status">
            Carregando agendamentos
          </span>
          <Skeleton width="100%" height={64} />
          <Skeleton width="100%" height={64} />
        </div>
      ) : bookings.length === 0 ? (
        <p className="service-bookings__empty">Nenhum serviço agendado para este contrato ainda.</p>
      ) : (
        <ul className="service-bookings__list">
          {[...bookings]
            .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
            .map((booking) => (
              <li key={booking.id} className="service-booking">
                <div className="service-booking__main">
                  <strong className="service-booking__name">{booking.service}</strong>
                  <span className="service-booking__when">
                    {formatDateBr(booking.date)}
                    {booking.period ? ` · ${booking.period}` : ''}
                  </span>
                  {booking.notes ? <span className="service-booking__notes">{booking.notes}</span> : null}
                </div>
                <div className="service-booking__side">
                  <Badge tone={TONES[booking.status]}>{booking.status}</Badge>
                  <span className="service-booking__price">{formatMoney(booking.price)}</span>
                </div>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
