// Handlers by kind. A kind is registered once, by the module that defines it; mutations/index.ts
// checks every handler against the payload the map of kinds (kinds.ts) gives it. (This module does
// not read kinds.ts itself: kinds.ts names the payload types the handlers' modules define.)
import type { MutationHandler } from './mutation-handler.ts';

const handlers = new Map<string, MutationHandler<unknown>>();

export function registerMutation<P, K extends string>(handler: MutationHandler<P, K>): MutationHandler<P, K> {
  handlers.set(handler.kind, handler as unknown as MutationHandler<unknown>);
  return handler;
}

export function handlerFor(kind: string): MutationHandler<unknown> {
  const handler = handlers.get(kind);
  if (!handler) throw new Error(`Tipo de alteração desconhecido: ${kind}`);
  return handler;
}
