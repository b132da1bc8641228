// What sends and re-applies the outbox: the drainer and every kind's handler. The sync worker
// loads it (load-runtime.ts) only when the outbox holds pending changes, so a resident with
// nothing waiting, most of the time, never runs or downloads it.
import './mutations/index.ts';

export { createDrainer } from './drain.ts';
export { reapplyPending } from './rebase.ts';
