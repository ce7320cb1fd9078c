import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/reads.js';
import {
  contractCollaborators,
  inspectionIssues,
  inspectionReports,
  inspectionSubjects,
  inspectionUnits,
  inspectionUsers,
  users,
} from '../../db/schema/index.js';
import type { UserRow } from '../../context.js';

export type InspectionReportRow = typeof inspectionReports.$inferSelect;
export type InspectionUserRow = typeof inspectionUsers.$inferSelect;
export type InspectionUnitRow = typeof inspectionUnits.$inferSelect;
export type InspectionSubjectRow = typeof inspectionSubjects.$inferSelect;
export type InspectionIssueRow = typeof inspectionIssues.$inferSelect;
type Reader = Pick<Db, 'select' | 'selectDistinct'>;
type Writer = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;

/** Everything a report holds, read in five queries for any number of reports. */
export type ReportParts = {
  users: InspectionUserRow[];
  units: InspectionUnitRow[];
  subjects: InspectionSubjectRow[];
  issues: InspectionIssueRow[];
};

export async function findReport(db: Reader, id: number): Promise<InspectionReportRow | undefined> {
  const [row] = await db.select().from(inspectionReports).where(eq(inspectionReports.id, id));
  return row;
}

export async function lockReport(tx: Tx, id: number): Promise<InspectionReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(inspectionReports)
    .where(eq(inspectionReports.id, id))
    .for('update');
  return row;
}

/** The roles the user holds on the report (none: not one of its users). */
export async function listUserRoles(
  db: Reader,
  reportId: number,
  userId: number,
): Promise<InspectionUserRow['role'][]> {
  const rows = await db
    .selectDistinct({ role: inspectionUsers.role })
    .from(inspectionUsers)
    .where(and(eq(inspectionUsers.reportId, reportId), eq(inspectionUsers.userId, userId)));
  return rows.map((r) => r.role);
}

/** Reports the user is a user of; staff see all. */
function visibleTo(user: UserRow): SQL | undefined {
  if (user.isStaff) return undefined;
  return sql`${inspectionReports.id} in (select ${inspectionUsers.reportId} from ${inspectionUsers} where ${inspectionUsers.userId} = ${user.id})`;
}

export async function pageReports(
  db: Reader,
  user: UserRow,
  q: { page: number; page_size: number; contractId?: number },
): Promise<{ total: number; rows: InspectionReportRow[] }> {
  const where = and(
    visibleTo(user),
    q.contractId === undefined ? undefined : eq(inspectionReports.contractId, q.contractId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inspectionReports)
      .where(where)
      .orderBy(desc(inspectionReports.updatedAt), desc(inspectionReports.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ value: count() }).from(inspectionReports).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function listReportParts(
  db: Reader,
  reportIds: readonly number[],
): Promise<ReportParts> {
  const ids = [...reportIds];
  if (ids.length === 0) return { users: [], units: [], subjects: [], issues: [] };
  const [usersOf, units, subjects, issues] = await readTogether(db, [
    () =>
      db
        .select()
        .from(inspectionUsers)
        .where(inArray(inspectionUsers.reportId, ids))
        .orderBy(asc(inspectionUsers.id)),
    () =>
      db
        .select()
        .from(inspectionUnits)
        .where(inArray(inspectionUnits.reportId, ids))
        .orderBy(asc(inspectionUnits.position), asc(inspectionUnits.id)),
    () =>
      db
        .select()
        .from(inspectionSubjects)
        .where(inArray(inspectionSubjects.reportId, ids))
        .orderBy(asc(inspectionSubjects.position), asc(inspectionSubjects.id)),
    () =>
      db
        .select()
        .from(inspectionIssues)
        .where(inArray(inspectionIssues.reportId, ids))
        .orderBy(asc(inspectionIssues.id)),
  ]);
  return { users: usersOf, units, subjects, issues };
}

/** The newest committed move-in of a contract: what a move-out starts from. */
export async function findCommittedMoveIn(
  db: Reader,
  contractId: number,
): Promise<InspectionReportRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionReports)
    .where(
      and(
        eq(inspectionReports.contractId, contractId),
        eq(inspectionReports.kind, 'move_in'),
        isNotNull(inspectionReports.committedAt),
      ),
    )
    .orderBy(desc(inspectionReports.committedAt))
    .limit(1);
  return row;
}

/** Accounts by kennitala: a party named by kennitala gets the account that holds it. */
export async function listUsersByKennitala(
  db: Reader,
  kennitolur: readonly string[],
): Promise<Map<string, number>> {
  const list = [...new Set(kennitolur)].filter(Boolean);
  if (list.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, kt: users.icelandicId })
    .from(users)
    .where(inArray(users.icelandicId, list));
  return new Map(rows.flatMap((r) => (r.kt ? [[r.kt, r.id] as const] : [])));
}

export async function listCollaboratorUsers(db: Reader, contractId: number) {
  return db
    .select({
      userId: contractCollaborators.userId,
      accessType: contractCollaborators.accessType,
      name: users.fullName,
      email: users.email,
    })
    .from(contractCollaborators)
    .innerJoin(users, eq(users.id, contractCollaborators.userId))
    .where(eq(contractCollaborators.contractId, contractId));
}

export async function insertReport(tx: Writer, values: typeof inspectionReports.$inferInsert) {
  const [row] = await tx.insert(inspectionReports).values(values).returning();
  return row!;
}

export async function updateReport(
  tx: Writer,
  id: number,
  values: Partial<typeof inspectionReports.$inferInsert>,
): Promise<InspectionReportRow> {
  const [row] = await tx
    .update(inspectionReports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inspectionReports.id, id))
    .returning();
  return row!;
}

export async function insertUsers(tx: Writer, values: (typeof inspectionUsers.$inferInsert)[]) {
  if (values.length > 0) await tx.insert(inspectionUsers).values(values);
}

export async function insertUnit(tx: Writer, values: typeof inspectionUnits.$inferInsert) {
  const [row] = await tx.insert(inspectionUnits).values(values).returning();
  return row!;
}

export async function insertSubjects(
  tx: Writer,
  values: (typeof inspectionSubjects.$inferInsert)[],
): Promise<InspectionSubjectRow[]> {
  if (values.length === 0) return [];
  return tx.insert(inspectionSubjects).values(values).returning();
}

export async function findSubject(db: Reader, reportId: number, id: number) {
  const [row] = await db
    .select()
    .from(inspectionSubjects)
    .where(and(eq(inspectionSubjects.id, id), eq(inspectionSubjects.reportId, reportId)));
  return row;
}

export async function updateSubject(
  tx: Writer,
  id: number,
  values: Partial<typeof inspectionSubjects.$inferInsert>,
): Promise<void> {
  await tx
    .update(inspectionSubjects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inspectionSubjects.id, id));
}

/** Every subject of a unit still without a condition gets one; how many did. */
export async function fillUnitConditions(
  tx: Writer,
  reportId: number,
  unitId: number,
  condition: NonNullable<InspectionSubjectRow['condition']>,
): Promise<number> {
  const rows = await tx
    .update(inspectionSubjects)
    .set({ condition, updatedAt: new Date() })
    .where(
      and(
        eq(inspectionSubjects.reportId, reportId),
        eq(inspectionSubjects.unitId, unitId),
        sql`${inspectionSubjects.condition} is null`,
      ),
    )
    .returning({ id: inspectionSubjects.id });
  return rows.length;
}

export async function findUnit(db: Reader, reportId: number, id: number) {
  const [row] = await db
    .select()
    .from(inspectionUnits)
    .where(and(eq(inspectionUnits.id, id), eq(inspectionUnits.reportId, reportId)));
  return row;
}

export async function insertIssues(
  tx: Writer,
  values: (typeof inspectionIssues.$inferInsert)[],
): Promise<InspectionIssueRow[]> {
  if (values.length === 0) return [];
  return tx.insert(inspectionIssues).values(values).returning();
}

export async function findIssue(db: Reader, reportId: number, id: number) {
  const [row] = await db
    .select()
    .from(inspectionIssues)
    .where(and(eq(inspectionIssues.id, id), eq(inspectionIssues.reportId, reportId)));
  return row;
}

export async function countIssuesOfSubject(db: Reader, subjectId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(inspectionIssues)
    .where(eq(inspectionIssues.subjectId, subjectId));
  return row?.value ?? 0;
}

export async function updateIssue(
  tx: Writer,
  id: number,
  values: Partial<typeof inspectionIssues.$inferInsert>,
): Promise<InspectionIssueRow> {
  const [row] = await tx
    .update(inspectionIssues)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inspectionIssues.id, id))
    .returning();
  return row!;
}

export async function deleteIssue(tx: Writer, id: number): Promise<void> {
  await tx.delete(inspectionIssues).where(eq(inspectionIssues.id, id));
}

export async function countSignatures(db: Reader, reportId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(inspectionUsers)
    .where(and(eq(inspectionUsers.reportId, reportId), isNotNull(inspectionUsers.signedAt)));
  return row?.value ?? 0;
}

/** Any change to a report's content moves its updated_at (the lists sort by it). */
export async function touchReport(tx: Writer, id: number): Promise<void> {
  await tx
    .update(inspectionReports)
    .set({ updatedAt: new Date() })
    .where(eq(inspectionReports.id, id));
}

export async function listReportsVisibleByIds(
  db: Reader,
  user: UserRow,
  ids: readonly number[],
): Promise<InspectionReportRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(inspectionReports)
    .where(and(inArray(inspectionReports.id, [...ids]), visibleTo(user)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function nextUnitPosition(db: Reader, reportId: number): Promise<number> {
  const [row] = await db
    .select({
      value: sql<number>`coalesce(max(${inspectionUnits.position}) + 1, 0)`.mapWith(Number),
    })
    .from(inspectionUnits)
    .where(eq(inspectionUnits.reportId, reportId));
  return row?.value ?? 0;
}

export async function deleteUnit(tx: Writer, id: number): Promise<void> {
  await tx.delete(inspectionUnits).where(eq(inspectionUnits.id, id));
}
