// Which inspections a contract has, and which form is due now (src/domain/inspection.ts).
import { exitInspectionAllowed } from '../../src/domain/contract-status.ts';
import { today } from '../../src/domain/dates.ts';
import { dueInspection, type InspectionKind } from '../../src/domain/inspection.ts';
import type { DB } from '../db/connect.ts';

export interface InspectionState {
  entryInspection: { id: number; submitted_at: Date } | null;
  exitInspection: { id: number; submitted_at: Date } | null;
  exitInspectionAllow: boolean;
  due: InspectionKind | null;
}

export async function inspectionState(
  db: DB,
  contract: { id: number; contract_status_id: number; check_out: string },
): Promise<InspectionState> {
  const rows = await db
    .selectFrom('inspections')
    .select(['id', 'kind', 'submitted_at'])
    .where('contract_id', '=', contract.id)
    .execute();
  const pick = (kind: InspectionKind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? { id: row.id, submitted_at: row.submitted_at } : null;
  };
  const entryInspection = pick('check_in');
  const exitInspection = pick('check_out');
  const exitInspectionAllow = exitInspectionAllowed(
    { ...contract, hasEntryInspection: entryInspection !== null },
    today(),
  );
  return {
    entryInspection,
    exitInspection,
    exitInspectionAllow,
    due: dueInspection({ entryInspection, exitInspection, exitInspectionAllow }),
  };
}
