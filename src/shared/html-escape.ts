// Escaping text for HTML written as strings, by the server's render (server/ssr/page-html.ts) and
// by the service worker's offline shell (page-snapshot.ts): one rule for both.

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** Text inside an element. */
export const escapeText = (value: string) => value.replace(/[&<>]/g, (ch) => ESCAPES[ch] ?? ch);

/** A double-quoted attribute's value. */
export const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (ch) => ESCAPES[ch] ?? ch);

/** An attribute's value as written by escapeAttribute (or React: also &#x27; and &#39;), read back. */
export const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_entity, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );
