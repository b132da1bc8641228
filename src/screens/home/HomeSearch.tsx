// The home search bar: where (the buildings from GET /enterprise/locations), when (the stay period,
// no past dates, two months side by side on wide screens) and 'Buscar'. Both dates are required
// ('Preencha todos os campos.'); a valid search opens /buscar?location=&checkin=&checkout=.
// The calendar code is loaded lazily: the field shows a placeholder until it arrives.

import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fetchLocations } from '../../api/catalogue-calls.ts';
import { CM } from '../../api/catalogue-messages.ts';
import { CONNECTION_ERROR } from '../../api/client.ts';
import type { HomeSearchProblem } from '../../domain/home-search.ts';
import { serverData } from '../../first-paint/server-data.ts';
import { Button } from '../../ui/Button.tsx';
import { useAfterHandover } from '../../ui/deferred-handoffs.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { type DateRangeValue, LazyDateRangePicker } from '../../ui/LazyDateRangePicker.tsx';
import type { SelectOption } from '../../ui/Select.tsx';
import { LocationSelect } from './LocationSelect.tsx';
import { useResource } from './use-resource.ts';
import './HomeSearch.css';

export const MISSING_FIELDS = 'Preencha todos os campos.';

const PROBLEMS: Record<HomeSearchProblem, string> = {
  'missing-dates': MISSING_FIELDS,
  'checkin-in-past': CM.checkinPast,
  'checkout-not-after-checkin': CM.checkoutOrder,
};

/** 0 stands for every building (no location filter). */
const ALL = 0;
const ALL_OPTION: SelectOption<number> = { id: ALL, label: 'Todas as localizações' };

const loadLocations = async () => (await fetchLocations()).data;

export function HomeSearch() {
  const [, navigate] = useLocation();
  const { state } = useResource('locations', loadLocations, serverData('locations'));
  const [location, setLocation] = useState<number>(ALL);
  const [period, setPeriod] = useState<DateRangeValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const periodRef = useRef<HTMLDivElement>(null);

  const options: SelectOption<number>[] =
    state.status === 'ready'
      ? [ALL_OPTION, ...state.data.map((l) => ({ id: l.id, label: l.name }))]
      : [ALL_OPTION];

  // Dates typed while the picker's code was loading count, even when Buscar comes before it.
  const runSearch = useAfterHandover(async () => {
    const search = { location: location === ALL ? null : location, period };
    // The search rules are loaded on the first search, not with the home page. A visitor's device
    // keeps them only once loaded (they are not in a visitor's precache): offline before that, say
    // so rather than leave the press unanswered.
    const rules = await Promise.all([
      import('../../domain/home-search.ts'),
      import('../../domain/calendar-day.ts'),
    ]).catch(() => undefined);
    if (!rules) {
      setError(CONNECTION_ERROR);
      return;
    }
    const [{ homeSearchHref, homeSearchProblem }, { todayIn }] = rules;
    const problem = homeSearchProblem(search, todayIn());
    if (problem) {
      setError(PROBLEMS[problem]);
      // Focus the first date so the message (tied to the field) is read out.
      periodRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
      return;
    }
    navigate(homeSearchHref(search));
  });

  return (
    <search aria-label="Buscar uma Tokaas">
      <form
        className="home-search"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          runSearch();
        }}
      >
        <LocationSelect
          className="home-search__location"
          options={options}
          value={location}
          onChange={(id) => setLocation(id ?? ALL)}
          isDisabled={state.status === 'loading'}
          placeholder={state.status === 'loading' ? 'Carregando...' : 'Todas as localizações'}
          description={state.status === 'error' ? 'Não foi possível carregar as localizações.' : undefined}
        />
        <div className="home-search__period" ref={periodRef}>
          <LazyDateRangePicker
            label="Período da estadia"
            value={period}
            onChange={(value) => {
              setPeriod(value);
              setError(null);
            }}
            isRequired
            errorMessage={error ?? undefined}
          />
        </div>
        <div className="home-search__submit">
          <Button type="submit" size="md" fullWidth icon={<SearchIcon size={20} />}>
            Buscar
          </Button>
        </div>
      </form>
    </search>
  );
}
