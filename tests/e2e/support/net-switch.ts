// The e2e run's network switch: an HTTP proxy every browser context sends its traffic through
// (playwright.config.ts `use.proxy`; Playwright routes loopback through it too), started by the
// config's webServer. Switched off (goOffline), it cuts whatever a browser sends: the page, its
// dedicated workers and the service worker, a worker started a moment ago included.
// context.setOffline and context.route reach a new worker only once Playwright has attached to it,
// and a sync worker that drains the outbox as it starts can get a request out first (after an
// offline reload, ~1 in 4 runs under load). The test's own calls to the server (page.request and
// the request fixture go through the proxy too) still pass: they come tunnelled (CONNECT), and
// browsers mark every request with Sec-Fetch-Mode, Playwright's request context does not.
//
// Lie-fi (POST /hold): connected, but no answer comes. Every browser request is held, unanswered,
// until POST /release (or /online) passes them all on; the server then answers them, late, even
// those whose client gave up meanwhile (their body was read in full while held), as a phone's
// slow network delivers a request the app no longer waits for. POST /offline cuts them.
//
// Control, in origin form (not proxy form): POST /offline, /online, /hold, /release; GET /state
// answers the state; GET /held lists the held requests' paths (JSON); GET /changes counts the
// browser's requests carrying an Idempotency-Key passed on to the server (the outbox's sends, from
// a worker Playwright has not attached to as well: a service worker woken by a 'sync' event).
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';

/** Connection-level headers a proxy must not pass on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'upgrade'];

type SwitchState = 'online' | 'offline' | 'holding';

interface HeldRequest {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  body: Promise<Buffer>;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    // Given up before the whole body came: what did come goes on.
    req.on('close', () => resolve(Buffer.concat(chunks)));
  });
}

export function createNetSwitch(): http.Server {
  let state: SwitchState = 'online';
  let held: HeldRequest[] = [];
  let changesPassed = 0;
  const agent = new http.Agent({ keepAlive: true });

  const releaseHeld = () => {
    const going = held;
    held = [];
    for (const { req, res, body } of going) void body.then((buffer) => pass(req, res, buffer));
  };
  const cutHeld = () => {
    const cut = held;
    held = [];
    for (const { req } of cut) req.socket.destroy();
  };

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/')) {
      if (req.method === 'GET' && url === '/held') {
        res.setHeader('content-type', 'application/json');
        const paths = held.map(({ req }) => new URL(req.url ?? '/')).map((u) => `${u.pathname}${u.search}`);
        res.end(JSON.stringify(paths));
        return;
      }
      if (req.method === 'GET' && url === '/changes') {
        res.end(String(changesPassed));
        return;
      }
      if (req.method === 'POST' && url === '/offline') {
        state = 'offline';
        cutHeld();
      } else if (req.method === 'POST' && (url === '/online' || url === '/release')) {
        state = 'online';
        releaseHeld();
      } else if (req.method === 'POST' && url === '/hold') state = 'holding';
      else if (url !== '/state') res.statusCode = 404;
      res.end(state);
      return;
    }
    if (state === 'offline' && req.headers['sec-fetch-mode']) {
      // No answer at all: the browser sees a failed connection, as with no signal.
      req.socket.destroy();
      return;
    }
    if (state === 'holding' && req.headers['sec-fetch-mode']) {
      held.push({ req, res, body: readBody(req) });
      return;
    }
    pass(req, res);
  });

  /** Passes a request on to the server, with its body when it was read while held. */
  function pass(req: http.IncomingMessage, res: http.ServerResponse, body?: Buffer): void {
    const target = new URL(req.url ?? '/');
    if (req.headers['idempotency-key'] && req.headers['sec-fetch-mode']) changesPassed++;
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    // The browser may have given up on it: the answer then goes nowhere, quietly.
    res.on('error', () => {});
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: req.method,
        headers,
      },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    if (body) upstream.end(body);
    else req.pipe(upstream);
  }
  // Playwright's request context tunnels even plain HTTP (CONNECT); browsers never do for http://.
  // The test's own calls, so never cut.
  server.on('connect', (req, socket: Duplex, head: Buffer) => {
    const { hostname, port } = new URL(`http://${req.url ?? ''}`);
    const upstream = net.connect(Number(port), hostname, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return server;
}

// Run as the config's webServer.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.NET_SWITCH_PORT);
  createNetSwitch().listen(port, '127.0.0.1', () => console.log(`net switch on ${port}`));
}
