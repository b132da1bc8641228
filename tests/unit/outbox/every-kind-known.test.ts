// Found by the outbox chaos test (tests/e2e/chaos.spec.ts): opening /alteracoes-pendentes straight
// away (a reload, a new tab) with an inspection change waiting crashed the screen into a blank page
// ('Tipo de alteração desconhecido: inspection.photo'), because only the inspection screen's code
// registered that kind. The pending-changes screen reaches the outbox through resolve.ts, so that
// module alone must know every kind. No fixtures here: they register every kind themselves.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { TokaasDatabase } from '../../../src/data/engine/db.ts';
import { handlerFor } from '../../../src/data/engine/outbox/registry.ts';
import { retryRejected } from '../../../src/data/engine/outbox/resolve.ts';
import { OUTBOX_KINDS } from '../../e2e/support/chaos-model.ts';

describe('the pending-changes side of the outbox', () => {
  it('knows every kind of change without the screens that make them', () => {
    for (const kind of OUTBOX_KINDS) expect(() => handlerFor(kind), kind).not.toThrow();
    expect(handlerFor('inspection.submit').describe({ contractId: 1, kind: 'check_in', answers: [] })).toBe(
      'Vistoria de entrada (0 respostas)',
    );
  });

  it('retries a refused inspection photo', async () => {
    const db = new TokaasDatabase(`tokaas-kinds-${process.pid}-${Math.random()}`);
    const seq = await db.outbox.add({
      id: 'row-1',
      userId: 1,
      kind: 'inspection.photo',
      payload: {
        contractId: 5,
        kind: 'check_in',
        questionId: 3,
        photoRowId: '5:check_in:photo:x',
        label: 'Sala',
      },
      status: 'rejected',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 0,
      error: { status: 422, message: 'Envie uma foto.' },
    });
    if (seq === undefined) throw new Error('sem linha');
    await retryRejected(db, seq);
    expect(await db.outbox.get(seq)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
