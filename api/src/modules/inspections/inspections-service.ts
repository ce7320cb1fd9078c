import {
  canCarryForward,
  checkInspectionTransition,
  getCommitProblems,
  getContractAccess,
  getRoomSubjects,
  planUnitRooms,
  type CommitInspection,
  type CreateInspectionUnit,
  type CreateInspectionIssue,
  type CreateInspectionReport,
  type FillUnitConditions,
  type InspectionAction,
  type InspectionIssuePatch,
  type InspectionSubjectPatch,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { publishEvent } from '../events/outbox.js';
import type { ContractSubject } from '../contracts/access.js';
import { listContractParties } from '../contracts/contracts-repository.js';
import { inspectionRefusal, type InspectionSubject } from './access.js';
import {
  countIssuesOfSubject,
  countSignatures,
  deleteUnit,
  nextUnitPosition,
  deleteIssue,
  fillUnitConditions,
  findCommittedMoveIn,
  findIssue,
  findSubject,
  findUnit,
  insertIssues,
  insertReport,
  insertSubjects,
  insertUnit,
  insertUsers,
  listCollaboratorUsers,
  listReportParts,
  listUsersByKennitala,
  lockReport,
  touchReport,
  updateIssue,
  updateReport,
  updateSubject,
  type InspectionReportRow,
} from './inspections-repository.js';
import { carryForward } from './carry-forward.js';
import { syncContractMeters } from './steps-service.js';
import { closeOpenProcess } from './signing/signing-repository.js';

const MAX_ISSUES_PER_SUBJECT = 20;

/** What the report's changes need of the app: its database (the demo seed passes only that). */
type InspectionContext = Pick<AppContext, 'db'>;

/** Runs `fn` on the locked report once domain's machine allows `action` for this actor. */
async function withReport<T>(
  ctx: InspectionContext,
  { row, actor }: InspectionSubject,
  action: InspectionAction,
  fn: (tx: Tx, current: InspectionReportRow) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockReport(tx, row.id);
    if (!current) throw inspectionRefusal('not_found');
    const signatureCount = action === 'uncommit' ? await countSignatures(tx, row.id) : 0;
    const check = checkInspectionTransition({
      status: current.status,
      action,
      actor,
      signatureCount,
    });
    if (!check.ok) throw inspectionRefusal(check.reason);
    const result = await fn(tx, current);
    await touchReport(tx, row.id);
    return result;
  });
}

/**
 * sync-contract: the contract's landlords and tenants (and their agents) become the report's
 * users, collaborators read (R) or act as agents (W), and each unit of the lease becomes the
 * configured rooms with their usual subjects.
 */
/** A room of this type with the configured subjects, after the others. */
async function addRoom(
  tx: Tx,
  reportId: number,
  type: CreateInspectionUnit['type'],
  name: string | null,
  position: number,
) {
  const unit = await insertUnit(tx, { reportId, type, name, position });
  await insertSubjects(
    tx,
    getRoomSubjects(type).map((s, i) => ({
      reportId,
      unitId: unit.id,
      kind: s.kind,
      tag: s.tag,
      position: i,
    })),
  );
  return unit;
}

async function syncContract(tx: Tx, report: InspectionReportRow, contract: ContractSubject) {
  const parties = await listContractParties(tx, [contract.row.id]);
  const kennitolur = parties.flatMap((p) => [p.identifier, ...p.agents.map((a) => a.identifier)]);
  const accounts = await listUsersByKennitala(tx, kennitolur);
  const accountOf = (identifier: string, country: string) =>
    country === 'IS' ? (accounts.get(identifier) ?? null) : null;
  const partyUsers = parties.flatMap((p) => [
    {
      reportId: report.id,
      userId: p.userId ?? accountOf(p.identifier, p.identifierCountry),
      role: p.role === 'landlord' ? ('LL' as const) : ('TN' as const),
      name: p.name,
      isIndividual: p.isIndividual,
      phones: p.phones,
      emails: p.emails,
    },
    ...p.agents.map((a) => ({
      reportId: report.id,
      userId: accountOf(a.identifier, a.identifier_country),
      role: 'AG' as const,
      name: a.name,
      isIndividual: a.is_individual,
      phones: a.phones,
      emails: a.emails,
    })),
  ]);
  const collaborators = (await listCollaboratorUsers(tx, contract.row.id)).map((c) => ({
    reportId: report.id,
    userId: c.userId,
    role: c.accessType === 'W' ? ('AG' as const) : ('R' as const),
    name: c.name,
    isIndividual: true,
    phones: [],
    emails: [{ email: c.email }],
  }));
  await insertUsers(tx, [...partyUsers, ...collaborators]);

  const leaseUnits = contract.row.realEstate?.units ?? [];
  const plans =
    leaseUnits.length > 0
      ? leaseUnits.map((u) => planUnitRooms(u.rooms ?? contract.row.rooms))
      : [planUnitRooms(contract.row.rooms)];
  let position = 0;
  for (const plan of plans)
    for (const type of plan) await addRoom(tx, report.id, type, null, position++);
}

/** POST contracts/{id}/inspection-reports/: a move-in from the contract, a move-out from it. */
export async function createReport(
  ctx: InspectionContext,
  auth: Auth,
  contract: ContractSubject,
  body: CreateInspectionReport,
): Promise<InspectionReportRow> {
  if (getContractAccess(contract.actor) !== 'edit')
    throw forbidden('Only the landlord side of the lease may start an inspection report.');
  if (contract.row.status === 'draft')
    throw conflict(
      'Commit the rental contract before its inspection report is made.',
      'contract_not_committed',
    );
  const moveIn =
    body.kind === 'move_out' ? await findCommittedMoveIn(ctx.db, contract.row.id) : undefined;
  if (body.kind === 'move_out' && (!moveIn || !canCarryForward(moveIn.status)))
    throw conflict(
      'A move-out report starts from the committed move-in report, and there is none yet.',
      'no_move_in',
    );
  return ctx.db.transaction(async (tx) => {
    const report = await insertReport(tx, {
      contractId: contract.row.id,
      kind: body.kind,
      previousReportId: moveIn?.id ?? null,
      createdById: auth.user.id,
    });
    if (moveIn) await carryForward(tx, moveIn, report);
    else await syncContract(tx, report, contract);
    await syncContractMeters(tx, report.id, contract.row);
    await publishEvent(tx, 'inspection.created', {
      report_id: report.id,
      contract_id: contract.row.id,
      actor_id: auth.user.id,
    });
    return report;
  });
}

export async function patchSubject(
  ctx: InspectionContext,
  subject: InspectionSubject,
  subjectId: number,
  body: InspectionSubjectPatch,
): Promise<void> {
  await withReport(ctx, subject, 'edit', async (tx) => {
    const found = await findSubject(tx, subject.row.id, subjectId);
    if (!found) throw notFound('This subject is not in the inspection report.');
    await updateSubject(tx, found.id, body);
  });
}

export async function fillConditions(
  ctx: InspectionContext,
  subject: InspectionSubject,
  unitId: number,
  body: FillUnitConditions,
): Promise<void> {
  await withReport(ctx, subject, 'edit', async (tx) => {
    if (!(await findUnit(tx, subject.row.id, unitId)))
      throw notFound('This room is not in the inspection report.');
    await fillUnitConditions(tx, subject.row.id, unitId, body.condition);
  });
}

export async function createIssue(
  ctx: InspectionContext,
  auth: Auth,
  subject: InspectionSubject,
  body: CreateInspectionIssue,
) {
  return withReport(ctx, subject, 'edit', async (tx) => {
    const found = await findSubject(tx, subject.row.id, body.subject_id);
    if (!found)
      throw badRequest('This subject is not in the inspection report.', {
        subject_id: 'validation.inspections.subject',
      });
    if ((await countIssuesOfSubject(tx, found.id)) >= MAX_ISSUES_PER_SUBJECT)
      throw badRequest('This subject has as many issues as it may.', {
        subject_id: 'inspections.errors.too_many_issues',
      });
    const [issue] = await insertIssues(tx, [
      {
        reportId: subject.row.id,
        subjectId: found.id,
        description: body.description,
        severity: body.severity,
        responsibility: body.responsibility,
        createdById: auth.user.id,
      },
    ]);
    return issue!;
  });
}

export async function patchIssue(
  ctx: InspectionContext,
  subject: InspectionSubject,
  issueId: number,
  body: InspectionIssuePatch,
) {
  return withReport(ctx, subject, 'edit', async (tx) => {
    const found = await findIssue(tx, subject.row.id, issueId);
    if (!found) throw notFound('This issue is not in the inspection report.');
    return updateIssue(tx, found.id, body);
  });
}

export async function removeIssue(
  ctx: InspectionContext,
  subject: InspectionSubject,
  issueId: number,
) {
  await withReport(ctx, subject, 'edit', async (tx) => {
    const found = await findIssue(tx, subject.row.id, issueId);
    if (!found) throw notFound('This issue is not in the inspection report.');
    await deleteIssue(tx, found.id);
  });
}

/** Commit (sign_type): every SPEC 5 rule must pass; the report is read-only from then on. */
export async function commitReport(
  ctx: InspectionContext,
  auth: Auth,
  subject: InspectionSubject,
  body: CommitInspection,
): Promise<InspectionReportRow> {
  return withReport(ctx, subject, 'commit', async (tx) => {
    const parts = await listReportParts(tx, [subject.row.id]);
    const problems = getCommitProblems(
      parts.units.map((u) => ({
        id: u.id,
        type: u.type,
        subjects: parts.subjects.filter((s) => s.unitId === u.id),
      })),
      parts.users.map((u) => ({
        id: u.id,
        role: u.role,
        isIndividual: u.isIndividual,
        phoneCount: u.phones.length,
        emailCount: u.emails.length,
      })),
    );
    if (problems.length > 0)
      throw badRequest(
        'Finish the report before committing it: every subject needs a condition.',
        Object.fromEntries(problems.map((p) => [p.path, p.code])),
        'report_incomplete',
      );
    const row = await updateReport(tx, subject.row.id, {
      status: 'SIGNING',
      signType: body.sign_type,
      committedAt: new Date(),
    });
    await publishEvent(tx, 'inspection.committed', {
      report_id: row.id,
      actor_id: auth.user.id,
    });
    return row;
  });
}

export async function uncommitReport(
  ctx: InspectionContext,
  subject: InspectionSubject,
): Promise<InspectionReportRow> {
  return withReport(ctx, subject, 'uncommit', async (tx) => {
    const row = await updateReport(tx, subject.row.id, {
      status: 'DRAFT',
      signType: null,
      committedAt: null,
    });
    // Nobody has signed (the machine said so): the signing process, if started, is over.
    await closeOpenProcess(tx, subject.row.id);
    await publishEvent(tx, 'inspection.uncommitted', { report_id: row.id });
    return row;
  });
}

/** POST units/: a room the contract did not list (a storage room, a second bathroom...). */
export async function createUnit(
  ctx: InspectionContext,
  subject: InspectionSubject,
  body: CreateInspectionUnit,
): Promise<void> {
  await withReport(ctx, subject, 'edit', async (tx) => {
    const position = await nextUnitPosition(tx, subject.row.id);
    await addRoom(tx, subject.row.id, body.type, body.name, position);
  });
}

/** DELETE units/{id}/: a room that is not there, with its subjects and their issues. */
export async function removeUnit(
  ctx: InspectionContext,
  subject: InspectionSubject,
  unitId: number,
): Promise<void> {
  await withReport(ctx, subject, 'edit', async (tx) => {
    if (!(await findUnit(tx, subject.row.id, unitId)))
      throw notFound('This room is not in the inspection report.');
    await deleteUnit(tx, unitId);
  });
}
