// Inspections: the form template of the nine rooms, which form is due (check_in, then check_out
// from the day before check-out), complete answers with observations for 'Não', problem photos,
// a form sent once (409), and another resident's contract answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IM, inspectionResponse, photoResponse, questionsResponse } from '../../src/api/inspections.ts';
import { INSPECTION_ROOMS } from '../../src/domain/inspection.ts';
import { json, newResident, startTestApi, type TestApi } from './harness.ts';
import { CANCELLED, fileOf, form, inDays, jpegWithExif, makeContract } from './resident-fixtures.ts';

let api: TestApi;
let owner: Awaited<ReturnType<typeof newResident>>;
let other: Awaited<ReturnType<typeof newResident>>;
let questionIds: number[];

const FORM = '/user/contract/find/1/inspection-form-questions';
const answersUrl = (id: number | string, kind: string) =>
  `/user/contract/find/${id}/inspection-form-questions-answers/${kind}`;

beforeAll(async () => {
  api = await startTestApi();
  owner = await newResident(api);
  other = await newResident(api);
  const res = await api.request('GET', FORM, { token: owner.token });
  questionIds = Object.values(questionsResponse.parse(await res.json()).data.questions)
    .flat()
    .map((q) => q.id);
});
afterAll(async () => {
  await api?.close();
});

const allYes = () => questionIds.map((id) => ({ id, option: true, observation: '' }));

async function send(token: string, contractId: number | string, kind: string, answer: unknown) {
  return api.request('POST', answersUrl(contractId, kind), { token, body: { answer } });
}

describe('without a token', () => {
  it('answers 401 Unauthenticated.', async () => {
    for (const [method, url] of [
      ['GET', FORM],
      ['POST', answersUrl(1, 'check_in')],
      ['POST', '/user/contract/find/1/inspection-photos'],
      ['GET', '/api/inspection-photos/1'],
    ] as const) {
      const res = await api.request(method, url, method === 'POST' ? { body: { answer: [] } } : {});
      expect(res.status, url).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    }
  });
});

describe('GET /user/contract/find/1/inspection-form-questions', () => {
  it('groups 2 to 4 yes/no questions under each of the nine rooms', async () => {
    const res = await api.request('GET', FORM, { token: owner.token });
    expect(res.status).toBe(200);
    const { questions, rooms } = questionsResponse.parse(await res.json()).data;
    expect(Object.keys(questions).sort()).toEqual([...INSPECTION_ROOMS].sort());
    for (const room of INSPECTION_ROOMS) {
      expect(questions[room].length, room).toBeGreaterThanOrEqual(2);
      expect(questions[room].length, room).toBeLessThanOrEqual(4);
      for (const q of questions[room]) expect(q.question).toMatch(/\?$/);
    }
    expect(rooms.map((r) => r.key)).toEqual([...INSPECTION_ROOMS]);
    expect(rooms.find((r) => r.key === 'quarto_de_casal')?.title).toBe('Quarto de casal');
  });
});

describe('POST .../inspection-form-questions-answers/{kind}', () => {
  it('takes the check-in form once (201, then 409), then no form is due before the check-out window', async () => {
    const contract = await makeContract(api, owner.id);
    const answer = allYes();
    const target = answer[2] as { id: number; option: boolean; observation: string };
    target.option = false;
    target.observation = 'Mancha de umidade na parede perto da janela.';

    const res = await send(owner.token, contract.id, 'check_in', answer);
    expect(res.status).toBe(201);
    const inspection = inspectionResponse.parse(await res.json()).data;
    expect(inspection).toMatchObject({ contract_id: contract.id, kind: 'check_in' });
    expect(inspection.answer).toHaveLength(questionIds.length);
    expect(inspection.answer.find((a) => a.id === target.id)).toMatchObject({
      option: false,
      observation: 'Mancha de umidade na parede perto da janela.',
    });

    const again = await send(owner.token, contract.id, 'check_in', allYes());
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      message: 'Esta vistoria já foi enviada.',
      code: 'InspectionAlreadySent',
    });

    // Check-out is 60 days away: the exit form is not open yet.
    const early = await send(owner.token, contract.id, 'check_out', allYes());
    expect(early.status).toBe(422);
    expect((await json(early)).message).toBe(IM.exitNotYet);
  });

  it('opens check_out the day before check-out, after the entry inspection; then it is sent once', async () => {
    const contract = await makeContract(api, owner.id, { checkIn: inDays(-20), checkOut: inDays(1) });
    const first = await send(owner.token, contract.id, 'check_out', allYes());
    expect(first.status).toBe(422);
    expect((await json(first)).message).toBe(IM.checkInFirst);

    expect((await send(owner.token, contract.id, 'check_in', allYes())).status).toBe(201);
    const exit = await send(owner.token, contract.id, 'check_out', allYes());
    expect(exit.status).toBe(201);
    expect(inspectionResponse.parse(await exit.json()).data.kind).toBe('check_out');
    const again = await send(owner.token, contract.id, 'check_out', allYes());
    expect(again.status).toBe(409);
  });

  it('requires every question answered exactly once, an observation for every Não, ≤ 2000 chars', async () => {
    const contract = await makeContract(api, owner.id);
    const [firstId] = questionIds as [number];
    const cases: [unknown, string, string][] = [
      [undefined, 'answer', IM.answersRequired],
      [[], 'answer', IM.answersRequired],
      [allYes().slice(1), 'answer', IM.answersRequired],
      [[...allYes(), { id: firstId, option: true }], 'answer', IM.duplicated],
      [[...allYes(), { id: 999999, option: true }], 'answer', IM.questionUnknown],
      [
        allYes().map((a, i) => (i === 0 ? { ...a, option: false, observation: '  ' } : a)),
        'answer.0.observation',
        IM.observationRequired,
      ],
      [
        allYes().map((a, i) => (i === 0 ? { ...a, option: false, observation: 'x'.repeat(2001) } : a)),
        'answer.0.observation',
        IM.observationLong,
      ],
      [allYes().map((a, i) => (i === 0 ? { ...a, option: 'talvez' } : a)), 'answer.0.option', IM.option],
      [allYes().map((a, i) => (i === 0 ? { ...a, id: 'abc' } : a)), 'answer.0.id', IM.questionUnknown],
    ];
    for (const [answer, field, message] of cases) {
      const res = await send(owner.token, contract.id, 'check_in', answer);
      expect(res.status, field).toBe(422);
      expect((await json(res)).errors[field], String(JSON.stringify(answer)).slice(0, 80)).toEqual([message]);
    }
    expect(IM.observationRequired).toBe('Descreva o problema na observação.');
    // Nothing was stored by the refused attempts: the form is still due.
    expect((await send(owner.token, contract.id, 'check_in', allYes())).status).toBe(201);
  });

  it('answers 404 for another resident’s contract, unknown or malformed ids and unknown kinds', async () => {
    const contract = await makeContract(api, owner.id);
    for (const [token, id, kind] of [
      [other.token, contract.id, 'check_in'],
      [owner.token, 999999, 'check_in'],
      [owner.token, 'abc', 'check_in'],
      [owner.token, contract.id, 'check_middle'],
    ] as const) {
      const res = await send(token, id, kind, allYes());
      expect(res.status, `${id} ${kind}`).toBe(404);
    }
    // The other resident's attempt left the form untouched.
    expect((await send(owner.token, contract.id, 'check_in', allYes())).status).toBe(201);
  });

  it('only for Ativo contracts', async () => {
    const contract = await makeContract(api, owner.id, { status: CANCELLED });
    const res = await send(owner.token, contract.id, 'check_in', allYes());
    expect(res.status).toBe(422);
    expect((await json(res)).message).toBe(IM.notActive);
  });

  it('sends exactly one form when the same check-in arrives many times at once', async () => {
    const contract = await makeContract(api, owner.id);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send(owner.token, contract.id, 'check_in', allYes())),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await api.db
      .selectFrom('inspections')
      .select('id')
      .where('contract_id', '=', contract.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('inspection photos', () => {
  it('uploads a photo for a question and attaches it to a Não answer; only the owner sees it', async () => {
    const contract = await makeContract(api, owner.id);
    const questionId = questionIds[0] as number;
    const upload = await api.request('POST', `/user/contract/find/${contract.id}/inspection-photos`, {
      token: owner.token,
      body: form({ question_id: questionId, photo: fileOf(await jpegWithExif(), 'p.jpg', 'image/jpeg') }),
    });
    expect(upload.status).toBe(201);
    const photo = photoResponse.parse(await upload.json()).data;
    expect(photo.question_id).toBe(questionId);

    expect((await api.request('GET', photo.url, { token: owner.token })).status).toBe(200);
    expect((await api.request('GET', photo.url, { token: other.token })).status).toBe(404);

    // Another resident cannot upload to this contract, nor reference this photo from theirs.
    const foreignUpload = await api.request('POST', `/user/contract/find/${contract.id}/inspection-photos`, {
      token: other.token,
      body: form({ question_id: questionId, photo: fileOf(await jpegWithExif(), 'p.jpg', 'image/jpeg') }),
    });
    expect(foreignUpload.status).toBe(404);
    const theirs = await makeContract(api, other.id);
    const stolen = allYes().map((a) =>
      a.id === questionId ? { ...a, option: false, observation: 'Risco', photo_ids: [photo.id] } : a,
    );
    const refused = await send(other.token, theirs.id, 'check_in', stolen);
    expect(refused.status).toBe(422);
    expect((await json(refused)).errors['answer.0.photo_ids']).toEqual([IM.photoNotFound]);

    const answer = allYes().map((a) =>
      a.id === questionId ? { ...a, option: false, observation: 'Risco no piso', photo_ids: [photo.id] } : a,
    );
    const res = await send(owner.token, contract.id, 'check_in', answer);
    expect(res.status).toBe(201);
    const saved = inspectionResponse.parse(await res.json()).data;
    expect(saved.answer.find((a) => a.id === questionId)?.photos.map((p) => p.id)).toEqual([photo.id]);
    const row = await api.db
      .selectFrom('inspection_photos')
      .select('answer_id')
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(row.answer_id).not.toBeNull();
  });

  it('refuses a photo that is not an image, an unknown question, and contracts with no form due', async () => {
    const contract = await makeContract(api, owner.id);
    const url = `/user/contract/find/${contract.id}/inspection-photos`;
    const text = await api.request('POST', url, {
      token: owner.token,
      body: form({ question_id: questionIds[0], photo: fileOf('texto', 'p.jpg', 'image/jpeg') }),
    });
    expect(text.status).toBe(422);
    expect((await json(text)).errors.photo).toEqual([IM.photoNotImage]);
    const unknown = await api.request('POST', url, {
      token: owner.token,
      body: form({ question_id: 999999, photo: fileOf(await jpegWithExif(), 'p.jpg', 'image/jpeg') }),
    });
    expect(unknown.status).toBe(422);
    const missing = await api.request('POST', url, {
      token: owner.token,
      body: form({ question_id: questionIds[0] }),
    });
    expect(missing.status).toBe(422);
    expect((await json(missing)).errors.photo).toEqual([IM.photoRequired]);
  });
});
