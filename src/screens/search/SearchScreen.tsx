// /buscar (spec 2, 'Search'): results on the left, the buildings' map on the right (from 1024 px;
// narrower screens show the list with a 'Mapa' button that swaps in the map). The search lives in
// the URL (q, order, checkin, checkout, location and the filters); any change starts again from
// page 1, and scrolling near the end loads the next page while page < total_pages.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { PER_PAGE_MAX } from '../../api/catalogue-messages.ts';
import { formatNumber } from '../../domain/number-format.ts';
import { useLayoutQuery } from '../../first-paint/layout-query.ts';
import { Button } from '../../ui/Button.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ActiveChips } from './ActiveChips.tsx';
import { FiltersButton } from './FiltersButton.tsx';
import { ListIcon, MapIcon } from './icons.tsx';
import { ResultsList } from './ResultsList.tsx';
import { SearchMap, SearchMapPlace } from './SearchMap.tsx';
import { SortMenu } from './SortMenu.tsx';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersOf,
  type SearchState,
  withFilters,
} from './search-params.ts';
import { useLocations } from './useLocations.ts';
import { useSearchResults } from './useSearchResults.ts';
import { useSearchState } from './useSearchState.ts';
import './SearchScreen.css';

/**
 * Spec 9 says pages of 100 (the API's maximum, PER_PAGE_MAX). We ask for 24 on purpose: a page of
 * 100 is ~205 KB of JSON (the API does not compress) and 100 cards to validate and render before
 * anything shows, where 24 are ~49 KB and paint four times sooner on a phone on mobile data.
 * Infinite scroll makes the difference invisible: the next page loads before the end is reached.
 */
export const SEARCH_PAGE_SIZE = Math.min(24, PER_PAGE_MAX);

/**
 * List and map side by side from here (the top bar is one row from 1024 px too). The server draws
 * the map's place and the 'Mapa' button; SearchScreen.css shows the one this picks.
 */
const SIDE_BY_SIDE = '(min-width: 1024px)';

export default function SearchScreen() {
  useDocumentTitle('Resultados da busca');
  const [state, setSearch] = useSearchState();
  // The list follows the URL one render later, in the background: a tap on the sort menu or a
  // chip paints the new choice at once, and the list's cards go away and come back after, in a
  // render React can interrupt (issue 32: the sort's tap took ~470 ms on a low-tier phone).
  const listState = useDeferredValue(state);
  const results = useSearchResults(listState, SEARCH_PAGE_SIZE);
  const locations = useLocations();
  const sideBySide = useLayoutQuery(SIDE_BY_SIDE);
  const [mapOpen, setMapOpen] = useState(false);
  const showMapInstead = sideBySide === false && mapOpen;

  const change = useCallback(
    (next: SearchState) => {
      setSearch(next);
      window.scrollTo({ top: 0 });
    },
    [setSearch],
  );
  const filters = filtersOf(state);
  // What the list shows is the deferred search's; these keep their identity between renders, so
  // the memoised list is skipped by the urgent render.
  const { checkin, checkout, order } = listState;
  const stay = useMemo(() => (checkin && checkout ? { checkin, checkout } : null), [checkin, checkout]);
  const narrowed = Boolean(listState.q || listState.location) || activeFilterCount(filtersOf(listState)) > 0;
  const clearSearch = useCallback(() => change({ ...DEFAULT_FILTERS, order }), [change, order]);

  const map = (
    <SearchMap
      locations={locations}
      selected={state.location}
      onSelect={(location) => {
        change({ ...state, location });
        // On a phone, show the building's units straight away.
        setMapOpen(false);
      }}
    />
  );

  return (
    <div className="search">
      <div className="search__main">
        <header className="search__header">
          <div className="search__heading">
            <h1>Resultados da busca</h1>
            <p className="search__total" role="status">
              {results.total === null ? (
                <>
                  <span className="visually-hidden">Buscando imóveis</span>
                  <Skeleton shape="text" width={200} />
                </>
              ) : (
                `${formatNumber(results.total)} ${results.total === 1 ? 'imóvel encontrado' : 'imóveis encontrados'}`
              )}
            </p>
          </div>
          <div className="search__tools">
            <FiltersButton filters={filters} onChange={(next) => change(withFilters(state, next))} />
            <SortMenu value={state.order} onChange={(order) => change({ ...state, order })} />
          </div>
        </header>
        <ActiveChips state={state} locations={locations.locations} onChange={change} />
        {showMapInstead ? (
          map
        ) : (
          <ResultsList results={results} stay={stay} onClearSearch={narrowed ? clearSearch : undefined} />
        )}
      </div>
      {sideBySide !== false && (
        // Until the app knows the width, the map's place only: its code is not for phones.
        <div className="search__aside">{sideBySide ? map : <SearchMapPlace />}</div>
      )}
      {sideBySide !== true && (
        <Button
          className="search__map-toggle"
          variant="primary"
          icon={mapOpen ? <ListIcon /> : <MapIcon />}
          onPress={() => {
            setMapOpen((open) => !open);
            window.scrollTo({ top: 0 });
          }}
        >
          {mapOpen ? 'Lista' : 'Mapa'}
        </Button>
      )}
    </div>
  );
}
