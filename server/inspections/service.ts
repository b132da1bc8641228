// A resident's inspections of an own Ativo contract: sending the form that is due (each once),
// uploading its problem photos, and reading an own photo back. The ownership, due-form and answer
// checks live here; the routes only read the request and shape the answer.
import { IM, type Inspection } from '../../src/api/inspections.ts';
import { answerProblems, type InspectionKind } from '../../src/domain/inspection.ts';
import { ownActiveContract } from '../contracts/active-contract.ts';
import type { DB } from '../db/connect.ts';
import { conflict, fieldError, notFound, ValidationError } from '../http/errors.ts';
import { storeImageField } from '../uploads/image-field.ts';
import { readImage, removeImage } from '../uploads/image-store.ts';
import { type AnswerInput, foreignPhotoIds, saveInspection } from './inspection-repository.ts';
import { inspectionState } from './inspection-state.ts';
import { addPhoto, ownPhotoPath } from './photo-repository.ts';
import { activeQuestions, isActiveQuestion } from './questions.ts';

export { inspectionForm } from './questions.ts';

const PHOTO_MESSAGES = { missing: IM.photoRequired, tooLarge: IM.photoTooLarge, notImage: IM.photoNotImage };

const CONTRACT_REFUSALS = { field: 'contract', notFound: IM.contractNotFound, notActive: IM.notActive };

/**
 * Stores the `kind` form of the contract. `readAnswers` is called only once the contract and the
 * form are known to be open, so a refused contract or form is answered before the body's checks.
 */
export async function sendInspection(
  db: DB,
  userId: number,
  contractId: number,
  kind: InspectionKind,
  readAnswers: () => Promise<AnswerInput[]>,
): Promise<Inspection> {
  const contract = await ownActiveContract(db, userId, contractId, CONTRACT_REFUSALS);

  const state = await inspectionState(db, contract);
  const sent = kind === 'check_in' ? state.entryInspection : state.exitInspection;
  if (sent) throw conflict(IM.alreadySent, 'InspectionAlreadySent');
  if (state.due !== kind) {
    throw fieldError(
      'kind',
      kind === 'check_out' && !state.entryInspection ? IM.checkInFirst : IM.exitNotYet,
    );
  }

  const answer = await readAnswers();
  const questionIds = (await activeQuestions(db)).map((q) => q.id);
  const problems = answerProblems(questionIds, answer);
  const errors: Record<string, string[]> = {};
  if (problems.unknown.length) errors.answer = [IM.questionUnknown];
  else if (problems.duplicated.length) errors.answer = [IM.duplicated];
  else if (problems.missing.length) errors.answer = [IM.answersRequired];
  for (const [index, a] of answer.entries()) {
    const foreign = await foreignPhotoIds(db, contract.id, userId, a.id, a.photo_ids);
    if (foreign.length) errors[`answer.${index}.photo_ids`] = [IM.photoNotFound];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const saved = await saveInspection(db, contract.id, kind, answer);
  if (!saved) throw conflict(IM.alreadySent, 'InspectionAlreadySent');
  return saved;
}

/** Stores a problem photo of an active question while a form is due; the new photo's id. */
export async function addInspectionPhoto(
  db: DB,
  userId: number,
  contractId: number,
  questionId: number,
  photo: unknown,
): Promise<number> {
  const contract = await ownActiveContract(db, userId, contractId, CONTRACT_REFUSALS);
  if (!(await inspectionState(db, contract)).due) throw fieldError('contract', IM.noneDueError);
  if (!(await isActiveQuestion(db, questionId))) throw fieldError('question_id', IM.questionUnknown);
  const path = await storeImageField(db, 'inspections', 'photo', photo, PHOTO_MESSAGES);
  const photoId = await addPhoto(db, { contractId: contract.id, userId, questionId, path });
  if (photoId === undefined) {
    await removeImage(db, path);
    throw fieldError('photo', IM.tooManyPhotos);
  }
  return photoId;
}

/** The bytes of an own photo; another resident's (or a missing file) is not found. */
export async function ownPhotoBytes(db: DB, userId: number, photoId: number) {
  const path = await ownPhotoPath(db, userId, photoId);
  const bytes = path ? await readImage(db, path) : undefined;
  if (!bytes) throw notFound(IM.photoNotFound);
  return bytes;
}
