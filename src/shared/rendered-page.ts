// What the server render (src/entry-server.tsx, built into dist-ssr/) gives the server's page
// composer (server/ssr/): declared once here, since the server may not import the app's modules.

/** An API answer asked in-process (the app's own handlers, no socket): status and parsed body. */
export type Api = (path: string) => Promise<{ status: number; body: unknown }>;

/** The page's largest paint, preloaded from the <head> with the <img>'s own srcset and sizes. */
export interface ImagePreload {
  href: string;
  srcSet?: string;
  sizes: string;
}

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** What the client reads before hydrating (src/first-paint/server-data.ts). */
  data: Readonly<Record<string, unknown>>;
  /** The API's answers (200) by path, for the service worker's cache (keep-embedded-answers.ts). */
  answers: Readonly<Record<string, unknown>>;
  title: string | undefined;
  /** 404 for a unit that does not exist; the page is still what the client draws for it. */
  status: 200 | 404;
  /** The screen's module in the build manifest (its CSS and chunk go into the <head>). */
  screenModule: string;
  lcpImage: ImagePreload | undefined;
}

/** The built server entry, as the server loads it. */
export interface ServerEntry {
  renderPage(url: string, api: Api): Promise<RenderedPage | undefined>;
  SERVER_DATA_ID: string;
}
