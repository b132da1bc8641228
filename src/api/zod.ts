// zod, configured once for every schema module. In browsers the CSP forbids eval, so zod's
// compiled fast path (probed with `new Function`) is turned off there instead of being
// reported as a CSP violation on every start; Node keeps it (the server parses much more).
import { z } from 'zod';

const inBrowser = 'document' in globalThis || 'WorkerGlobalScope' in globalThis;
if (inBrowser) z.config({ jitless: true });

export { z };
