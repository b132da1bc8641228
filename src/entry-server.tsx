// The server render (built by `vite build --ssr` into dist-ssr/, imported by server/ssr/): the
// public pages people arrive on — '/', '/buscar' and a unit — drawn as a guest with the answers
// their first render needs, so the first paint comes from the HTML and the client hydrates it.
// The answers are asked of the API in-process (the caller's `api`), at the same paths the
// screens' hooks call, and checked with the same schemas the client checks them with.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { ApartmentListQuery } from './api/catalogue.ts';
import { toQuery } from './api/catalogue-calls.ts';
import {
  apartmentListResponse,
  apartmentResponse,
  blockDatesResponse,
  faqResponse,
  locationsResponse,
} from './api/catalogue-responses.ts';
import { parseRouteId } from './api/route-id.ts';
import { App } from './app/App.tsx';
import { preloadScreen, serverRenderedScreen } from './app/routes.tsx';
import {
  type RenderedUnit,
  type SearchFirstPage,
  type ServerData,
  searchDataKey,
  setServerData,
  unitDataKey,
} from './first-paint/server-data.ts';
import { HERO_PHOTO_SIZES, HERO_PHOTOS } from './screens/home/home-content.ts';
import { SEARCH_PAGE_SIZE } from './screens/search/SearchScreen.tsx';
import { apiQuery, readSearchState, writeSearchState } from './screens/search/search-params.ts';
import { CARD_PHOTO_SIZES } from './screens/shared/UnitCard.tsx';
import { firstPhotoSizes } from './screens/unit/UnitGallery.tsx';
import { galleryPhotos } from './screens/unit/unit-view.ts';
import type { Api, ImagePreload, RenderedPage } from './shared/rendered-page.ts';
import { takeRenderedTitle } from './ui/document-title.ts';
import { photoSources } from './ui/photo-sources.ts';

const SCREEN_MODULES = {
  home: 'src/screens/home/HomeScreen.tsx',
  search: 'src/screens/search/SearchScreen.tsx',
  unit: 'src/screens/unit/UnitScreen.tsx',
} as const;

class AnswerError extends Error {}

/** The API in-process, keeping each successful answer as it came. */
function asker(api: Api, answers: Record<string, unknown>) {
  return async (path: string): Promise<{ status: number; body: unknown }> => {
    const answer = await api(path);
    if (answer.status >= 500) throw new AnswerError(`${path}: ${answer.status}`);
    if (answer.status === 200) answers[path] = answer.body;
    return answer;
  };
}
type Ask = ReturnType<typeof asker>;

function preloadOf(src: string | undefined, sizes: string): ImagePreload | undefined {
  if (!src) return undefined;
  const { srcSet } = photoSources(src);
  return { href: src, ...(srcSet && { srcSet }), sizes };
}

interface Prepared {
  data: ServerData;
  status: 200 | 404;
  lcpImage: ImagePreload | undefined;
}

async function prepareHome(ask: Ask): Promise<Prepared> {
  const [locations, faqs] = await Promise.all([
    ask('/enterprise/locations'),
    ask('/api/frequently-asked-questions?home=1'),
  ]);
  // A failed answer is left to the client, which shows its loading state and asks again.
  const data: ServerData = {};
  if (locations.status === 200) data.locations = locationsResponse.parse(locations.body).data;
  if (faqs.status === 200) data['faqs:home'] = faqResponse.parse(faqs.body).data.data;
  return { data, status: 200, lcpImage: preloadOf(HERO_PHOTOS[0], HERO_PHOTO_SIZES) };
}

async function prepareSearch(ask: Ask, search: string): Promise<Prepared> {
  const state = readSearchState(search);
  const query: ApartmentListQuery = apiQuery(state, 1, SEARCH_PAGE_SIZE);
  const [answer, locations] = await Promise.all([
    ask(`/enterprise/apartment/list${toQuery(query as Record<string, unknown>)}`),
    // The map's markers and the building chip's name (useLocations).
    ask('/enterprise/locations'),
  ]);
  const seeded: ServerData = {};
  if (locations.status === 200) seeded.locations = locationsResponse.parse(locations.body).data;
  // A query the API refuses (422) is drawn by the client, as it would be without the server.
  if (answer.status !== 200) return { data: seeded, status: 200, lcpImage: undefined };
  const { data, meta } = apartmentListResponse.parse(answer.body);
  const page: SearchFirstPage = {
    items: data,
    total: meta.pagination.total,
    totalPages: meta.pagination.total_pages,
  };
  return {
    data: { ...seeded, [searchDataKey(writeSearchState(state))]: page },
    status: 200,
    lcpImage: preloadOf(data[0]?.imagesThumbnail[0]?.image, CARD_PHOTO_SIZES),
  };
}

/** A computed key would widen to `string`: written by its typed key instead. */
function unitData(id: number, unit: RenderedUnit): ServerData {
  const data: ServerData = {};
  data[unitDataKey(id)] = unit;
  return data;
}

async function prepareUnit(ask: Ask, pathname: string): Promise<Prepared> {
  const id = parseRouteId(pathname.split('/')[2] ?? '');
  if (id === undefined) return { data: {}, status: 404, lcpImage: undefined };
  const [unit, blocked] = await Promise.all([
    ask(`/enterprise/apartment/find/${id}?include=amenities,enterprise`),
    ask(`/enterprise/apartment/block-dates/${id}`),
  ]);
  if (unit.status === 404) {
    return { data: unitData(id, { status: 'missing' }), status: 404, lcpImage: undefined };
  }
  if (unit.status !== 200) throw new AnswerError(`unit ${id}: ${unit.status}`);
  const { data } = apartmentResponse.parse(unit.body);
  // As fetchBlockedDates: blocked dates never fail the page (an empty list).
  const blockedDates = blocked.status === 200 ? blockDatesResponse.parse(blocked.body).data : [];
  const photos = galleryPhotos(data);
  return {
    data: unitData(id, { status: 'ready', unit: data, blockedDates }),
    status: 200,
    lcpImage: preloadOf(photos[0]?.src, firstPhotoSizes(photos.length)),
  };
}

/**
 * The page for `url` (path and query), or undefined for a route the server does not render.
 * Throws when the render or an answer fails: the caller then serves the plain shell.
 */
export async function renderPage(url: string, api: Api): Promise<RenderedPage | undefined> {
  const { pathname, search } = new URL(url, 'http://tokaas.invalid');
  const screen = serverRenderedScreen(pathname);
  if (!screen) return undefined;
  const answers: Record<string, unknown> = {};
  const ask = asker(api, answers);
  const [prepared] = await Promise.all([
    screen === 'home'
      ? prepareHome(ask)
      : screen === 'search'
        ? prepareSearch(ask, search)
        : prepareUnit(ask, pathname),
    preloadScreen(screen),
  ]);
  // renderToString is synchronous: the data and the title belong to this render alone.
  setServerData(prepared.data);
  takeRenderedTitle();
  try {
    const html = renderToString(
      <StrictMode>
        <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')}>
          <App />
        </Router>
      </StrictMode>,
    );
    return {
      html,
      data: prepared.data,
      answers,
      title: takeRenderedTitle(),
      status: prepared.status,
      screenModule: SCREEN_MODULES[screen],
      lcpImage: prepared.lcpImage,
    };
  } finally {
    setServerData({});
  }
}
export { SERVER_DATA_ID } from './first-paint/server-data.ts';
