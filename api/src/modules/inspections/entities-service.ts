import { INSPECTION_ENTITY_LIMITS, type ReportEntityInput } from '@leiga/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { inspectionUsers } from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import type { InspectionSubject } from './access.js';
import type { InspectionUserRow } from './inspections-repository.js';
import { withEditableReport } from './steps-service.js';

type Reader = Pick<Db, 'select'>;

/** The people on a report in the order they were added. */
export async function listReportEntities(
  db: Reader,
  reportId: number,
): Promise<InspectionUserRow[]> {
  return db
    .select()
    .from(inspectionUsers)
    .where(eq(inspectionUsers.reportId, reportId))
    .orderBy(asc(inspectionUsers.id));
}

/** Adds a person to a DRAFT report (403 for role R, 409 read_only once committed). */
export async function addReportEntity(
  ctx: AppContext,
  subject: InspectionSubject,
  body: ReportEntityInput,
): Promise<void> {
  await withEditableReport(ctx, subject, async (tx) => {
    const existing = await listReportEntities(tx, subject.row.id);
    if (existing.length >= INSPECTION_ENTITY_LIMITS.maxEntities)
      throw conflict(
        'This report already lists as many people as it can hold.',
        'too_many_entities',
      );
    await tx.insert(inspectionUsers).values({
      reportId: subject.row.id,
      role: body.role,
      name: body.name,
      isIndividual: body.is_individual,
      phones: body.phones.map(({ country_code, number }) => ({ country_code, number })),
      emails: body.emails.map(({ email }) => ({ email })),
    });
  });
}

/** Removes a person from a DRAFT report; the last landlord stays (409 last_landlord). */
export async function removeReportEntity(
  ctx: AppContext,
  subject: InspectionSubject,
  entityId: number,
): Promise<void> {
  await withEditableReport(ctx, subject, async (tx) => {
    const existing = await listReportEntities(tx, subject.row.id);
    const entity = existing.find((e) => e.id === entityId);
    if (!entity) throw notFound('This person is not on the inspection report.');
    if (entity.role === 'LL' && existing.filter((e) => e.role === 'LL').length === 1)
      throw conflict('The inspection report needs at least one landlord.', 'last_landlord');
    await tx
      .delete(inspectionUsers)
      .where(and(eq(inspectionUsers.reportId, subject.row.id), eq(inspectionUsers.id, entityId)));
  });
}
