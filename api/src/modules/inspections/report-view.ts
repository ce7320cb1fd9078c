import { getInspectionAccess, isInspectionEditable, type InspectionActor } from '@leiga/domain';
import type { UserRow } from '../../context.js';
import type { Db } from '../../db/client.js';
import { listContractsByIds } from '../contracts/contracts-repository.js';
import {
  listReportParts,
  type InspectionIssueRow,
  type InspectionReportRow,
  type InspectionSubjectRow,
  type InspectionUnitRow,
  type InspectionUserRow,
  type ReportParts,
} from './inspections-repository.js';

const moment = (d: Date | null) => (d ? d.toISOString() : null);

export const toUser = (u: InspectionUserRow) => ({
  id: u.id,
  user_id: u.userId,
  role: u.role,
  name: u.name,
  is_individual: u.isIndividual,
  phones: u.phones,
  emails: u.emails,
  signed_at: moment(u.signedAt),
});

export const toIssue = (i: InspectionIssueRow) => ({
  id: i.id,
  subject_id: i.subjectId,
  description: i.description,
  severity: i.severity,
  responsibility: i.responsibility,
  is_carried: i.isCarried,
  created_at: i.createdAt.toISOString(),
});

const toSubject = (s: InspectionSubjectRow, issues: readonly InspectionIssueRow[]) => ({
  id: s.id,
  unit_id: s.unitId,
  kind: s.kind,
  tag: s.tag,
  name: s.name,
  condition: s.condition,
  note: s.note,
  previous_condition: s.previousCondition,
  is_carried: s.carriedFromSubjectId !== null,
  issues: issues.filter((i) => i.subjectId === s.id).map(toIssue),
});

const toUnit = (u: InspectionUnitRow, parts: ReportParts) => ({
  id: u.id,
  type: u.type,
  name: u.name,
  position: u.position,
  subjects: parts.subjects.filter((s) => s.unitId === u.id).map((s) => toSubject(s, parts.issues)),
});

function partsOf(parts: ReportParts, reportId: number): ReportParts {
  return {
    users: parts.users.filter((u) => u.reportId === reportId),
    units: parts.units.filter((u) => u.reportId === reportId),
    subjects: parts.subjects.filter((s) => s.reportId === reportId),
    issues: parts.issues.filter((i) => i.reportId === reportId),
  };
}

export type ReportView = ReturnType<typeof toReport>;

function toReport(
  row: InspectionReportRow,
  parts: ReportParts,
  viewer: UserRow,
  address: { street: string; postal_code: string } | null,
  withUnits: boolean,
) {
  const actor: InspectionActor = {
    isStaff: viewer.isStaff,
    roles: parts.users.filter((u) => u.userId === viewer.id).map((u) => u.role),
  };
  const canEdit = getInspectionAccess(actor) === 'edit';
  return {
    id: row.id,
    contract_id: row.contractId,
    kind: row.kind,
    status: row.status,
    sign_type: row.signType,
    committed_at: moment(row.committedAt),
    previous_report_id: row.previousReportId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    address,
    viewer_roles: [...actor.roles],
    viewer_can_edit: canEdit && isInspectionEditable(row.status),
    viewer_can_uncommit: canEdit && row.status === 'SIGNING',
    issue_count: parts.issues.length,
    users: parts.users.map(toUser),
    ...(withUnits ? { units: parts.units.map((u) => toUnit(u, parts)) } : {}),
  };
}

/**
 * Reports as the api sends them: their parts and contract addresses in six queries for any
 * number. The lists leave the rooms out (`with_units`), the report page reads them whole.
 */
export async function loadReports(
  db: Db,
  rows: readonly InspectionReportRow[],
  viewer: UserRow,
  withUnits: boolean,
): Promise<ReportView[]> {
  const [parts, contracts] = await Promise.all([
    listReportParts(
      db,
      rows.map((r) => r.id),
    ),
    listContractsByIds(db, [...new Set(rows.map((r) => r.contractId))]),
  ]);
  const addresses = new Map(contracts.map((c) => [c.id, c.realEstate?.address ?? null]));
  return rows.map((row) =>
    toReport(row, partsOf(parts, row.id), viewer, addresses.get(row.contractId) ?? null, withUnits),
  );
}

export async function loadReport(
  db: Db,
  row: InspectionReportRow,
  viewer: UserRow,
): Promise<ReportView> {
  const [view] = await loadReports(db, [row], viewer, true);
  return view!;
}
