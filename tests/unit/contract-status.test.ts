// Contract screen rules: cancel, renew, exit inspection, human contract id.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canRenew,
  exitInspectionAllowed,
  humanContractId,
  statusTone,
} from '../../src/domain/contract-status.ts';

const today = Temporal.PlainDate.from('2027-05-10');

describe('canCancel', () => {
  it('pending or active contracts whose stay has not ended', () => {
    expect(canCancel({ contract_status_id: 3, check_out: '2027-05-20' }, today)).toBe(true);
    expect(canCancel({ contract_status_id: 4, check_out: '2027-05-11' }, today)).toBe(true);
    expect(canCancel({ contract_status_id: 4, check_out: '2027-05-10' }, today)).toBe(false);
    expect(canCancel({ contract_status_id: 5, check_out: '2027-06-10' }, today)).toBe(false);
    expect(canCancel({ contract_status_id: 6, check_out: '2027-06-10' }, today)).toBe(false);
  });
});

describe('canRenew', () => {
  const base = { contract_status_id: 4, check_out: '2027-06-09', renewed: false, unitFreeAfter: true };
  it('Ativo, check-out within 30 days, not renewed, unit free after', () => {
    expect(canRenew(base, today)).toBe(true);
    expect(canRenew({ ...base, check_out: '2027-06-10' }, today)).toBe(false);
    expect(canRenew({ ...base, check_out: '2027-05-10' }, today)).toBe(true);
    expect(canRenew({ ...base, check_out: '2027-05-09' }, today)).toBe(false);
    expect(canRenew({ ...base, renewed: true }, today)).toBe(false);
    expect(canRenew({ ...base, unitFreeAfter: false }, today)).toBe(false);
    expect(canRenew({ ...base, contract_status_id: 3 }, today)).toBe(false);
  });
});

describe('exitInspectionAllowed', () => {
  const base = { contract_status_id: 4, check_out: '2027-05-11', hasEntryInspection: true };
  it('from the day before check-out, after the entry inspection, while Ativo', () => {
    expect(exitInspectionAllowed(base, today)).toBe(true);
    expect(exitInspectionAllowed({ ...base, check_out: '2027-05-10' }, today)).toBe(true);
    expect(exitInspectionAllowed({ ...base, check_out: '2027-05-12' }, today)).toBe(false);
    expect(exitInspectionAllowed({ ...base, hasEntryInspection: false }, today)).toBe(false);
    expect(exitInspectionAllowed({ ...base, contract_status_id: 5 }, today)).toBe(false);
  });
});

it('formats the human id and the status tone', () => {
  expect(humanContractId(123, 2026)).toBe('TKS-2026-000123');
  expect(statusTone(4)).toBe('success');
  expect(statusTone(5)).toBe('danger');
  expect(statusTone(3)).toBe('warning');
});
