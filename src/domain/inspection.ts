// Check-in and check-out inspections (spec 3, 4, 9): the nine rooms of the form, which form is
// due for a contract, and whether a set of answers is complete. When the check-out form opens
// (exitInspectionAllowed) is a contract rule: src/domain/contract-status.ts.
export const INSPECTION_ROOMS = [
  'sala',
  'cozinha',
  'lavanderia',
  'varanda',
  'banheiro_solteiro',
  'escritorio',
  'quarto_de_solteiro',
  'quarto_de_casal',
  'banheiro_casal',
] as const;
export type InspectionRoom = (typeof INSPECTION_ROOMS)[number];

export const ROOM_TITLES: Record<InspectionRoom, string> = {
  sala: 'Sala',
  cozinha: 'Cozinha',
  lavanderia: 'Lavanderia',
  varanda: 'Varanda',
  banheiro_solteiro: 'Banheiro de solteiro',
  escritorio: 'Escritório',
  quarto_de_solteiro: 'Quarto de solteiro',
  quarto_de_casal: 'Quarto de casal',
  banheiro_casal: 'Banheiro de casal',
};

export const INSPECTION_KINDS = ['check_in', 'check_out'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

export const OBSERVATION_MAX = 2000;

/** Which form the resident must fill in now (spec 4, 'Inspection'); null when none is pending. */
export function dueInspection(state: {
  entryInspection: unknown;
  exitInspection: unknown;
  exitInspectionAllow: boolean;
}): InspectionKind | null {
  if (!state.entryInspection) return 'check_in';
  if (state.exitInspectionAllow && !state.exitInspection) return 'check_out';
  return null;
}

export interface AnswerLike {
  id: number;
  option: boolean;
  observation: string | null;
}

export interface AnswerProblems {
  /** Questions of the form that got no answer. */
  missing: number[];
  /** Questions answered more than once. */
  duplicated: number[];
  /** Ids that are not questions of the form. */
  unknown: number[];
  /** 'Não' answers without a description of the problem. */
  needsObservation: number[];
}

/** Every question of the form answered exactly once, and every 'Não' explained. */
export function answerProblems(
  questionIds: readonly number[],
  answers: readonly AnswerLike[],
): AnswerProblems {
  const expected = new Set(questionIds);
  const seen = new Set<number>();
  const problems: AnswerProblems = { missing: [], duplicated: [], unknown: [], needsObservation: [] };
  for (const answer of answers) {
    if (!expected.has(answer.id)) {
      if (!problems.unknown.includes(answer.id)) problems.unknown.push(answer.id);
      continue;
    }
    if (seen.has(answer.id)) {
      if (!problems.duplicated.includes(answer.id)) problems.duplicated.push(answer.id);
      continue;
    }
    seen.add(answer.id);
    if (!answer.option && !answer.observation?.trim()) problems.needsObservation.push(answer.id);
  }
  for (const id of questionIds) if (!seen.has(id)) problems.missing.push(id);
  return problems;
}

export function hasAnswerProblems(problems: AnswerProblems): boolean {
  return Object.values(problems).some((list) => list.length > 0);
}
