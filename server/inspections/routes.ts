// GET /user/contract/find/1/inspection-form-questions (the form template: id 1 is fixed by the
// spec), POST /user/contract/find/{id}/inspection-form-questions-answers/{check_in|check_out},
// POST /user/contract/find/{id}/inspection-photos and GET /api/inspection-photos/{id} (owner only).
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import { answersRequest, IM, inspectionKind, photoRequest } from '../../src/api/inspections.ts';
import { answerProblems } from '../../src/domain/inspection.ts';
import type { AppEnv, Deps } from '../context.ts';
import { findOwnContract, isActive, type OwnContract } from '../contracts/own-contracts.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { conflict, fieldError, notFound, ValidationError } from '../http/errors.ts';
import { body, param, readBody, validate } from '../http/validate.ts';
import { storeImageField } from '../uploads/image-field.ts';
import { readImage, removeImage } from '../uploads/image-store.ts';
import { foreignPhotoIds, saveInspection } from './inspection-repository.ts';
import { inspectionState } from './inspection-state.ts';
import { addPhoto, ownPhotoPath } from './photo-repository.ts';
import { activeQuestions, inspectionForm } from './questions.ts';

const BASE = '/user/contract/find';
const PHOTO_MESSAGES = { missing: IM.photoRequired, tooLarge: IM.photoTooLarge, notImage: IM.photoNotImage };

export function inspectionRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  async function ownActiveContract(userId: number, id: number): Promise<OwnContract> {
    const contract = await findOwnContract(db, userId, id);
    if (!contract) throw notFound(IM.contractNotFound);
    if (!isActive(contract)) throw fieldError('contract', IM.notActive);
    return contract;
  }

  app.get(`${BASE}/1/inspection-form-questions`, signedIn, async (c) =>
    c.json({ data: await inspectionForm(db) }),
  );

  app.post(`${BASE}/:id/inspection-form-questions-answers/:kind`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const id = param(c, 'id', routeId, IM.contractNotFound);
    const kind = param(c, 'kind', inspectionKind, IM.contractNotFound);
    const contract = await ownActiveContract(userId, id);

    const state = await inspectionState(db, contract);
    const sent = kind === 'check_in' ? state.entryInspection : state.exitInspection;
    if (sent) throw conflict(IM.alreadySent, 'InspectionAlreadySent');
    if (state.due !== kind) {
      throw fieldError(
        'kind',
        kind === 'check_out' && !state.entryInspection ? IM.checkInFirst : IM.exitNotYet,
      );
    }

    const { answer } = await body(c, answersRequest);
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
    return c.json({ data: saved }, 201);
  });

  app.post(`${BASE}/:id/inspection-photos`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const id = param(c, 'id', routeId, IM.contractNotFound);
    const form = await readBody(c);
    const { question_id } = validate(photoRequest, form);
    const contract = await ownActiveContract(userId, id);
    if (!(await inspectionState(db, contract)).due) throw fieldError('contract', IM.noneDueError);
    const question = await db
      .selectFrom('inspection_questions')
      .select('id')
      .where('id', '=', question_id)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!question) throw fieldError('question_id', IM.questionUnknown);
    const path = await storeImageField(db, 'inspections', 'photo', form.photo, PHOTO_MESSAGES);
    const photoId = await addPhoto(db, { contractId: contract.id, userId, questionId: question.id, path });
    if (photoId === undefined) {
      await removeImage(db, path);
      throw fieldError('photo', IM.tooManyPhotos);
    }
    return c.json(
      { data: { id: photoId, question_id: question.id, url: `/api/inspection-photos/${photoId}` } },
      201,
    );
  });

  app.get('/api/inspection-photos/:id', signedIn, async (c) => {
    const userId = userIdOf(c);
    const photoId = param(c, 'id', routeId, IM.photoNotFound);
    const path = await ownPhotoPath(db, userId, photoId);
    const bytes = path ? await readImage(db, path) : undefined;
    if (!bytes) throw notFound(IM.photoNotFound);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="vistoria-${photoId}.webp"`,
    });
  });

  return app;
}
