// The unit page's shape while it loads: title, gallery, facts and the reservation panel.
import { Container } from '../../ui/Layout.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

export function UnitSkeleton() {
  return (
    <Container width="wide" className="unit unit-skeleton">
      <div role="status" aria-busy="true">
        <span className="visually-hidden">Carregando a unidade</span>
      </div>
      <div className="unit-head" aria-hidden="true">
        <div className="unit-head-text">
          <Skeleton shape="text" width={120} />
          <Skeleton shape="text" width="60%" height={36} />
          <Skeleton shape="text" width="45%" />
        </div>
      </div>
      <Skeleton className="unit-skeleton-gallery" />
      <div className="unit-layout" aria-hidden="true">
        <div className="unit-main">
          <Skeleton shape="text" width="80%" height={24} />
          <Skeleton shape="text" width="50%" />
          <Skeleton height={160} />
        </div>
        <div className="unit-aside unit-skeleton-aside">
          <Skeleton height={360} />
        </div>
      </div>
    </Container>
  );
}
