import {
  CHECKED_INSPECTION_STEPS,
  checkFurnitureStep,
  checkInspectionTransition,
  checkKeysStep,
  checkMeterReadingsStep,
  checkRoomsStep,
  checkSummaryStep,
  INSPECTION_STEP_LIMITS,
  type CheckedInspectionStep,
  type InspectionCommentInput,
  type InspectionKeyInput,
  type MeterCreateInput,
  type MeterReadingPatch,
  type StepProblem,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { conflict, notFound } from '../../http/errors.js';
import type { ContractRow } from '../contracts/contracts-repository.js';
import { inspectionRefusal, type InspectionSubject } from './access.js';
import {
  listReportParts,
  lockReport,
  touchReport,
  type InspectionReportRow,
} from './inspections-repository.js';
import {
  countMeterReadings,
  deleteKeyTransaction,
  insertComment,
  insertKeyTransaction,
  insertMeterReadings,
  listKeyTransactions,
  listMeterReadings,
  updateMeterValue,
  type InspectionCommentRow,
} from './steps-repository.js';

/** A change to a DRAFT report by one of its editors (403 for role R, 409 read_only after). */
export async function withEditableReport<T>(
  ctx: AppContext,
  { row, actor }: InspectionSubject,
  fn: (tx: Tx, current: InspectionReportRow) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockReport(tx, row.id);
    if (!current) throw inspectionRefusal('not_found');
    const check = checkInspectionTransition({ status: current.status, action: 'edit', actor });
    if (!check.ok) throw inspectionRefusal(check.reason);
    const result = await fn(tx, current);
    await touchReport(tx, row.id);
    return result;
  });
}

/**
 * sync-contract's meters: each meter the contract's utilities list that the report does not
 * have yet, with the contract's latest reading beside it. Safe to run again.
 */
export async function syncContractMeters(
  tx: Tx,
  reportId: number,
  contract: ContractRow,
): Promise<number> {
  const have = new Set((await listMeterReadings(tx, reportId)).map((m) => m.meterNumber));
  const fresh = new Map<
    string,
    {
      utility: (typeof contract.utilities)[number]['utility']['tag'];
      value: number;
      readAt: string;
    }
  >();
  for (const utility of contract.utilities)
    for (const reading of utility.meter_readings) {
      if (have.has(reading.meter_number)) continue;
      const known = fresh.get(reading.meter_number);
      if (!known || known.readAt <= reading.read_at)
        fresh.set(reading.meter_number, {
          utility: utility.utility.tag,
          value: reading.value,
          readAt: reading.read_at,
        });
    }
  await insertMeterReadings(
    tx,
    [...fresh].map(([meterNumber, m]) => ({
      reportId,
      utility: m.utility,
      meterNumber,
      value: null,
      previousValue: m.value,
    })),
  );
  return fresh.size;
}

/** POST inspection-reports/{id}/sync-contract/: the contract's meters the report lacks. */
export async function syncMeters(
  ctx: AppContext,
  subject: InspectionSubject,
  contract: ContractRow,
): Promise<void> {
  await withEditableReport(ctx, subject, (tx) => syncContractMeters(tx, subject.row.id, contract));
}

export async function addKeyTransaction(
  ctx: AppContext,
  subject: InspectionSubject,
  body: InspectionKeyInput,
): Promise<void> {
  await withEditableReport(ctx, subject, async (tx) => {
    const existing = await listKeyTransactions(tx, subject.row.id);
    if (existing.length >= INSPECTION_STEP_LIMITS.maxKeyTransactions)
      throw conflict(
        'This report already records as many key transactions as it can hold.',
        'too_many_keys',
      );
    await insertKeyTransaction(tx, {
      reportId: subject.row.id,
      keyType: body.key_type,
      count: body.count,
      recipient: body.recipient,
      recipientName: body.recipient_name,
    });
  });
}

export async function removeKeyTransaction(
  ctx: AppContext,
  subject: InspectionSubject,
  keyId: number,
): Promise<void> {
  await withEditableReport(ctx, subject, async (tx) => {
    if (!(await deleteKeyTransaction(tx, subject.row.id, keyId)))
      throw notFound('This key transaction is not in the inspection report.');
  });
}

export async function addMeter(
  ctx: AppContext,
  subject: InspectionSubject,
  body: MeterCreateInput,
): Promise<void> {
  await withEditableReport(ctx, subject, async (tx) => {
    const meters = await listMeterReadings(tx, subject.row.id);
    if (meters.some((m) => m.meterNumber === body.meter_number))
      throw conflict('This meter is already in the report.', 'meter_exists', {
        meter_number: 'inspection-steps.errors.meter_exists',
      });
    if ((await countMeterReadings(tx, subject.row.id)) >= INSPECTION_STEP_LIMITS.maxMeters)
      throw conflict('This report already lists as many meters as it can hold.', 'too_many_meters');
    await insertMeterReadings(tx, [
      {
        reportId: subject.row.id,
        utility: body.utility,
        meterNumber: body.meter_number,
        value: body.value,
        previousValue: null,
      },
    ]);
  });
}

export async function readMeter(
  ctx: AppContext,
  subject: InspectionSubject,
  readingId: number,
  body: MeterReadingPatch,
): Promise<void> {
  await withEditableReport(ctx, subject, async (tx) => {
    if (!(await updateMeterValue(tx, subject.row.id, readingId, body.value)))
      throw notFound('This meter is not in the inspection report.');
  });
}

export async function addComment(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
  body: InspectionCommentInput,
): Promise<InspectionCommentRow> {
  return withEditableReport(ctx, subject, (tx) =>
    insertComment(tx, {
      reportId: subject.row.id,
      authorId: auth.user.id,
      authorName: auth.user.fullName,
      text: body.text,
    }),
  );
}

export type StepCheck = { step: CheckedInspectionStep; problems: StepProblem[] };

/** SPEC 5's rules, step by step, as the report stands now (the api's word on each step). */
export async function checkSteps(db: Db, reportId: number): Promise<StepCheck[]> {
  const [parts, keys, meters] = await Promise.all([
    listReportParts(db, [reportId]),
    listKeyTransactions(db, reportId),
    listMeterReadings(db, reportId),
  ]);
  const units = parts.units.map((u) => ({
    id: u.id,
    type: u.type,
    subjects: parts.subjects
      .filter((s) => s.unitId === u.id)
      .map((s) => ({ id: s.id, kind: s.kind, condition: s.condition })),
  }));
  const users = parts.users.map((u) => ({
    id: u.id,
    role: u.role,
    isIndividual: u.isIndividual,
    phoneCount: u.phones.length,
    emailCount: u.emails.length,
  }));
  const byStep: Record<CheckedInspectionStep, StepProblem[]> = {
    keys: checkKeysStep(keys.length),
    rooms: checkRoomsStep(units),
    'meter-readings': checkMeterReadingsStep(meters),
    'furniture-and-appliances': checkFurnitureStep(units),
    summary: checkSummaryStep(users),
  };
  return CHECKED_INSPECTION_STEPS.map((step) => ({ step, problems: byStep[step] }));
}
