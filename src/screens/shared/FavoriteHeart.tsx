// A unit's favourite heart (cards and the unit page). Signed out it opens the login dialog; signed
// in, the heart backed by the Dexie mirror and the outbox (signed-in-favorite.tsx) loads lazily.
// Until it has loaded, the heart shows the server's `favorited` (as the mirror-backed heart does
// before its first read) and a press is recorded all the same.
//
//   <FavoriteHeart apartment={unit} unitName={unit.displayName} />
import { lazy, Suspense } from 'react';
import { openLoginDialog } from '../../app/login-dialog.ts';
import { useSession } from '../../data/session.ts';
import { FavoriteButton } from '../../ui/FavoriteButton.tsx';
import { useToast } from '../../ui/Toast.tsx';
import type { HeartProps } from './signed-in-favorite.tsx';

const loadSignedIn = () => import('./signed-in-favorite.tsx');
const SignedInFavorite = lazy(() => loadSignedIn().then((m) => ({ default: m.SignedInFavorite })));

export function FavoriteHeart({ apartment, unitName, className }: HeartProps) {
  const session = useSession();
  const toast = useToast();
  if (session.status !== 'authenticated') {
    return (
      <FavoriteButton
        className={className}
        isFavorite={false}
        unitName={unitName}
        onChange={() => openLoginDialog('login')}
      />
    );
  }
  const isFavorite = Boolean(apartment.favorited);
  const loading = (
    <FavoriteButton
      className={className}
      isFavorite={isFavorite}
      unitName={unitName}
      onChange={() =>
        void loadSignedIn().then(({ changeFavorite, FAVORITE_ERROR }) =>
          changeFavorite(apartment, isFavorite, () => toast.show(FAVORITE_ERROR, { tone: 'error' })),
        )
      }
    />
  );
  return (
    <Suspense fallback={loading}>
      <SignedInFavorite apartment={apartment} unitName={unitName} className={className} />
    </Suspense>
  );
}
