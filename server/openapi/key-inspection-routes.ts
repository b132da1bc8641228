// Digital keys and check-in/check-out inspections (multipart uploads with their images).
import { successResponse } from '../../src/api/catalogue.ts';
import {
  answersRequest,
  inspectionResponse,
  photoRequest,
  photoResponse,
  questionsResponse,
} from '../../src/api/inspections.ts';
import { createKeyRequest, keyResponse, updateKeyRequest } from '../../src/api/keys.ts';
import type { RouteDoc } from './route-doc-shape.ts';

export const KEY_INSPECTION_ROUTES: Record<string, RouteDoc> = {
  'POST /contract/create-key': {
    summary: 'Criar chave (com selfie)',
    tag: 'keys',
    auth: 'resident',
    body: createKeyRequest,
    files: ['selfie'],
    response: keyResponse,
    status: 201,
  },
  'POST /contract/update-key/:keyId': {
    summary: 'Alterar chave',
    tag: 'keys',
    auth: 'resident',
    body: updateKeyRequest,
    files: ['selfie'],
    response: keyResponse,
  },
  'DELETE /contract/delete-key/:keyId': {
    summary: 'Remover chave',
    tag: 'keys',
    auth: 'resident',
    response: successResponse,
  },
  'GET /api/contract-keys/:id/selfie': {
    summary: 'Selfie da chave',
    tag: 'keys',
    auth: 'resident',
    response: 'binary',
  },
  'GET /user/contract/find/1/inspection-form-questions': {
    summary: 'Perguntas da vistoria',
    tag: 'inspections',
    auth: 'resident',
    response: questionsResponse,
  },
  'POST /user/contract/find/:id/inspection-form-questions-answers/:kind': {
    summary: 'Enviar vistoria (check_in|check_out)',
    tag: 'inspections',
    auth: 'resident',
    body: answersRequest,
    response: inspectionResponse,
    status: 201,
  },
  'POST /user/contract/find/:id/inspection-photos': {
    summary: 'Foto de problema da vistoria',
    tag: 'inspections',
    auth: 'resident',
    body: photoRequest,
    files: ['photo'],
    response: photoResponse,
    status: 201,
  },
  'GET /api/inspection-photos/:id': {
    summary: 'Foto da vistoria',
    tag: 'inspections',
    auth: 'resident',
    response: 'binary',
  },
};
