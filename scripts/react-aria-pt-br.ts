// react-aria reads the browser's locale when its i18n module loads (`useDefaultLocale.mjs`:
// `let currentLocale = getDefaultLocale()`, i.e. `Intl.DateTimeFormat.supportedLocalesOf` and
// `new Intl.Locale(…).maximize()`), and `I18nProvider` asks `Intl.Locale` whether pt-BR is written
// right to left. A page's first Intl call loads ICU's data: 40–90 ms of main thread on a desktop,
// ×4 on Lighthouse's phone, during the entry's evaluation on every page. Every screen is under
// UIProvider's `I18nProvider locale="pt-BR"`, so the browser's locale is never used (`useLocale`
// answers the provider's); this build step makes pt-BR react-aria's default too, and answers "left
// to right" for pt-BR without Intl. Everything else is react-aria's code. The build fails if
// react-aria's code no longer has these shapes, so an upgrade cannot drop it silently.
import type { Plugin } from 'vite';

const DEFAULT_LOCALE = /\/react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/;
const I18N_UTILS = /\/react-aria\/dist\/private\/i18n\/utils\.mjs$/;

/** `let currentLocale = getDefaultLocale();` at module level. */
const EAGER_READ = /let ([\w$]+\$var\$currentLocale) = [\w$]+\(\);/;
/** isRTL's first line. */
const IS_RTL = /(function [\w$]+\(localeString\) \{)/;

function patch(
  code: string,
  pattern: RegExp,
  replace: (match: string, group: string) => string,
  file: string,
): string {
  if (!pattern.test(code)) {
    throw new Error(`react-aria-pt-br: react-aria's ${file} changed; see scripts/react-aria-pt-br.ts`);
  }
  return code.replace(pattern, replace);
}

export function reactAriaPtBr(): Plugin {
  return {
    name: 'react-aria-pt-br',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (DEFAULT_LOCALE.test(file)) {
        const out = patch(
          code,
          EAGER_READ,
          (_, current) => `let ${current} = { locale: 'pt-BR', direction: 'ltr' };`,
          'useDefaultLocale.mjs',
        );
        return { code: out, map: null };
      }
      if (I18N_UTILS.test(file)) {
        const out = patch(
          code,
          IS_RTL,
          (head) => `${head}\n    if (localeString === 'pt-BR') return false;`,
          'i18n/utils.mjs',
        );
        return { code: out, map: null };
      }
      return undefined;
    },
  };
}
