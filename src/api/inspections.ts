// Inspections (spec 3 'Inspection question' and 'Answer', 4 'Inspection', 7): the form template,
// the answers of a check-in or check-out form, and problem photos uploaded before sending.

import { OBSERVATION_MAX } from '../domain/inspection.ts';
import { booleanField, idField } from './resident-fields.ts';
import { z } from './zod.ts';

// Answers live in inspection-responses.ts (zod/mini); still importable from here.
export * from './inspection-responses.ts';

export const MAX_PHOTOS_PER_ANSWER = 5;
export const MAX_PHOTOS_PER_CONTRACT = 100;

/** Every message a person may read from the inspection calls. */
export const IM = {
  contractNotFound: 'Contrato não encontrado.',
  notActive: 'A vistoria só está disponível para contratos ativos.',
  answersRequired: 'Responda todas as perguntas da vistoria.',
  questionUnknown: 'Pergunta de vistoria não encontrada.',
  questionRequired: 'O campo pergunta é obrigatório.',
  duplicated: 'Cada pergunta deve ser respondida uma única vez.',
  option: 'Escolha Sim ou Não.',
  observationRequired: 'Descreva o problema na observação.',
  observationLong: `A observação deve ter no máximo ${OBSERVATION_MAX} caracteres.`,
  photoIds: `Envie no máximo ${MAX_PHOTOS_PER_ANSWER} fotos por pergunta.`,
  photoNotFound: 'Foto não encontrada.',
  photoRequired: 'Por favor, selecione uma foto.',
  photoTooLarge: 'A foto deve ter no máximo 5 MB.',
  photoNotImage: 'A foto deve ser uma imagem JPEG, PNG ou WebP.',
  tooManyPhotos: `Este contrato já tem o máximo de ${MAX_PHOTOS_PER_CONTRACT} fotos de vistoria.`,
  alreadySent: 'Esta vistoria já foi enviada.',
  checkInFirst: 'Envie primeiro a vistoria de entrada.',
  exitNotYet: 'A vistoria de saída fica disponível a partir do dia anterior ao check-out.',
  noneDue: 'Parabéns, você não tem uma vistoria pendente.',
  noneDueError: 'Não há vistoria pendente para este contrato.',
} as const;

const observation = z.preprocess(
  (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z
    .string({ error: IM.observationLong })
    .trim()
    .max(OBSERVATION_MAX, { error: IM.observationLong })
    .nullable(),
);

export const answer = z
  .object({
    /** The question id. */
    id: idField(IM.questionRequired, IM.questionUnknown),
    /** true = 'Sim' (all right), false = 'Não' (a problem, described in observation). */
    option: booleanField(IM.option),
    observation,
    /** Ids returned by the photo upload, for 'Não' answers. */
    photo_ids: z
      .array(idField(IM.photoNotFound), { error: IM.photoNotFound })
      .max(MAX_PHOTOS_PER_ANSWER, { error: IM.photoIds })
      .optional()
      .transform((v) => [...new Set(v ?? [])]),
  })
  .superRefine((value, ctx) => {
    if (!value.option && !value.observation) {
      ctx.addIssue({ code: 'custom', path: ['observation'], message: IM.observationRequired });
    }
  });
export type Answer = z.input<typeof answer>;

/** POST /user/contract/find/{id}/inspection-form-questions-answers/{check_in|check_out} */
export const answersRequest = z.object({
  answer: z
    .array(answer, { error: IM.answersRequired })
    .min(1, { error: IM.answersRequired })
    .max(500, { error: IM.answersRequired }),
});
export type AnswersRequest = z.input<typeof answersRequest>;

/** The fields of POST /user/contract/find/{id}/inspection-photos beside the `photo` file. */
export const photoRequest = z.object({ question_id: idField(IM.questionRequired, IM.questionUnknown) });

export const inspectionPhotoUrl = (photoId: number) => `/api/inspection-photos/${photoId}`;
