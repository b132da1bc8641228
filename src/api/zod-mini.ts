// zod/mini, for the answer schemas (`*-responses.ts`, `envelope.ts`): the same zod 4 package and
// core as zod.ts, but a functional API that bundlers tree-shake, so the sync worker carries only
// the schema kinds it uses (zod classic's methods live on the prototype: all of it or nothing).
// A page that loads both pays for the core once. Like zod.ts, browsers run without zod's compiled
// fast path (the CSP forbids eval). No locale is loaded: the worker never shows zod's messages,
// and a page that loads zod classic gets its English messages for both.
import * as z from 'zod/mini';

const inBrowser = 'document' in globalThis || 'WorkerGlobalScope' in globalThis;
if (inBrowser) z.config({ jitless: true });

export { z };
