// The one typed map of mutation kinds (src/data/engine/outbox/kinds.ts): recordChange is checked at
// compile time (the @ts-expect-error lines below fail `npm run typecheck` if an unknown kind or a
// wrong payload were ever accepted), and every kind has a handler and a refresh rule.
import { describe, expect, it } from 'vitest';
import { REFRESHED_AFTER_ACK } from '../../../src/data/engine/outbox/kinds.ts';
import { handlerFor } from '../../../src/data/engine/outbox/registry.ts';
import type { recordChange } from '../../../src/data/record-change.ts';
import { OUTBOX_KINDS } from '../../e2e/support/chaos-model.ts';
import './fixtures.ts';

describe('the map of kinds', () => {
  it('types recordChange: an unknown kind or a wrong payload does not compile', () => {
    const kinds: string[] = [];
    const record = (async (kind: string) => {
      kinds.push(kind);
    }) as unknown as typeof recordChange;
    const apartment = {} as never;
    void record('favorite.add', { apartmentId: 1, apartment });
    void record('ticket.create', { title: 'a', description: 'b', enterprise_contract_id: null });
    // @ts-expect-error an unknown kind
    void record('favorite.toggle', { apartmentId: 1 });
    // @ts-expect-error the payload of another kind
    void record('favorite.add', { title: 'a', description: 'b', enterprise_contract_id: null });
    // @ts-expect-error a payload missing a field
    void record('ticket.reply', { description: 'sem chamado', authorName: 'Ana' });
    expect(kinds).toEqual([
      'favorite.add',
      'ticket.create',
      'favorite.toggle',
      'favorite.add',
      'ticket.reply',
    ]);
  });

  it('names every kind the outbox handles, each with its handler', () => {
    expect(Object.keys(REFRESHED_AFTER_ACK).sort()).toEqual([...OUTBOX_KINDS].sort());
    for (const kind of OUTBOX_KINDS) expect(handlerFor(kind).kind).toBe(kind);
  });
});
