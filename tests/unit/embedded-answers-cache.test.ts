// The answers a server-rendered page carries are read back from its HTML exactly (the service
// worker keeps them for offline), whatever the text inside them; a plain shell has none.
import { describe, expect, it } from 'vitest';
import { composePage, scriptSafeJson } from '../../server/ssr/page-html.ts';
import { SERVER_DATA_ID } from '../../src/first-paint/server-data.ts';
import { answerScript, answersInPage } from '../../src/shared/embedded-answers.ts';
import type { RenderedPage } from '../../src/shared/rendered-page.ts';

const SHELL = `<!doctype html><html><head><title>Tokaas</title><script type="module" crossorigin src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>`;

function rendered(answers: Record<string, unknown>): string {
  const page: RenderedPage = {
    html: '<main>…</main>',
    data: { 'search:': { items: [], note: '</script>' } },
    answers,
    title: undefined,
    status: 200,
    screenModule: 'src/screens/search/SearchScreen.tsx',
    lcpImage: undefined,
  };
  const html = composePage(SHELL, page, {}, SERVER_DATA_ID, () => '');
  if (!html) throw new Error('the shell lacks its marks');
  return html;
}

describe('answersInPage', () => {
  it('gives back each answer by path, as JSON that reads as the answer, with text that would end a script unharmed', () => {
    const answers = {
      '/enterprise/locations': { data: [{ id: 1, name: 'Tokaas </script><b>Pinheiros</b>' }] },
      '/enterprise/apartment/list?page=1&perPage=24&q=São%20Paulo': {
        data: [],
        meta: { note: 'a\u2028b & <c> "d"' },
      },
    };
    const html = rendered(answers);
    // The page's data script, then one script per answer: no text inside ended one early.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    const found = answersInPage(html);
    expect(Object.keys(found)).toEqual(Object.keys(answers));
    for (const [path, json] of Object.entries(found)) {
      expect(JSON.parse(json)).toEqual(answers[path as keyof typeof answers]);
    }
  });

  it('the page’s data script holds the data only', () => {
    const html = rendered({ '/enterprise/locations': { data: [] } });
    const data = new RegExp(`<script type="application/json" id="${SERVER_DATA_ID}">(.*?)</script>`).exec(
      html,
    );
    expect(JSON.parse(data?.[1] ?? '')).toEqual({ data: { 'search:': { items: [], note: '</script>' } } });
  });

  it('finds nothing in the plain shell, and leaves out a path it cannot read', () => {
    expect(answersInPage('<!doctype html><div id="root"></div>')).toEqual({});
    const broken = `<script type="application/json" data-answer="%E0%A4%A">{}</script>`;
    const good = answerScript('/enterprise/locations', scriptSafeJson({ data: [] }));
    expect(answersInPage(broken + good)).toEqual({ '/enterprise/locations': '{"data":[]}' });
  });
});
