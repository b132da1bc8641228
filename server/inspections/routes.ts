// GET /user/contract/find/1/inspection-form-questions (the form template: id 1 is fixed by the
// spec), POST /user/contract/find/{id}/inspection-form-questions-answers/{check_in|check_out},
// POST /user/contract/find/{id}/inspection-photos and GET /api/inspection-photos/{id} (owner only).
import { Hono } from 'hono';
import { routeId } from '../../src/api/catalogue.ts';
import { answersRequest, IM, inspectionKind, photoRequest } from '../../src/api/inspections.ts';
import type { AppEnv, Deps } from '../context.ts';
import { requireUser, userIdOf } from '../http/auth.ts';
import { body, param, readBody, validate } from '../http/validate.ts';
import { addInspectionPhoto, inspectionForm, ownPhotoBytes, sendInspection } from './service.ts';

const BASE = '/user/contract/find';

export function inspectionRoutes(deps: Deps) {
  const { db } = deps;
  const signedIn = requireUser(deps);
  const app = new Hono<AppEnv>();

  app.get(`${BASE}/1/inspection-form-questions`, signedIn, async (c) =>
    c.json({ data: await inspectionForm(db) }),
  );

  app.post(`${BASE}/:id/inspection-form-questions-answers/:kind`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const id = param(c, 'id', routeId, IM.contractNotFound);
    const kind = param(c, 'kind', inspectionKind, IM.contractNotFound);
    const readAnswers = async () => (await body(c, answersRequest)).answer;
    return c.json({ data: await sendInspection(db, userId, id, kind, readAnswers) }, 201);
  });

  app.post(`${BASE}/:id/inspection-photos`, signedIn, async (c) => {
    const userId = userIdOf(c);
    const id = param(c, 'id', routeId, IM.contractNotFound);
    const form = await readBody(c);
    const { question_id } = validate(photoRequest, form);
    const photoId = await addInspectionPhoto(db, userId, id, question_id, form.photo);
    return c.json({ data: { id: photoId, question_id, url: `/api/inspection-photos/${photoId}` } }, 201);
  });

  app.get('/api/inspection-photos/:id', signedIn, async (c) => {
    const photoId = param(c, 'id', routeId, IM.photoNotFound);
    const bytes = await ownPhotoBytes(db, userIdOf(c), photoId);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'image/webp',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="vistoria-${photoId}.webp"`,
    });
  });

  return app;
}
