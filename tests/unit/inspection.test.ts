// The inspection rules: which form is due (spec 4) and whether a set of answers is complete.
import { describe, expect, it } from 'vitest';
import {
  answerProblems,
  dueInspection,
  hasAnswerProblems,
  INSPECTION_ROOMS,
  ROOM_TITLES,
} from '../../src/domain/inspection.ts';

describe('dueInspection', () => {
  const entry = { id: 1 };
  const exit = { id: 2 };
  it('asks for check_in while there is no entry inspection, whatever else holds', () => {
    expect(dueInspection({ entryInspection: null, exitInspection: null, exitInspectionAllow: false })).toBe(
      'check_in',
    );
    expect(dueInspection({ entryInspection: null, exitInspection: null, exitInspectionAllow: true })).toBe(
      'check_in',
    );
  });
  it('asks for check_out once the entry exists and exit is allowed but not done', () => {
    expect(dueInspection({ entryInspection: entry, exitInspection: null, exitInspectionAllow: true })).toBe(
      'check_out',
    );
  });
  it('has nothing pending otherwise', () => {
    expect(
      dueInspection({ entryInspection: entry, exitInspection: null, exitInspectionAllow: false }),
    ).toBeNull();
    expect(
      dueInspection({ entryInspection: entry, exitInspection: exit, exitInspectionAllow: true }),
    ).toBeNull();
  });
});

describe('rooms', () => {
  it('are the nine of the spec, each with a pt-BR title', () => {
    expect(INSPECTION_ROOMS).toEqual([
      'sala',
      'cozinha',
      'lavanderia',
      'varanda',
      'banheiro_solteiro',
      'escritorio',
      'quarto_de_solteiro',
      'quarto_de_casal',
      'banheiro_casal',
    ]);
    for (const room of INSPECTION_ROOMS) expect(ROOM_TITLES[room]).toMatch(/^[A-ZÉ]/);
    expect(ROOM_TITLES.escritorio).toBe('Escritório');
  });
});

describe('answerProblems', () => {
  const yes = (id: number) => ({ id, option: true, observation: null });
  it('accepts every question answered once, with observations on Não', () => {
    const problems = answerProblems(
      [1, 2, 3],
      [yes(1), { id: 2, option: false, observation: 'Quebrado' }, yes(3)],
    );
    expect(hasAnswerProblems(problems)).toBe(false);
  });
  it('reports missing, duplicated and unknown questions and unexplained Não', () => {
    const problems = answerProblems(
      [1, 2, 3, 4],
      [
        yes(1),
        yes(1),
        yes(9),
        { id: 2, option: false, observation: '  ' },
        { id: 3, option: false, observation: null },
      ],
    );
    expect(problems).toEqual({ missing: [4], duplicated: [1], unknown: [9], needsObservation: [2, 3] });
    expect(hasAnswerProblems(problems)).toBe(true);
  });
});
