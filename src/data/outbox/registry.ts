// Handlers by kind. A kind is registered once, by the module that defines it.
import type { MutationHandler } from './types.ts';

const handlers = new Map<string, MutationHandler<unknown>>();

export function registerMutation<P>(handler: MutationHandler<P>): MutationHandler<P> {
  handlers.set(handler.kind, handler as MutationHandler<unknown>);
  return handler;
}

export function handlerFor(kind: string): MutationHandler<unknown> {
  const handler = handlers.get(kind);
  if (!handler) throw new Error(`Tipo de alteração desconhecido: ${kind}`);
  return handler;
}
