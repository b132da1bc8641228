// While the unit loads: the page's shape in grey, never a blank screen.
import { Container } from '../../ui/Layout.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

export function BookingSkeleton() {
  return (
    <Container width="wide" className="booking">
      <div className="booking-skeleton" role="status" aria-busy="true" aria-label="Carregando a reserva">
        <Skeleton width="45%" height={36} />
        <div className="booking-layout">
          <div className="booking-main">
            <Skeleton height={200} />
            <Skeleton height={320} />
          </div>
          <div className="booking-aside">
            <Skeleton height={360} />
          </div>
        </div>
      </div>
    </Container>
  );
}
