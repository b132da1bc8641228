// One reading of an HTTP answer for the API client, the pull and the outbox drain: what each
// status means for a change (sent, kept for a retry, refused) and for the connection.
import { describe, expect, it } from 'vitest';
import { type AnswerOutcome, outcomeOf } from '../../src/api/answer-outcome.ts';

const cases: [status: number, body: unknown, outcome: AnswerOutcome][] = [
  [200, { data: {} }, 'ok'],
  [201, null, 'ok'],
  [204, null, 'ok'],
  [401, { message: 'Unauthenticated.', code: 'Unauthenticated' }, 'unauthenticated'],
  // A proxy's or the service worker's own error page: no message from the API.
  [502, null, 'offline'],
  [503, { message: '' }, 'offline'],
  [504, 'Gateway Timeout', 'offline'],
  // The API explained a failure of its own: nothing applied, a retry may pass.
  [503, { message: 'Não foi possível enviar a mensagem agora. Tente novamente em instantes.' }, 'try-later'],
  [500, { message: 'Erro interno.' }, 'try-later'],
  [408, null, 'try-later'],
  [409, { message: 'Requisição em andamento.', code: 'IdempotencyInFlight' }, 'try-later'],
  [409, null, 'try-later'],
  [409, { message: 'Este período não está mais disponível.', code: 'PeriodTaken' }, 'refused'],
  [409, { message: 'Vistoria já enviada.', code: 'InspectionAlreadySent' }, 'refused'],
  [423, null, 'try-later'],
  [425, null, 'try-later'],
  [429, { message: 'Muitas tentativas.' }, 'try-later'],
  [
    422,
    { message: 'O campo Nome é obrigatório.', errors: { name: ['O campo Nome é obrigatório.'] } },
    'invalid',
  ],
  [404, { message: 'Não encontrado.' }, 'not-found'],
  [403, { message: 'Este contrato não é seu.' }, 'refused'],
  [400, null, 'refused'],
];

describe('outcomeOf', () => {
  it.each(cases)('%i %j → %s', (status, body, outcome) => {
    expect(outcomeOf(status, body)).toBe(outcome);
  });
});
