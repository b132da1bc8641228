// 'Tokaas selecionadas para você' (spec 2, Home): a row of unit cards from GET /api/apartments/for-you
// that scrolls sideways with snap points. Hidden in PWA mode. The spec says the section exists but
// is not included in the home page, so HomeScreen does not render it; it is ready to be placed.
import type { Apartment } from '../../api/catalogue.ts';
import { fetchForYou } from '../../api/catalogue-calls.ts';
import { useSessionToken } from '../../data/session.ts';
import { Container } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { usePwaMode } from '../../ui/pwa-mode.ts';
import { SkeletonCards } from '../../ui/Skeleton.tsx';
import { UnitCard } from '../shared/UnitCard.tsx';
import { useResource } from './use-resource.ts';
import './ForYouSection.css';

export function ForYouSection() {
  const pwa = usePwaMode();
  const token = useSessionToken();
  // Signed-in callers get their favourites marked, so the key follows the session.
  const { state } = useResource<Apartment[]>(
    `for-you:${token ?? ''}`,
    async () => (await fetchForYou({ token })).data,
  );

  if (pwa) return null;
  // Nothing worth a section: the search is one click away in the top bar.
  if (state.status === 'error' || (state.status === 'ready' && state.data.length === 0)) return null;
  return (
    <section className="home-for-you" aria-labelledby="home-for-you-title">
      <Container width="wide">
        <div className="home-for-you__head">
          <h2 id="home-for-you-title">Tokaas selecionadas para você</h2>
          <LinkButton href="/buscar" variant="ghost" size="sm">
            Ver todas
          </LinkButton>
        </div>
        {state.status === 'loading' ? (
          <SkeletonCards count={4} label="Carregando unidades" />
        ) : (
          <ul className="home-for-you__row">
            {state.data.map((apartment) => (
              <li key={apartment.id} className="home-for-you__item">
                <UnitCard apartment={apartment} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
