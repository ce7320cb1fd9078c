import { getInspectionAccess, type InspectionAddendumInput } from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { conflict, notFound } from '../../../http/errors.js';
import { inspectionRefusal, type InspectionSubject } from '../access.js';
import { touchReport } from '../inspections-repository.js';
import {
  findAddendum,
  insertAddendum,
  updateDraftAddendum,
  type AddendumRow,
} from './signing-repository.js';

/**
 * Later findings on a signed report: the report itself is never edited again, so they are
 * addenda linked to it. A DRAFT addendum is editable by the report's editors; committing it
 * freezes it.
 */

function assertCanWrite(subject: InspectionSubject): void {
  if (getInspectionAccess(subject.actor) !== 'edit') throw inspectionRefusal('forbidden');
  if (subject.row.status !== 'SIGNED')
    throw conflict('Addenda are added to a signed inspection report only.', 'not_signed');
}

export async function createAddendum(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
  body: InspectionAddendumInput,
): Promise<AddendumRow> {
  assertCanWrite(subject);
  return ctx.db.transaction(async (tx) => {
    const row = await insertAddendum(tx, {
      reportId: subject.row.id,
      text: body.text,
      createdById: auth.user.id,
    });
    await touchReport(tx, subject.row.id);
    return row;
  });
}

async function changeDraft(
  ctx: AppContext,
  subject: InspectionSubject,
  id: number,
  values: Parameters<typeof updateDraftAddendum>[3],
): Promise<AddendumRow> {
  assertCanWrite(subject);
  const found = await findAddendum(ctx.db, subject.row.id, id);
  if (!found) throw notFound('This addendum is not on the inspection report.');
  const row = await updateDraftAddendum(ctx.db, subject.row.id, id, values);
  if (!row)
    throw conflict('This addendum is final and can no longer be changed.', 'addendum_committed');
  return row;
}

export const patchAddendum = (
  ctx: AppContext,
  subject: InspectionSubject,
  id: number,
  body: InspectionAddendumInput,
) => changeDraft(ctx, subject, id, { text: body.text });

export const commitAddendum = (ctx: AppContext, subject: InspectionSubject, id: number) =>
  changeDraft(ctx, subject, id, { status: 'COMMITTED', committedAt: new Date() });
