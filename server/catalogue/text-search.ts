// Accent-insensitive word matching for the search box and the location filter, in SQL.
// The searched text is folded in the query (translate + lower, which both engines have and which
// needs no extension such as unaccent); the typed text is folded the same way in TypeScript.
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { searchName } from '../../src/domain/search-text.ts';

// Upper and lower case in one list: lower() only folds ASCII under the C locale of some servers.
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucnyyaaaaaaeeeeiiiiooooouuuucny';

// Connectives in place names ('Rio de Janeiro') match almost anything, so they do not count.
const STOPWORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);
const MAX_TOKENS = 8;

/** 'São Paulo - SP' → ['sao', 'paulo', 'sp']: lower case ASCII letters and digits only. */
export function searchTokens(text: string): string[] {
  const words = searchName(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOPWORDS.has(w));
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

/** The columns joined by spaces, without accents, in lower case. */
export function foldedText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  parts: readonly Expression<string | null>[],
): Expression<string> {
  const joined = eb.fn<string>('concat_ws', [eb.val(' '), ...parts]);
  return eb.fn<string>('lower', [eb.fn<string>('translate', [joined, eb.val(ACCENTED), eb.val(PLAIN)])]);
}

/**
 * Every token must start a word of the text. One- and two-letter tokens must be a whole word, so
 * 'sp' finds the UF and not 'Espaço'. Tokens are [a-z0-9]+ (see searchTokens), so the pattern
 * holds no regex syntax from the caller; it is still sent as a bound parameter.
 */
export function matchesAllTokens<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  text: Expression<string>,
  tokens: readonly string[],
): Expression<SqlBool> {
  return eb.and(tokens.map((token) => eb(text, '~', token.length <= 2 ? `\\m${token}\\M` : `\\m${token}`)));
}
