// Handlers by kind. A kind is registered once, by the module that defines it, with the payload
// the map of kinds (kinds.ts) gives it.
import type { MutationKind, PayloadOf } from './kinds.ts';
import type { MutationHandler } from './types.ts';

const handlers = new Map<string, MutationHandler<unknown>>();

export function registerMutation<K extends MutationKind>(
  handler: MutationHandler<PayloadOf<K>, K>,
): MutationHandler<PayloadOf<K>, K> {
  handlers.set(handler.kind, handler as unknown as MutationHandler<unknown>);
  return handler;
}

export function handlerFor(kind: string): MutationHandler<unknown> {
  const handler = handlers.get(kind);
  if (!handler) throw new Error(`Tipo de alteração desconhecido: ${kind}`);
  return handler;
}
