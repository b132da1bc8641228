// The page's inlined stylesheets read back as the server wrote them (sw/sw.ts keeps each as its
// file), a '</style' inside the text included.
import { describe, expect, it } from 'vitest';
import { styleElement, stylesheetsInPage } from '../../src/shared/inlined-stylesheets.ts';

describe('inlined stylesheets', () => {
  it('gives back each address and its text as built', () => {
    const css = '.badge{color:#0f766e}.x::after{content:"</style>"}';
    const page = `<head>${styleElement('assets/Badge-a.css', css)}${styleElement('assets/App&1.css', 'a{}')}</head>`;
    expect(stylesheetsInPage(page)).toEqual([
      { href: '/assets/Badge-a.css', css },
      { href: '/assets/App&1.css', css: 'a{}' },
    ]);
  });

  it('finds none in a page without them', () => {
    expect(stylesheetsInPage('<style>a{}</style><p>oi</p>')).toEqual([]);
  });
});
