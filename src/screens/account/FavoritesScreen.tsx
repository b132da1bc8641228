// /favoritos: the resident's favourite units, from the local mirror (opens offline). Hearts change
// through the outbox, so a unit unfavourited with no signal leaves the grid at once.

import { useFavorites } from '../../data/favorites.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { HeartIcon } from '../../ui/icons.tsx';
import { Container, Grid, Stack } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { SkeletonCards } from '../../ui/Skeleton.tsx';
import { UnitCard } from '../shared/UnitCard.tsx';

export default function FavoritesScreen() {
  useDocumentTitle('Favoritos');
  const favorites = useFavorites();
  return (
    <Container width="wide">
      <Stack gap={3}>
        <h1>Favoritos</h1>
        {favorites === undefined ? (
          <SkeletonCards count={4} label="Carregando favoritos" />
        ) : favorites.length === 0 ? (
          <EmptyState icon={<HeartIcon />} action={<LinkButton href="/buscar">Buscar uma Tokaas</LinkButton>}>
            Você ainda não favoritou uma Tokaas
          </EmptyState>
        ) : (
          <Grid>
            {favorites.map((favorite) => (
              <UnitCard key={favorite.id} apartment={favorite.apartment.data} />
            ))}
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
