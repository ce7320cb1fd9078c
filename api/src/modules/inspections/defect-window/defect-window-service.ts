import { and, inArray, isNull } from 'drizzle-orm';
import {
  formatTenantDefect,
  getDefectWindowEnd,
  getDefectWindowRefusal,
  type TenantDefectInput,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { users } from '../../../db/schema/index.js';
import { ApiError, conflict } from '../../../http/errors.js';
import type { DeliveredEvent } from '../../events/outbox.js';
import { findContractTitle } from '../../notifications/recipients-repository.js';
import { deliverNotification } from '../../notifications/notifications-service.js';
import type { InspectionSubject } from '../access.js';
import {
  findReport,
  listReportParts,
  touchReport,
  type InspectionReportRow,
} from '../inspections-repository.js';
import {
  findLatestProcess,
  insertAddendum,
  type AddendumRow,
} from '../signing/signing-repository.js';
import { createDefectWindowToken, verifyDefectWindowToken } from './defect-window-links.js';

/** When the report was signed: the end of its signing process. */
async function findSignedAt(ctx: AppContext, report: InspectionReportRow): Promise<Date | null> {
  if (report.status !== 'SIGNED') return null;
  return (await findLatestProcess(ctx.db, report.id))?.endedAt ?? null;
}

/** The path of the tenant's page behind the link. */
export const defectWindowPath = (reportId: number, token: string) =>
  `/tenants/inspection-reports/${reportId}/defects?token=${encodeURIComponent(token)}`;

/** One per tenant per report, whatever delivers the event again: the key names only the report. */
export const defectWindowDedupeKey = (reportId: number) => `inspection-defect-window:${reportId}`;

/**
 * A signed move-in report: each tenant with an account gets the link to add defects, by SMS,
 * e-mail, push and in the app. The link is theirs alone and expires when the window closes.
 */
export async function sendDefectWindowLinks(
  ctx: AppContext,
  report: InspectionReportRow,
): Promise<void> {
  if (report.kind !== 'move_in') return;
  const signedAt = await findSignedAt(ctx, report);
  if (!signedAt) return;
  const endsAt = getDefectWindowEnd(signedAt, ctx.config.inspectionDefectWindowDays);
  if (endsAt.getTime() <= Date.now()) return;
  const { users: people } = await listReportParts(ctx.db, [report.id]);
  const ids = [
    ...new Set(people.flatMap((u) => (u.role === 'TN' && u.userId !== null ? [u.userId] : []))),
  ];
  if (ids.length === 0) return;
  const tenants = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  const title = (await findContractTitle(ctx.db, report.contractId)) ?? `#${report.id}`;
  for (const { id } of tenants) {
    const token = await createDefectWindowToken(ctx.db, report.id, id, endsAt);
    await deliverNotification(ctx, {
      userId: id,
      type: 'inspection_defect_window',
      dedupeKey: defectWindowDedupeKey(report.id),
      targetPath: defectWindowPath(report.id, token),
      data: { title },
    });
  }
}

/** `inspection.signed`: delivered at least once; the dedupe key sends each link once. */
export function registerDefectWindowConsumers(ctx: AppContext): void {
  ctx.events.on(
    'inspection.signed',
    async (payload: Record<string, unknown>, _: DeliveredEvent) => {
      const report = await findReport(ctx.db, Number(payload['report_id']));
      if (report?.status === 'SIGNED') await sendDefectWindowLinks(ctx, report);
    },
  );
}

const LINK_INVALID = new ApiError(
  403,
  'defect_link_invalid',
  'This defect link is not valid for you. Open the link you were sent while signed in.',
);
const WINDOW_CLOSED = 'The window to add defects to this move-in report has closed.';

export type DefectWindowState = { open: boolean; ends_at: string | null; code: string | null };

/** The window as the tenant holding the link sees it; refusals as the api answers them. */
async function checkWindow(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
  token: string,
  now: Date,
): Promise<{ endsAt: Date | null; refusal: ApiError | null }> {
  if (!subject.actor.roles.includes('TN')) return { endsAt: null, refusal: LINK_INVALID };
  const link = await verifyDefectWindowToken(ctx.db, token, now);
  if (!link.ok && link.reason === 'invalid') return { endsAt: null, refusal: LINK_INVALID };
  if (link.ok && (link.reportId !== subject.row.id || link.userId !== auth.user.id))
    return { endsAt: null, refusal: LINK_INVALID };
  const signedAt = await findSignedAt(ctx, subject.row);
  const days = ctx.config.inspectionDefectWindowDays;
  const endsAt = signedAt ? getDefectWindowEnd(signedAt, days) : null;
  const reason = link.ok
    ? getDefectWindowRefusal({ ...subject.row, signedAt }, now, days)
    : 'defect_window_closed';
  if (reason === null) return { endsAt, refusal: null };
  const text =
    reason === 'defect_window_closed'
      ? WINDOW_CLOSED
      : reason === 'not_move_in'
        ? 'Defects are added this way to a move-in report only.'
        : 'The move-in report is not signed yet.';
  return { endsAt, refusal: conflict(text, reason) };
}

/** GET inspection-reports/{id}/defect-window/?token=: whether the tenant may add defects. */
export async function getDefectWindow(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
  token: string,
  now = new Date(),
): Promise<DefectWindowState> {
  const { endsAt, refusal } = await checkWindow(ctx, auth, subject, token, now);
  if (refusal?.statusCode === 403) throw refusal;
  return {
    open: refusal === null,
    ends_at: endsAt?.toISOString() ?? null,
    code: refusal?.code ?? null,
  };
}

/** Throws the refusal unless the tenant holding the link may add defects now. */
export async function assertDefectWindowOpen(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
  token: string,
  now: Date,
): Promise<void> {
  const { refusal } = await checkWindow(ctx, auth, subject, token, now);
  if (refusal) throw refusal;
}

/** POST inspection-reports/{id}/defect-window/: the defect joins the report as a final addendum. */
export async function addTenantDefect(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
  body: TenantDefectInput,
  now = new Date(),
): Promise<AddendumRow> {
  await assertDefectWindowOpen(ctx, auth, subject, body.token, now);
  return ctx.db.transaction(async (tx) => {
    const row = await insertAddendum(tx, {
      reportId: subject.row.id,
      text: formatTenantDefect(body),
      createdById: auth.user.id,
      status: 'COMMITTED',
      committedAt: now,
    });
    await touchReport(tx, subject.row.id);
    return row;
  });
}
