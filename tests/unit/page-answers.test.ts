// The answers a server-rendered page carries are read back from its HTML exactly (the service
// worker keeps them for offline), whatever the text inside them; a plain shell has none.
import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from '../../server/ssr/page-html.ts';
import { answersInPage } from '../../src/app/page-answers.ts';
import { SERVER_DATA_ID } from '../../src/app/server-data.ts';

const page = (json: string) =>
  `<!doctype html><html><head><script type="module" src="/boot.js"></script></head><body><div id="root"><main>…</main></div>\n<script type="application/json" id="${SERVER_DATA_ID}">${json}</script></body></html>`;

describe('answersInPage', () => {
  it('gives back the answers by path, with text that would end a script unharmed', () => {
    const answers = {
      '/enterprise/locations': { data: [{ id: 1, name: 'Tokaas </script><b>Pinheiros</b>' }] },
      '/enterprise/apartment/list?page=1&perPage=24': { data: [], meta: { note: 'a\u2028b & <c>' } },
    };
    const html = page(scriptSafeJson({ data: { x: 1 }, answers }));
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(answersInPage(html)).toEqual(answers);
  });

  it('finds nothing in the plain shell, in unreadable data or without answers', () => {
    expect(answersInPage('<!doctype html><div id="root"></div>')).toEqual({});
    expect(answersInPage(page('{"answers": {'))).toEqual({});
    expect(answersInPage(page('{"data": {}}'))).toEqual({});
    expect(answersInPage(page('{"data": {}, "answers": 3}'))).toEqual({});
  });
});
