// The page's heart. Signed out it opens the login dialog; signed in it goes through the outbox
// (setFavorite), and presses are ignored while the change waits to be sent (FavoriteHeart).
import type { Apartment } from '../../api/catalogue.ts';
import { FavoriteHeart } from '../shared/FavoriteHeart.tsx';

export function UnitFavorite({ unit }: { unit: Apartment }) {
  return <FavoriteHeart apartment={unit} unitName={unit.displayName} className="unit-favorite" />;
}
