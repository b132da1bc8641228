// The list of results: 4 skeleton cards while a page loads, the unit cards, a sentinel that asks for
// the next page near the end, an empty state with a way out, and errors with 'Tentar novamente'.
import { memo, useRef } from 'react';
import { HydrateWhenSeen } from '../../first-paint/hydrate-when-seen.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { AlertIcon, SearchIcon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { SkeletonCards } from '../../ui/Skeleton.tsx';
import { type Stay, UnitCard, type UnitCardProps } from '../shared/UnitCard.tsx';
import { useInfiniteScroll } from './useInfiniteScroll.ts';
import type { useSearchResults } from './useSearchResults.ts';

export interface ResultsListProps {
  results: ReturnType<typeof useSearchResults>;
  stay: Stay | null;
  /** Takes every narrowing away (text, building, dates, filters); absent when nothing narrows. */
  onClearSearch?: () => void;
}

/** Memoised: a change of search renders the screen's header first and the list after it. */
export const ResultsList = memo(function ResultsList({ results, stay, onClearSearch }: ResultsListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { items, status, error, hasMore, loadMore, retry, page, totalPages } = results;
  useInfiniteScroll(sentinel, loadMore, { enabled: hasMore, generation: items.length });

  const clear = onClearSearch ? (
    <Button variant={status === 'error' ? 'ghost' : 'primary'} onPress={onClearSearch}>
      Limpar busca
    </Button>
  ) : null;

  if (status === 'loading') return <SkeletonCards count={4} label="Carregando imóveis" />;

  if (status === 'error') {
    const retryable = error?.kind !== 'validation' && error?.kind !== 'not-found';
    return (
      <div role="alert">
        <EmptyState
          icon={<AlertIcon size={32} />}
          action={
            <div className="search__actions">
              {retryable && <Button onPress={retry}>Tentar novamente</Button>}
              {clear}
            </div>
          }
        >
          {error?.message ?? 'Não foi possível carregar os imóveis.'}
        </EmptyState>
      </div>
    );
  }

  if (!items.length) {
    return (
      <EmptyState
        icon={<SearchIcon size={32} />}
        action={
          clear ?? (
            <LinkButton href="/" variant="primary">
              Voltar ao início
            </LinkButton>
          )
        }
      >
        {onClearSearch
          ? 'Nenhum imóvel encontrado com esses filtros. Tente outros filtros ou limpe a busca.'
          : 'Nenhum imóvel disponível no momento. Volte em breve.'}
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="search__grid" aria-label="Imóveis encontrados">
        {items.map((apartment, i) => (
          // The first card's photo is the page's LCP image.
          <ResultItem key={apartment.id} apartment={apartment} stay={stay} priority={i === 0} />
        ))}
      </ul>
      {status === 'loading-more' && (
        <SkeletonCards count={4} label="Carregando mais imóveis" className="search__more" />
      )}
      {status === 'error-more' && (
        <div className="search__more-error" role="alert">
          <p>{error?.message ?? 'Não foi possível carregar mais imóveis.'}</p>
          <Button variant="secondary" onPress={retry}>
            Tentar novamente
          </Button>
        </div>
      )}
      {status === 'ready' && page >= totalPages && totalPages > 1 && (
        <p className="search__end">Você chegou ao fim dos resultados.</p>
      )}
      <div ref={sentinel} className="search__sentinel" aria-hidden="true" />
    </>
  );
});

/**
 * A card renders again only when its unit or the stay changes (not when a next page is appended).
 * It hydrates as it comes near the screen, not with the page (hydrate-when-seen.tsx); memoised
 * around that part too, so a render of the list does not reach a card still waiting to hydrate.
 */
const ResultItem = memo(function ResultItem(props: UnitCardProps) {
  return (
    <HydrateWhenSeen id={String(props.apartment.id)} as="li">
      <UnitCard {...props} />
    </HydrateWhenSeen>
  );
});
