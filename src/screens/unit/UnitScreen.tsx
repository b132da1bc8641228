// /apartamento/{id}/{slug?}: the unit detail (spec 2, 'Unit detail'). Photos, the unit in numbers,
// amenities, the map and what is nearby on the left; the reservation panel on the right (a bottom
// bar and a sheet on phones). An unknown unit goes to /404; one that cannot load now (offline, a
// network too slow) says so under its own address and loads by itself later (UnitUnreachable).
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import type { Apartment } from '../../api/catalogue.ts';
import { useLayoutQuery } from '../../first-paint/layout-query.ts';
import { leftUnhydrated, ServerMarkup } from '../../first-paint/unhydrated-layout.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container } from '../../ui/Layout.tsx';
import { WIDE_QUERY } from '../../ui/useMediaQuery.ts';
import { NearbyPlaces } from './NearbyPlaces.tsx';
import { ReservationBar } from './ReservationBar.tsx';
import { ReservationPanel } from './ReservationPanel.tsx';
import { UnitAmenities } from './UnitAmenities.tsx';
import { UnitFacts } from './UnitFacts.tsx';
import { UnitFavorite } from './UnitFavorite.tsx';
import { UnitGallery } from './UnitGallery.tsx';
import { UnitLocation } from './UnitLocation.tsx';
import { UnitSkeleton } from './UnitSkeleton.tsx';
import { UnitUnreachable } from './UnitUnreachable.tsx';
import { fullAddress, galleryPhotos } from './unit-view.ts';
import { useReservation } from './useReservation.ts';
import { useUnit } from './useUnit.ts';
import './UnitScreen.css';

/**
 * Side-by-side layout with the sticky panel from here; below it the bottom bar and sheet. The
 * server draws both and UnitScreen.css / ReservationBar.css show the one this picks; the other is
 * not hydrated (ServerMarkup).
 */
const PANEL_QUERY = '(min-width: 960px)';

export default function UnitScreen() {
  const { id } = useParams<{ id: string; slug?: string }>();
  const load = useUnit(id);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (load.status === 'missing') navigate('/404', { replace: true });
  }, [load.status, navigate]);
  useDocumentTitle(
    load.status === 'ready'
      ? load.unit.displayName
      : load.status === 'unreachable'
        ? 'Sem conexão'
        : 'Carregando',
  );

  if (load.status === 'unreachable') return <UnitUnreachable cause={load.cause} onRetry={load.retry} />;
  if (load.status !== 'ready') return <UnitSkeleton />;
  // Keyed by unit, so moving to another unit starts its reservation afresh.
  return <UnitPage key={load.unit.id} unit={load.unit} blockedDates={load.blockedDates} />;
}

function UnitPage({ unit, blockedDates }: { unit: Apartment; blockedDates: string[] }) {
  const wide = useLayoutQuery(WIDE_QUERY);
  const panelBeside = useLayoutQuery(PANEL_QUERY);
  const reservation = useReservation(unit, blockedDates);
  const building = unit.enterprise.data;
  const badges =
    unit.isRented || unit.soon_release ? (
      <>
        {unit.isRented && (
          <Badge tone="danger" onImage>
            Ocupada
          </Badge>
        )}
        {unit.soon_release && (
          <Badge tone="neutral" onImage>
            Em breve
          </Badge>
        )}
      </>
    ) : undefined;
  const panelProps = {
    reservation,
    monthlyPrice: unit.priceHosting,
    blockedDates,
    occupied: unit.isRented,
  };

  return (
    <Container width="wide" className="unit">
      <header className="unit-head">
        <div className="unit-head-text">
          <p className="unit-type">
            {unit.apartamentType.name} · {building.name}
          </p>
          <h1 className="unit-title">{unit.displayName}</h1>
          <p className="unit-address">{fullAddress(building)}</p>
        </div>
        <UnitFavorite unit={unit} />
      </header>

      <UnitGallery
        photos={galleryPhotos(unit)}
        unitName={unit.displayName}
        tour={unit.tour}
        badges={badges}
        wide={wide}
      />

      <div className="unit-layout">
        <div className="unit-main">
          <section className="unit-section" aria-labelledby="unit-about">
            <h2 id="unit-about">Sobre a unidade</h2>
            <UnitFacts unit={unit} />
          </section>
          <UnitAmenities amenities={unit.amenities?.data ?? []} />
          <UnitLocation building={building} />
          <NearbyPlaces places={building.pointsInterest ?? []} />
        </div>
        {panelBeside !== false &&
          (leftUnhydrated(panelBeside, PANEL_QUERY, true) ? (
            <ServerMarkup as="aside" />
          ) : (
            <aside className="unit-aside" aria-label="Plano de Assinatura Tokaas">
              <ReservationPanel {...panelProps} />
            </aside>
          ))}
      </div>
      {panelBeside !== true &&
        (leftUnhydrated(panelBeside, PANEL_QUERY, false) ? (
          <ServerMarkup as="section" />
        ) : (
          <ReservationBar {...panelProps} />
        ))}
    </Container>
  );
}
