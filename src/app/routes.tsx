// The route table of spec 2. Each screen is its own lazy chunk, so the first visit downloads
// only the shell and the screen it opens.
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { markHydrated } from '../first-paint/hydration.ts';
import { onNextPaint } from '../shared/idle.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { ScreenLoadFailure } from './ScreenLoadFailure.tsx';
import { reloadIntoNewBuild } from './stale-build.ts';

type ScreenModule = { default: ComponentType };
interface Screen {
  /** Downloads the screen's code (again a no-op once the browser has the module). */
  preload: () => Promise<ScreenModule>;
  /** The component, once its code has arrived. */
  loaded: () => ComponentType | undefined;
}

/** A screen in its own chunk, downloaded when a route first shows it. */
function screen(load: () => Promise<ScreenModule>): Screen {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      // Its file gone after a deploy (a tab left open): once into the new build (stale-build.ts).
      reloadIntoNewBuild,
    );
  return { preload, loaded: () => loaded };
}

const screens = {
  home: screen(() => import('../screens/home/HomeScreen.tsx')),
  search: screen(() => import('../screens/search/SearchScreen.tsx')),
  unit: screen(() => import('../screens/unit/UnitScreen.tsx')),
  about: screen(() => import('../screens/pages/AboutScreen.tsx')),
  faq: screen(() => import('../screens/support/FaqScreen.tsx')),
  contact: screen(() => import('../screens/pages/ContactScreen.tsx')),
  login: screen(() => import('../screens/auth/LoginScreen.tsx')),
  register: screen(() => import('../screens/auth/RegisterScreen.tsx')),
  resetPassword: screen(() => import('../screens/auth/ResetPasswordScreen.tsx')),
  favorites: screen(() => import('../screens/account/FavoritesScreen.tsx')),
  pendingChanges: screen(() => import('../screens/account/PendingChangesScreen.tsx')),
  tickets: screen(() => import('../screens/support/TicketsScreen.tsx')),
  newTicket: screen(() => import('../screens/support/NewTicketScreen.tsx')),
  ticket: screen(() => import('../screens/support/TicketScreen.tsx')),
  profile: screen(() => import('../screens/account/ProfileScreen.tsx')),
  notificationSettings: screen(() => import('../screens/notifications/NotificationSettingsScreen.tsx')),
  cards: screen(() => import('../screens/account/CardsScreen.tsx')),
  preBookings: screen(() => import('../screens/account/PreBookingsScreen.tsx')),
  contracts: screen(() => import('../screens/contracts/ContractsScreen.tsx')),
  contract: screen(() => import('../screens/contracts/ContractScreen.tsx')),
  renewStub: screen(() => import('../screens/contracts/RenewStubScreen.tsx')),
  tutorials: screen(() => import('../screens/contracts/TutorialsScreen.tsx')),
  services: screen(() => import('../screens/contracts/ServicesScreen.tsx')),
  inspection: screen(() => import('../screens/contracts/InspectionScreen.tsx')),
  invoices: screen(() => import('../screens/contracts/InvoicesScreen.tsx')),
  notifications: screen(() => import('../screens/notifications/NotificationsScreen.tsx')),
  booking: screen(() => import('../screens/booking/BookingScreen.tsx')),
  partner: screen(() => import('../screens/booking/PartnerScreen.tsx')),
  notFound: screen(() => import('../screens/pages/NotFoundScreen.tsx')),
} satisfies Record<string, Screen>;

/**
 * The screens the server renders (the public pages people arrive on), by path. Before hydrating,
 * the client loads the same screen's code, so its first render draws what the server drew.
 */
export function serverRenderedScreen(pathname: string): 'home' | 'search' | 'unit' | undefined {
  if (pathname === '/') return 'home';
  if (pathname === '/buscar') return 'search';
  if (/^\/apartamento\/[^/]+(\/[^/]+)?$/.test(pathname)) return 'unit';
  return undefined;
}

/** Loads a server-rendered screen's code (before the server renders it, or the client hydrates it). */
export function preloadScreen(name: 'home' | 'search' | 'unit'): Promise<unknown> {
  return screens[name].preload();
}

export function ScreenFallback() {
  return (
    <div className="app-screen-fallback" role="status" aria-busy="true" aria-label="Carregando">
      <Skeleton width="40%" height={32} />
      <Skeleton width="100%" height={200} />
      <Skeleton width="70%" height={20} />
    </div>
  );
}

/** Whether a route has shown anything yet: every later screen is opened by a tap or a link. */
let routeShown = false;

/**
 * The screen's component once its code is here. The app's first screen downloads it from its
 * first render (on guarded routes, while the session is restored from the device, not after). A
 * screen opened later shows its fallback in the frame answering the tap and starts the download
 * after that frame is painted: its files' downloads (loadChunk) and the modules' evaluation are the screen's
 * cost, not the tap's (on a low-tier phone they were most of a contract tap; issue 32).
 * Not React.lazy: a Suspense boundary that has shown its fallback holds the content back for up
 * to 300 ms after the code arrives (React's reveal throttle), which was most of an offline start
 * of the resident area.
 */
function useScreenCode(S: Screen): ComponentType | undefined {
  const [code, setCode] = useState<{ component?: ComponentType; error?: unknown; started?: boolean }>(() => {
    const component = S.loaded();
    // Started here rather than in the effect, which runs only after the first commit.
    if (component || routeShown) return { component };
    void S.preload().catch(() => {});
    return { started: true };
  });
  useEffect(() => {
    routeShown = true;
    if (code.component) return;
    let live = true;
    const load = () =>
      void S.preload().then(
        (module) => live && setCode({ component: module.default }),
        (error: unknown) => live && setCode({ error }),
      );
    let cancel = () => {};
    if (code.started) load();
    else cancel = onNextPaint(load);
    return () => {
      live = false;
      cancel();
    };
  }, [S, code.component, code.started]);
  // As React.lazy does: a download that failed goes to the error boundary.
  if (code.error) throw code.error;
  return code.component;
}

const open = (S: Screen): ComponentType =>
  function Open() {
    const Screen = useScreenCode(S);
    return Screen ? <Screen /> : <ScreenFallback />;
  };
const guest = (S: Screen): ComponentType =>
  function Guest() {
    const Screen = useScreenCode(S);
    return <GuestOnly>{Screen ? <Screen /> : <ScreenFallback />}</GuestOnly>;
  };
const member = (S: Screen): ComponentType =>
  function Member() {
    const Screen = useScreenCode(S);
    return <RequireAuth>{Screen ? <Screen /> : <ScreenFallback />}</RequireAuth>;
  };

// Built once: a component made during render would remount the screen on every render.
const ROUTES: [path: string | undefined, component: ComponentType][] = [
  ['/', open(screens.home)],
  ['/buscar', open(screens.search)],
  ['/apartamento/:id/:slug?', open(screens.unit)],
  ['/sobre', open(screens.about)],
  ['/perguntas-frequentes', open(screens.faq)],
  ['/contato', open(screens.contact)],
  ['/login', guest(screens.login)],
  ['/registro', guest(screens.register)],
  ['/redefinir-senha', open(screens.resetPassword)],
  ['/favoritos', member(screens.favorites)],
  ['/alteracoes-pendentes', member(screens.pendingChanges)],
  ['/tickets', member(screens.tickets)],
  ['/tickets/novo', member(screens.newTicket)],
  ['/tickets/:id', member(screens.ticket)],
  ['/perfil', member(screens.profile)],
  ['/perfil/notificacoes', member(screens.notificationSettings)],
  ['/metodos-pagamento', member(screens.cards)],
  ['/pre-reservas/:id?', member(screens.preBookings)],
  ['/minhas-tokaas', member(screens.contracts)],
  ['/minhas-tokaas/:id/renovar-contrato', member(screens.renewStub)],
  ['/minhas-tokaas/:id/tutorial', member(screens.tutorials)],
  ['/minhas-tokaas/:id/servicos', member(screens.services)],
  ['/minhas-tokaas/:id/vistoria', member(screens.inspection)],
  ['/minhas-tokaas/:id/faturas', member(screens.invoices)],
  ['/minhas-tokaas/:id/:page?/:itemId?', member(screens.contract)],
  ['/notificacoes', member(screens.notifications)],
  ['/book/:id/:checkin/:checkout/:guests/:slug?', open(screens.booking)],
  ['/parceiro/:hash', open(screens.partner)],
  [undefined, open(screens.notFound)],
];

/**
 * Its effect runs when the screen's boundary is committed. A server-rendered screen hydrates after
 * the shell around it (a Suspense boundary hydrates on its own), so the page is hydrated only then.
 */
function HydrationMark() {
  useEffect(markHydrated, []);
  return null;
}

export function Routes() {
  const [location] = useLocation();
  return (
    // A screen whose code could not be downloaded says so (never a blank page); another path clears it.
    <ScreenLoadFailure resetKey={location}>
      {/* For lazy parts inside a screen that have no boundary of their own. */}
      <Suspense fallback={<ScreenFallback />}>
        <HydrationMark />
        <Switch>
          {ROUTES.map(([path, component]) =>
            path ? (
              <Route key={path} path={path} component={component} />
            ) : (
              <Route key="*" component={component} />
            ),
          )}
        </Switch>
      </Suspense>
    </ScreenLoadFailure>
  );
}
