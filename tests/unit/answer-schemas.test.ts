// Answer schemas the sync worker validates with, written without zod's record and literal schemas
// (the worker's size): they must accept and refuse what those did.
import { describe, expect, it } from 'vitest';
import { cardsResponse } from '../../src/api/card-responses.ts';
import { questionsResponse } from '../../src/api/inspection-responses.ts';
import { INSPECTION_ROOMS, ROOM_TITLES } from '../../src/domain/inspection.ts';

const question = (id: number) => ({ id, question: `Pergunta ${id}?`, title: `Item ${id}` });
const allRooms = () => Object.fromEntries(INSPECTION_ROOMS.map((room, i) => [room, [question(i + 1)]]));
const form = (questions: Record<string, unknown>) => ({
  data: { questions, rooms: INSPECTION_ROOMS.map((key) => ({ key, title: ROOM_TITLES[key] })) },
});

describe('questionsResponse', () => {
  it('takes the questions of each of the nine rooms', () => {
    const parsed = questionsResponse.parse(form(allRooms()));
    expect(Object.keys(parsed.data.questions).sort()).toEqual([...INSPECTION_ROOMS].sort());
    expect(parsed.data.questions[INSPECTION_ROOMS[0]]).toEqual([question(1)]);
  });

  it('refuses a form that lacks a room', () => {
    const { [INSPECTION_ROOMS[3]]: _left, ...eight } = allRooms();
    expect(questionsResponse.safeParse(form(eight)).success).toBe(false);
  });

  it('refuses a room the app does not know', () => {
    expect(questionsResponse.safeParse(form({ ...allRooms(), sotao: [question(99)] })).success).toBe(false);
  });

  it('refuses a room whose questions are not a list of questions', () => {
    expect(
      questionsResponse.safeParse(form({ ...allRooms(), [INSPECTION_ROOMS[0]]: question(1) })).success,
    ).toBe(false);
    expect(
      questionsResponse.safeParse(form({ ...allRooms(), [INSPECTION_ROOMS[0]]: [{ id: 'x' }] })).success,
    ).toBe(false);
  });
});

describe('cardsResponse', () => {
  const card = {
    id: 7,
    holder: 'MORADOR TOKAAS',
    holder_name: 'Morador Tokaas',
    card_number: '**** **** **** 4242',
    last_digits: '4242',
    expiration: '12/2030',
    brand: 'visa',
    icon_name: 'visa',
    type: 'credit',
    expired: false,
  };
  it('takes a credit or a debit card', () => {
    expect(cardsResponse.parse({ data: [card] }).data[0]?.type).toBe('credit');
    expect(cardsResponse.parse({ data: [{ ...card, type: 'debit' }] }).data[0]?.type).toBe('debit');
  });
  it('refuses any other card type', () => {
    expect(cardsResponse.safeParse({ data: [{ ...card, type: 'prepaid' }] }).success).toBe(false);
  });
});
