// Builds the HTTP app from the route modules. No listen here, so tests call it in-process.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from './auth/routes.ts';
import { cityRoutes } from './catalogue/city-routes.ts';
import { unitRoutes } from './catalogue/routes.ts';
import { communityRoutes } from './community/routes.ts';
import type { AppEnv, Deps } from './context.ts';
import { partnerRoutes } from './contracts/partner-routes.ts';
import { contractRoutes } from './contracts/routes.ts';
import { isDatabaseUnavailable } from './db/connection-faults.ts';
import { favoriteRoutes } from './favorites/routes.ts';
import { isHttps } from './http/client-address.ts';
import { conditionalGet } from './http/conditional-get.ts';
import { databaseUnavailable } from './http/database-unavailable.ts';
import { errorAnswer, HttpError } from './http/errors.ts';
import { idempotency } from './http/idempotency.ts';
import { securityHeadersByKind } from './http/security-headers.ts';
import { requestTimeout } from './http/timeout.ts';
import { refuseNulInUrl } from './http/validate.ts';
import { inspectionRoutes } from './inspections/routes.ts';
import { keyRoutes } from './keys/routes.ts';
import { devMailboxRoutes } from './mail/dev-mailbox-routes.ts';
import { DELIVERY_FAILED_MESSAGE, DeliveryError } from './mail/mailer.ts';
import { notificationPreferenceRoutes } from './notifications/preference-routes.ts';
import { pushRoutes } from './notifications/push-routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { openApiDocument } from './openapi/document.ts';
import { operatorRoutes } from './operator/routes.ts';
import { boletoRoutes } from './payments/boleto-routes.ts';
import { cardChallengeRoutes } from './payments/card-challenge-routes.ts';
import { cardRoutes } from './payments/card-routes.ts';
import { paymentWebhookRoutes } from './payments/webhook-routes.ts';
import { preBookingRoutes } from './pre-bookings/routes.ts';
import { staticRoutes } from './serve-app.ts';
import { extraServiceRoutes } from './services/routes.ts';
import { supportRoutes } from './support/routes.ts';
import { ticketRoutes } from './tickets/routes.ts';
import { tutorialRoutes } from './tutorials/routes.ts';
import { userRoutes } from './users/routes.ts';

export const MAX_JSON_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** HSTS for a year once a request came over TLS; never on plain HTTP, where it would be ignored. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function createApp(deps: Deps, options: { staticDir?: string; ssrDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  const { trustProxy, requestTimeoutMs } = deps.config;

  app.use(securityHeadersByKind);
  app.use(conditionalGet());
  app.use(
    secureHeaders({
      // No inline or eval'd scripts anywhere (the build emits none). Styles allow inline because
      // react-aria positions popovers with style attributes; styles cannot run code.
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://*.tile.openstreetmap.org',
          'https://tile.openstreetmap.org',
        ],
        connectSrc: ["'self'", 'https://viacep.com.br'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // OpenStreetMap's tile policy asks for a Referer; the origin alone reveals no path or query.
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: false,
      // The same as the CSP's frame-ancestors 'none', for browsers that only read this header.
      xFrameOptions: 'DENY',
    }),
  );
  app.use(async (c, next) => {
    await next();
    if (isHttps(c, trustProxy)) c.res.headers.set('strict-transport-security', HSTS);
  });
  // Uploads may come slowly from a phone; everything else answers well within the default.
  app.use(
    requestTimeout((_path, type) =>
      type.includes('multipart/form-data') ? Math.max(requestTimeoutMs, 120_000) : requestTimeoutMs,
    ),
  );
  app.use(async (c, next) => {
    const multipart = (c.req.header('content-type') ?? '').includes('multipart/form-data');
    return bodyLimit({
      maxSize: multipart ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES,
      // The rest of the body is never read: closing the connection after the answer lets the
      // client read the 413 instead of meeting a reset while it is still sending.
      onError: (ctx) =>
        ctx.json(errorAnswer(413, 'O conteúdo enviado é grande demais.'), 413, { connection: 'close' }),
    })(c, next);
  });
  if (deps.config.logRequests) {
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      // Path only: query strings may carry personal data.
      console.info(
        `${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`,
      );
    });
  }
  // Resident responses belong in the app's IndexedDB, never in shared or browser HTTP caches.
  app.use(async (c, next) => {
    await next();
    if (c.req.header('authorization') && !c.res.headers.has('cache-control')) {
      c.res.headers.set('cache-control', 'no-store');
    }
  });

  app.use(refuseNulInUrl);
  // Before every route module: a replayed mutating request answers its stored first response.
  app.use(idempotency(deps));

  app.route('/', authRoutes(deps));
  // Before userRoutes, whose catch-all answers 404 for every other /user/* path.
  app.route('/', inspectionRoutes(deps));
  app.route('/', contractRoutes(deps));
  app.route('/', boletoRoutes(deps));
  app.route('/', cardRoutes(deps));
  app.route('/', cardChallengeRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', cityRoutes(deps));
  app.route('/', unitRoutes(deps));
  app.route('/', favoriteRoutes(deps));
  app.route('/', notificationPreferenceRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', pushRoutes(deps));
  app.route('/', preBookingRoutes(deps));
  app.route('/', supportRoutes(deps));
  app.route('/', keyRoutes(deps));
  app.route('/', ticketRoutes(deps));
  app.route('/', extraServiceRoutes(deps));
  app.route('/', tutorialRoutes(deps));
  app.route('/', communityRoutes(deps));
  app.route('/', partnerRoutes(deps));
  app.route('/', paymentWebhookRoutes(deps));
  app.route('/', operatorRoutes(deps));
  if (deps.config.devMailbox) app.route('/', devMailboxRoutes(deps));
  app.get('/openapi.json', (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(openApiDocument());
  });
  // A server-rendered page asks the API in-process: the same handlers, validation and JSON a
  // visitor's request gets, as a guest, without a socket.
  const api = async (path: string) => {
    const response = await app.request(path, { headers: { accept: 'application/json' } });
    const json = (response.headers.get('content-type') ?? '').includes('application/json');
    return { status: response.status, body: json ? ((await response.json()) as unknown) : null };
  };
  app.route('/', staticRoutes(deps.config.mediaDir, options.staticDir, { ssrDir: options.ssrDir, api }));

  app.notFound((c) => c.json(errorAnswer(404, 'Rota não encontrada.'), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body(), error.status, error.headers);
    if (error instanceof HTTPException)
      return c.json(errorAnswer(error.status, error.message || 'Requisição inválida.'), error.status);
    if (error instanceof DeliveryError) {
      console.error(`[api] mensagem não enviada em ${c.req.method} ${c.req.path}:`, error.message);
      return c.json(errorAnswer(503, DELIVERY_FAILED_MESSAGE), 503, { 'retry-after': '30' });
    }
    if (isDatabaseUnavailable(error)) {
      console.error(`[api] banco de dados indisponível em ${c.req.method} ${c.req.path}:`, error.message);
      const unavailable = databaseUnavailable();
      return c.json(unavailable.body(), unavailable.status, unavailable.headers);
    }
    console.error(`[api] erro em ${c.req.method} ${c.req.path}:`, error);
    return c.json(errorAnswer(500, 'Erro interno. Tente novamente em instantes.'), 500);
  });
  return app;
}
