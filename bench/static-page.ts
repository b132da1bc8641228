// A page with one heading and one paragraph, no script and no stylesheet, served on its own port:
// what Lighthouse measures at a CPU slowdown when the page does nothing (the browser's own start
// and Lighthouse's own probes), printed beside the app's pages as the floor of their TBT.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const HTML = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Tokaas</title>
<meta name="description" content="Uma página sem script, para medir o piso do Lighthouse."></head>
<body><h1>Tokaas</h1><p>Uma página sem script, para medir o piso do Lighthouse.</p></body></html>`;

export async function startStaticPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
