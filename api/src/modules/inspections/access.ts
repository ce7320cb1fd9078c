import { getInspectionAccess, type InspectionActor, type InspectionRefusal } from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import { defineSubject } from '../../http/access.js';
import { conflict, forbidden, notFound, type ApiError } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { findReport, listUserRoles, type InspectionReportRow } from './inspections-repository.js';

/** A report and who is asking, as domain's machine judges them. */
export type InspectionSubject = { row: InspectionReportRow; actor: InspectionActor };

const NOT_FOUND = 'This inspection report was not found.';

export async function loadInspectionSubject(
  ctx: AppContext,
  auth: Auth,
  id: number,
): Promise<InspectionSubject> {
  const row = await findReport(ctx.db, id);
  if (!row) throw notFound(NOT_FOUND);
  const actor = {
    isStaff: auth.user.isStaff,
    roles: await listUserRoles(ctx.db, row.id, auth.user.id),
  };
  if (getInspectionAccess(actor) === 'none') throw notFound(NOT_FOUND);
  return { row, actor };
}

/** `inspection-reports/{id}/`: 404 to anyone who is not one of its users or staff. */
export const inspectionSubject = defineSubject(
  'inspection report',
  'id',
  dbIdParam,
  loadInspectionSubject,
);

const REFUSAL_TEXT: Record<InspectionRefusal, string> = {
  not_found: NOT_FOUND,
  forbidden: 'Your role on this inspection report lets you read it, not change it.',
  read_only: 'This inspection report has been committed for signing and can no longer be changed.',
  already_signed: 'Someone has already signed, so the inspection report cannot be reopened.',
};

/** domain's refusal as the api's answer; the code is `inspections.errors.<reason>`'s reason. */
export function inspectionRefusal(reason: InspectionRefusal): ApiError {
  const text = REFUSAL_TEXT[reason];
  if (reason === 'not_found') return notFound(text);
  if (reason === 'forbidden') return forbidden(text);
  return conflict(text, reason);
}
