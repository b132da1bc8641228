// Contract keys (spec 3 'Contract key', 5 'Key form', 7 create-key/update-key/delete-key):
// multipart requests (contract_id, name, code, selfie) and the key resource.

import { idField, optionalTextField, textField } from './resident-fields.ts';
import { z } from './zod.ts';

// The key resource lives in key-responses.ts (zod/mini); still importable from here.
export { type ContractKey, contractKey, keyResponse } from './key-responses.ts';

export const KEY_NAME_MAX = 60;
export const KEY_CODE_MAX = 20;
export const MAX_KEYS_PER_CONTRACT = 10;

/** Every message a person may read from the key calls. */
export const KM = {
  contractRequired: 'O campo contrato é obrigatório.',
  contractNotFound: 'Contrato não encontrado.',
  keyNotFound: 'Chave não encontrada.',
  nameRequired: 'O campo nome é obrigatório.',
  nameLong: `O nome da chave deve ter no máximo ${KEY_NAME_MAX} caracteres.`,
  codeLong: `O código deve ter no máximo ${KEY_CODE_MAX} caracteres.`,
  selfieRequired: 'Por favor, selecione uma foto para a chave.',
  selfieTooLarge: 'A foto deve ter no máximo 5 MB.',
  selfieNotImage: 'A foto deve ser uma imagem JPEG, PNG ou WebP.',
  notActive: 'As chaves só estão disponíveis para contratos ativos.',
  tooMany: `Este contrato já tem o máximo de ${MAX_KEYS_PER_CONTRACT} chaves.`,
  /** Shown by the app (spec 8). */
  saveFailed: 'Erro ao salvar chave. Tente novamente.',
  created: 'Chave cadastrada com sucesso!',
  updated: 'Chave atualizada com sucesso!',
  deleteConfirm: 'Tem certeza que deseja deletar esta chave?',
  deleteFailed: 'Erro ao deletar chave. Tente novamente.',
  deleted: 'Chave deletada com sucesso!',
} as const;

/** The text fields of POST /contract/create-key; the selfie file is read beside them. */
export const createKeyRequest = z.object({
  contract_id: idField(KM.contractRequired, KM.contractNotFound),
  name: textField(KM.nameRequired, KEY_NAME_MAX, KM.nameLong),
  code: optionalTextField(KEY_CODE_MAX, KM.codeLong),
});
export type CreateKeyRequest = z.input<typeof createKeyRequest>;

/** POST /contract/update-key/{keyId}: contract_id, when sent, must be the key's contract. */
export const updateKeyRequest = createKeyRequest.extend({
  contract_id: z.preprocess(
    (v) => (v == null || v === '' ? undefined : v),
    idField(KM.contractRequired, KM.contractNotFound).optional(),
  ),
});
export type UpdateKeyRequest = z.input<typeof updateKeyRequest>;

export const selfieUrl = (keyId: number) => `/api/contract-keys/${keyId}/selfie`;
