// The contract operations behind contract routes: every one answers the caller's own contract as
// the API shows it (toContracts), so hire, renewal, edit, cancellation and bill payment end alike.
// Here because they compose the ownership lookup, the rules and the operation modules (hire.ts, …).
import type { z } from 'zod';
import { CT, type contractUpdateRequest, fill } from '../../src/api/contracts.ts';
import { CONTRACT_STATUS } from '../../src/domain/contract-status.ts';
import type { DB } from '../db/connect.ts';
import { fieldError, notFound } from '../http/errors.ts';
import type { Payments } from '../payments/index.ts';
import { payBill } from './bill-payment.ts';
import { cancelContract } from './cancellation.ts';
import { updateOwnContractDetails } from './contract-repository.ts';
import { toContracts } from './contract-resource.ts';
import { type HireInput, type HireResult, hireContract } from './hire.ts';
import { findOwnContract, findOwnContractRow, listOwnContractRows } from './own-contracts.ts';
import { hirePlatformReservation } from './partner-reservations.ts';
import { renewContract } from './renewal.ts';

/** The contract as the API answers it, or 404 for anyone but its owner. */
export async function ownContract(db: DB, userId: number, id: number) {
  const row = await findOwnContractRow(db, userId, id);
  const [contract] = row ? await toContracts(db, [row], { userId }) : [];
  if (!contract) throw notFound(CT.contractNotFound);
  return contract;
}

/** The caller's contracts, latest first. */
export async function ownContracts(db: DB, userId: number) {
  return toContracts(db, await listOwnContractRows(db, userId), { userId });
}

/** A contract just made, as the API answers it, with the card's 3-D Secure challenge when its
 * first bill awaits one: what a hire, a renewal and a partner link all answer. */
async function answerMade(db: DB, userId: number, made: HireResult) {
  return { contract: await ownContract(db, userId, made.id), challenge: made.challenge };
}

/** A new contract. */
export async function hire(db: DB, payments: Payments, userId: number, input: HireInput) {
  return answerMade(db, userId, await hireContract(db, payments, userId, input));
}

/** A renewal of the caller's contract, as a new contract. */
export async function renew(
  db: DB,
  payments: Payments,
  userId: number,
  input: Parameters<typeof renewContract>[3],
) {
  return answerMade(db, userId, await renewContract(db, payments, userId, input));
}

/** A partner platform's package hired through its link. */
export async function hireFromPartnerLink(
  db: DB,
  payments: Payments,
  userId: number,
  input: Parameters<typeof hirePlatformReservation>[3],
) {
  return answerMade(db, userId, await hirePlatformReservation(db, payments, userId, input));
}

/**
 * What a resident may change on a contract still open: how many stay, up to the unit's capacity,
 * and the note for the building. Nothing is written when neither is given.
 */
export async function editContract(
  db: DB,
  userId: number,
  id: number,
  input: z.output<typeof contractUpdateRequest>,
) {
  const contract = await findOwnContract(db, userId, id);
  if (!contract) throw notFound(CT.contractNotFound);
  const closed: number[] = [CONTRACT_STATUS.cancelled, CONTRACT_STATUS.finished];
  if (closed.includes(contract.contract_status_id)) throw fieldError('contract', CT.notCancellable);
  if (input.guests !== undefined && input.guests > contract.residents) {
    throw fieldError('guests', fill(CT.guestsOverUnit, { n: contract.residents }));
  }
  const changes = {
    ...(input.guests !== undefined ? { guests: input.guests } : {}),
    ...(input.observation !== undefined ? { observation: input.observation } : {}),
  };
  if (Object.keys(changes).length) await updateOwnContractDetails(db, userId, id, changes);
  return ownContract(db, userId, id);
}

/** Cancels the caller's contract and answers it as cancelled. */
export async function cancel(
  db: DB,
  userId: number,
  id: number,
  options: Parameters<typeof cancelContract>[3],
) {
  await cancelContract(db, userId, id, options);
  return ownContract(db, userId, id);
}

/** Pays a bill; answers the bill and its contract, so the invoices screen refreshes in one go. */
export async function payOwnBill(
  db: DB,
  payments: Payments,
  userId: number,
  input: Parameters<typeof payBill>[3],
) {
  const { contractId, message, challenge } = await payBill(db, payments, userId, input);
  const contract = await ownContract(db, userId, contractId);
  const bill = contract.billToReceive.find((b) => b.id === input.bill_to_receive_id);
  return { bill, contract, message, challenge };
}
