// A unit's favourite heart (cards and the unit page). Signed out it opens the login dialog; signed
// in, a press goes to the outbox and the state comes from the Dexie mirror, through code that loads
// lazily (signed-in-favorite.tsx). The button itself stays the same element throughout, so a
// press is never lost to a swap of elements (pointer down on one, up on the next), and it takes
// presses in every state:
// - while the session is being restored, or the signed-in code loads: the heart shows the press at
//   once and ignores more; once the session is known the press is recorded (or, for a visitor,
//   opens the login dialog);
// - with its state read from the device, a press is recorded and the heart shows it once the
//   mirror does, so a change it shows is already kept;
// - a change of this unit being sent right now: further presses are ignored (spec 4, double taps
//   on a request in flight); a change only waiting in the outbox is replaced by the next press.
// A press sets the state it asked for (setFavorite), so it can never turn into the opposite change.
//
//   <FavoriteHeart apartment={unit} unitName={unit.displayName} />
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Apartment } from '../../api/catalogue.ts';
import type { FavoriteState } from '../../data/favorites.ts';
import { useSession, whenSessionKnown } from '../../data/session.ts';
import { FavoriteButton } from '../../ui/FavoriteButton.tsx';
import { openLoginDialog } from '../../ui/login-dialog.ts';
import { useToast } from '../../ui/Toast.tsx';

const loadSignedIn = () => import('./signed-in-favorite.tsx');
const FavoriteMirror = lazy(() => loadSignedIn().then((m) => ({ default: m.FavoriteMirror })));

export const FAVORITE_ERROR = 'Não foi possível salvar o favorito. Tente novamente.';

export interface HeartProps {
  apartment: Apartment;
  unitName: string;
  className?: string;
}

/** Records a press made whatever the session's state; false when nothing was recorded. */
async function recordPress(apartment: Apartment, wanted: boolean, showError: () => void): Promise<boolean> {
  const session = await whenSessionKnown();
  if (session.status === 'anonymous') {
    openLoginDialog('login');
    return false;
  }
  const { changeFavorite } = await loadSignedIn();
  return changeFavorite(apartment, wanted, showError);
}

export function FavoriteHeart({ apartment, unitName, className }: HeartProps) {
  const session = useSession();
  const toast = useToast();
  const [mirror, setMirror] = useState<FavoriteState | undefined>();
  // The last press, shown until the mirror shows it (or it could not be recorded).
  const [press, setPress] = useState<{ wanted: boolean; recorded: boolean } | null>(null);

  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    if (!press?.recorded) return;
    // Shown by the mirror now (or signed out meanwhile, when there is no mirror to wait for).
    if (!signedIn || (mirror?.isRead && mirror.isFavorite === press.wanted)) setPress(null);
  }, [press, mirror, signedIn]);

  const shown = signedIn ? (mirror?.isFavorite ?? Boolean(apartment.favorited)) : false;
  return (
    <>
      <FavoriteButton
        className={className}
        isFavorite={press ? press.wanted : shown}
        isPending={press !== null || (signedIn && mirror?.isPending === true)}
        isLoading={session.status === 'loading' || (signedIn && !mirror?.isRead)}
        unitName={unitName}
        onChange={(wanted) => {
          if (session.status === 'anonymous') return openLoginDialog('login');
          const showError = () => toast.show(FAVORITE_ERROR, { tone: 'error' });
          // With its state read, the heart changes when the mirror does: what it shows is already
          // kept on the device, so leaving the page at once loses nothing.
          if (signedIn && mirror?.isRead) return void recordPress(apartment, wanted, showError);
          // Before that the press shows at once (pending) and is recorded once it can be.
          setPress({ wanted, recorded: false });
          void recordPress(apartment, wanted, showError).then((recorded) =>
            setPress(recorded ? { wanted, recorded } : null),
          );
        }}
      />
      {signedIn && (
        <Suspense fallback={null}>
          <FavoriteMirror apartment={apartment} onState={setMirror} />
        </Suspense>
      )}
    </>
  );
}
