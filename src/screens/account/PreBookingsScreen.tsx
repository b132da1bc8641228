// /pre-reservas/{id?} (spec 2 'Pre-bookings'): the resident's pre-bookings from the mirror (opens
// offline), in a grid; with an id in the route that one is marked and scrolled into view. Each can be
// cancelled (needs the network): it leaves the list at once, the unit is no longer held for the
// resident, and the mirror is pulled again.
import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'wouter';
import { refreshResidentData } from '../../data/contracts.ts';
import { forgetPreBooking, usePreBookings } from '../../data/pre-bookings.ts';
import { useSession } from '../../data/session.ts';
import { PRODUCT_NAME } from '../../domain/unit-name.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { CalendarIcon } from '../../ui/icons.tsx';
import { Container, Grid } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { SkeletonCards } from '../../ui/Skeleton.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { NetworkNotice } from './NetworkNotice.tsx';
import { PreBookingCard } from './PreBookingCard.tsx';
import './PreBookingsScreen.css';

export const PRE_BOOKING_CANCELLED = 'Pré-reserva cancelada.';

export default function PreBookingsScreen() {
  useDocumentTitle('Pré-reservas');
  const params = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const session = useSession();
  const toast = useToast();
  const preBookings = usePreBookings();
  const token = session.status === 'authenticated' ? session.token : '';
  const selectedId = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const selectedRef = useRef<HTMLElement>(null);
  const selectedFound = preBookings?.some((p) => p.id === selectedId) ?? false;

  useEffect(() => {
    if (!selectedFound) return;
    const element = selectedRef.current;
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [selectedFound]);

  const cancelled = async (id: number) => {
    await forgetPreBooking(id);
    toast.show(PRE_BOOKING_CANCELLED, { tone: 'success' });
    if (id === selectedId) navigate('/pre-reservas', { replace: true });
    void refreshResidentData();
  };

  return (
    <Container width="wide" className="pre-bookings-page">
      <h1 className="pre-bookings-page__title">Pré-reservas</h1>
      <p className="pre-bookings-page__lead">
        Unidades que você segurou antes de contratar. Cada pré-reserva vale por 7 dias.
      </p>
      {preBookings?.length ? <NetworkNotice action="cancelar uma pré-reserva" /> : null}
      {preBookings === undefined ? (
        <SkeletonCards count={4} label="Carregando pré-reservas" />
      ) : preBookings.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon size={32} />}
          action={<LinkButton href="/buscar">Buscar uma {PRODUCT_NAME}</LinkButton>}
        >
          Você ainda não pré-reservou uma {PRODUCT_NAME}
        </EmptyState>
      ) : (
        <Grid minColumnWidth={280}>
          {preBookings.map((preBooking) => (
            <PreBookingCard
              key={preBooking.id}
              ref={preBooking.id === selectedId ? selectedRef : undefined}
              preBooking={preBooking}
              token={token}
              highlighted={preBooking.id === selectedId}
              onCancelled={cancelled}
            />
          ))}
        </Grid>
      )}
    </Container>
  );
}
