// The search as the URL says it, and a setter that writes the URL (a new history entry, so the
// back button returns to the previous results).
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readSearchState, type SearchState, searchHref } from './search-params.ts';

export function useSearchState(): [SearchState, (next: SearchState) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => readSearchState(search), [search]);
  const setState = useCallback((next: SearchState) => navigate(searchHref(next)), [navigate]);
  return [state, setState];
}
