// The contract key resource (spec 3 'Contract key') as the app validates it: zod/mini (see
// zod-mini.ts), so the sync worker checks contracts without zod classic. The key requests are in keys.ts.

import { envelope } from './envelope.ts';
import { z } from './zod-mini.ts';

export const contractKey = z.object({
  id: z.int(),
  contract_id: z.int(),
  name: z.string(),
  code: z.nullable(z.string()),
  /** Owner-only URL of the selfie (send the bearer token), or null. */
  selfie: z.nullable(z.string()),
  /** Whether the key opens doors now: on, and not suspended for late payment. */
  active: z.boolean(),
  /** Suspended by the late-payment rule (spec 9); lifted when the invoice is paid. */
  suspended: z.boolean(),
});
export type ContractKey = z.output<typeof contractKey>;

export const keyResponse = envelope(contractKey);
