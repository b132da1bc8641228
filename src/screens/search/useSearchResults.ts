// The pages of one search (spec 4, 'Search'): a new search (other text, order or filters) clears
// the list and starts again from page 1; loadMore() asks for the next page while page < total_pages.
// An answer to an older search is dropped (its request is aborted), so results never mix.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Apartment } from '../../api/catalogue.ts';
import { searchApartments } from '../../api/catalogue-calls.ts';
import { ApiError, type ApiErrorKind } from '../../api/client.ts';
import { useSessionToken } from '../../data/session.ts';
import { searchDataKey, serverData } from '../../first-paint/server-data.ts';
import { apiQuery, type SearchState, writeSearchState } from './search-params.ts';

export type ResultsStatus = 'loading' | 'ready' | 'loading-more' | 'error' | 'error-more';

export interface SearchResults {
  /** The search these results answer (its query string). */
  key: string | null;
  items: readonly Apartment[];
  /** Unknown until the first page arrives. */
  total: number | null;
  page: number;
  totalPages: number;
  status: ResultsStatus;
  error?: { message: string; kind: ApiErrorKind | 'unknown' };
}

const FIRST: SearchResults = { key: null, items: [], total: null, page: 0, totalPages: 1, status: 'loading' };

const LOAD_FAILED = 'Não foi possível carregar os imóveis. Verifique sua conexão e tente novamente.';

/** Appends a page, skipping units already listed (the order may shift between requests). */
function append(items: readonly Apartment[], page: readonly Apartment[]): Apartment[] {
  const seen = new Set(items.map((a) => a.id));
  return [...items, ...page.filter((a) => !seen.has(a.id))];
}

export function useSearchResults(state: SearchState, perPage: number) {
  // Signed in, the list comes with `favorited` filled; signing in asks again.
  const token = useSessionToken();
  const key = writeSearchState(state);
  const [results, setResults] = useState<SearchResults>(() => {
    const seeded = serverData(searchDataKey(key));
    return seeded ? { key, ...seeded, page: 1, status: 'ready' } : FIRST;
  });
  // A server-rendered first page is the guest's answer: asked again only when a token comes.
  const seeded = useRef(results.status === 'ready');
  const latest = useRef({ state, results });
  latest.current = { state, results };
  const inFlight = useRef<AbortController | null>(null);

  // `key` stands for the search (its state is read through `latest`): a new search makes a new
  // fetchPage, and the effect below starts over from page 1.
  const fetchPage = useCallback(
    async (page: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const shown = latest.current.results;
      // The list on screen asked again (a token came): a failure keeps it, with its old hearts.
      const quiet = page === 1 && shown.key === key && shown.status === 'ready';
      setResults((r) => {
        if (page > 1) return { ...r, status: 'loading-more', error: undefined };
        // The same search asked again (signing in adds `favorited`): keep the list on screen.
        return r.key === key && r.status === 'ready' ? r : FIRST;
      });
      try {
        const response = await searchApartments(apiQuery(latest.current.state, page, perPage), {
          token,
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        const { total, total_pages } = response.meta.pagination;
        setResults((r) => ({
          key,
          items: page === 1 ? response.data : append(r.items, response.data),
          total,
          page,
          totalPages: total_pages,
          status: 'ready',
        }));
      } catch (error) {
        if (controller.signal.aborted || quiet) return;
        const known = error instanceof ApiError;
        setResults((r) => ({
          ...r,
          status: page === 1 ? 'error' : 'error-more',
          error: { message: known ? error.message : LOAD_FAILED, kind: known ? error.kind : 'unknown' },
        }));
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [key, token, perPage],
  );

  useEffect(() => {
    if (seeded.current && token === null && latest.current.results.key === key) return;
    seeded.current = false;
    void fetchPage(1);
    return () => inFlight.current?.abort();
  }, [fetchPage, key, token]);

  // A new search shows its loading state in the render that brings it, rather than the old list
  // until the effect above clears it: one render of the screen per search, not two (issue 32).
  const shown = results.key !== null && results.key !== key ? FIRST : results;
  const hasMore = shown.status === 'ready' && shown.page < shown.totalPages;

  const loadMore = useCallback(() => {
    const { results: r } = latest.current;
    if (r.status === 'ready' && r.page < r.totalPages) void fetchPage(r.page + 1);
  }, [fetchPage]);

  /** After a failure: the first page again, or the page that failed. */
  const retry = useCallback(() => {
    const { results: r } = latest.current;
    void fetchPage(r.status === 'error-more' ? r.page + 1 : 1);
  }, [fetchPage]);

  // One object while nothing changed, so a memoised list skips a render of the screen around it.
  return useMemo(() => ({ ...shown, hasMore, loadMore, retry }), [shown, hasMore, loadMore, retry]);
}
