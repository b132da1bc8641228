// Door access codes (GET /api/enterprise/user/contracts/{id}/generate-code): 6 random digits,
// valid for 10 minutes, only for an Ativo contract whose access is not suspended, from the
// check-in day to the check-out day. Only the code's hash is stored.
import { createHash, randomInt } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { CT } from '../../src/api/contracts.ts';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import { today as todayIn } from '../../src/domain/dates.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { overdueContractIds } from './key-suspension.ts';

export const ACCESS_CODE_MINUTES = 10;

export const accessCodeHash = (contractId: number, code: string) =>
  createHash('sha256').update(`${contractId}:${code}`).digest('hex');

export async function generateAccessCode(db: DB, userId: number, contractId: number, now = new Date()) {
  const contract = await db
    .selectFrom('contracts')
    .select(['id', 'contract_status_id', 'check_in', 'check_out'])
    .where('id', '=', contractId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!contract) throw notFound(CT.contractNotFound);
  if (contract.contract_status_id !== CONTRACT_STATUS.active) throw fieldError('contract', CT.codeNotActive);
  const today = todayIn();
  if (Temporal.PlainDate.compare(today, Temporal.PlainDate.from(contract.check_in)) < 0) {
    throw fieldError('contract', CT.codeNotYet);
  }
  if (Temporal.PlainDate.compare(today, Temporal.PlainDate.from(contract.check_out)) > 0) {
    throw fieldError('contract', CT.codeNotActive);
  }
  if ((await overdueContractIds(db, now, [contract.id])).length)
    throw fieldError('contract', CT.codeSuspended);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + ACCESS_CODE_MINUTES * 60_000);
  await db
    .insertInto('contract_access_codes')
    .values({ contract_id: contract.id, code_hash: accessCodeHash(contract.id, code), expires_at: expiresAt })
    .execute();
  return { code, expires_at: expiresAt.toISOString(), valid_minutes: ACCESS_CODE_MINUTES };
}
