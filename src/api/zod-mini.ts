// zod/mini, for the answer schemas (`*-responses.ts`, `envelope.ts`): the same zod 4 package and
// core as zod.ts, but a functional API that bundlers tree-shake, so the sync worker carries only
// the schema kinds it uses (zod classic's methods live on the prototype: all of it or nothing).
// A page that loads both pays for the core once. Nothing to configure: zod/mini's objects never
// compile a fast path (no `new Function`, so nothing for the CSP to report; zod.ts turns classic's
// off in browsers), and no locale is loaded — the worker never shows zod's messages, and a page
// that also loads zod classic gets its English messages for both.
import * as z from 'zod/mini';

export { z };
