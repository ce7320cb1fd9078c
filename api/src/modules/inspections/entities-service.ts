import {
  getInspectionEntityPatchErrors,
  INSPECTION_ENTITY_LIMITS,
  type InspectionEntityPatch,
  type ReportEntityInput,
} from '@leiga/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { inspectionUsers } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { InspectionSubject } from './access.js';
import type { InspectionUserRow } from './inspections-repository.js';
import { withEditableReport } from './steps-service.js';

type Reader = Pick<Db, 'select'>;
type Contacts = Pick<ReportEntityInput, 'phones' | 'emails'>;

const NOT_ON_REPORT = 'This person is not on the inspection report.';
// Stored without the ids a client may send along: the report keeps its own copy of each contact.
const toPhones = (phones: Contacts['phones']) =>
  phones.map(({ country_code, number }) => ({ country_code, number }));
const toEmails = (emails: Contacts['emails']) => emails.map(({ email }) => ({ email }));

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
      phones: toPhones(body.phones),
      emails: toEmails(body.emails),
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
    if (!entity) throw notFound(NOT_ON_REPORT);
    if (entity.role === 'LL' && existing.filter((e) => e.role === 'LL').length === 1)
      throw conflict('The inspection report needs at least one landlord.', 'last_landlord');
    await tx
      .delete(inspectionUsers)
      .where(and(eq(inspectionUsers.reportId, subject.row.id), eq(inspectionUsers.id, entityId)));
  });
}

/**
 * Changes a person on a DRAFT report (403 for role R, 409 read_only once committed, 404 for one
 * who is not on this report). Fields left out stay; phones and e-mails given replace the lists.
 * The role stays, so an agent stays an individual (SPEC 5).
 */
export async function updateReportEntity(
  ctx: AppContext,
  subject: InspectionSubject,
  entityId: number,
  body: InspectionEntityPatch,
): Promise<void> {
  await withEditableReport(ctx, subject, async (tx) => {
    const where = and(
      eq(inspectionUsers.reportId, subject.row.id),
      eq(inspectionUsers.id, entityId),
    );
    const [entity] = await tx.select().from(inspectionUsers).where(where).limit(1);
    if (!entity) throw notFound(NOT_ON_REPORT);
    const fields = getInspectionEntityPatchErrors(entity, body);
    if (Object.keys(fields).length > 0)
      throw badRequest('An agent on the report must be an individual, not a company.', fields);
    const change = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.is_individual !== undefined && { isIndividual: body.is_individual }),
      ...(body.phones && { phones: toPhones(body.phones) }),
      ...(body.emails && { emails: toEmails(body.emails) }),
    };
    if (Object.keys(change).length > 0) await tx.update(inspectionUsers).set(change).where(where);
  });
}
