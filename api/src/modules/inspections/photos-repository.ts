import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inspectionPhotos, inspectionReports, inspectionUsers } from '../../db/schema/index.js';
import type { UserRow } from '../../context.js';

export type InspectionPhotoRow = typeof inspectionPhotos.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Tx, 'insert' | 'delete' | 'select'>;

/** Photos of reports the user is a user of; staff see all. */
function visibleTo(user: UserRow): SQL | undefined {
  if (user.isStaff) return undefined;
  return sql`${inspectionPhotos.reportId} in (select ${inspectionUsers.reportId} from ${inspectionUsers} where ${inspectionUsers.userId} = ${user.id})`;
}

export async function countPhotosOfReport(db: Reader, reportId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(inspectionPhotos)
    .where(eq(inspectionPhotos.reportId, reportId));
  return row?.value ?? 0;
}

/** The issues' photos, oldest first: where the report's PDF reads their thumbnails. */
export async function listPhotosOfIssues(
  db: Reader,
  issueIds: readonly number[],
): Promise<Pick<InspectionPhotoRow, 'id' | 'issueId' | 'storageKey' | 'thumbnailKey'>[]> {
  if (issueIds.length === 0) return [];
  return db
    .select({
      id: inspectionPhotos.id,
      issueId: inspectionPhotos.issueId,
      storageKey: inspectionPhotos.storageKey,
      thumbnailKey: inspectionPhotos.thumbnailKey,
    })
    .from(inspectionPhotos)
    .where(inArray(inspectionPhotos.issueId, [...issueIds]))
    .orderBy(asc(inspectionPhotos.id));
}

export async function listPhotosOfReport(
  db: Reader,
  reportId: number,
): Promise<InspectionPhotoRow[]> {
  return db
    .select()
    .from(inspectionPhotos)
    .where(eq(inspectionPhotos.reportId, reportId))
    .orderBy(asc(inspectionPhotos.id));
}

export type PhotoOwnerIds = {
  reportIds: readonly number[];
  unitIds: readonly number[];
  subjectIds: readonly number[];
  issueIds: readonly number[];
};

/**
 * The batch read: every photo of the reports, the room's own photos of the units, the subject's
 * own of the subjects and the issue's of the issues, of reports this user sees, in one query.
 */
export async function listPhotosByOwners(
  db: Reader,
  user: UserRow,
  ids: PhotoOwnerIds,
): Promise<InspectionPhotoRow[]> {
  const p = inspectionPhotos;
  const owners: SQL[] = [];
  if (ids.reportIds.length > 0) owners.push(inArray(p.reportId, [...ids.reportIds]));
  if (ids.unitIds.length > 0)
    owners.push(and(inArray(p.unitId, [...ids.unitIds]), isNull(p.subjectId))!);
  if (ids.subjectIds.length > 0)
    owners.push(and(inArray(p.subjectId, [...ids.subjectIds]), isNull(p.issueId))!);
  if (ids.issueIds.length > 0) owners.push(inArray(p.issueId, [...ids.issueIds]));
  if (owners.length === 0) return [];
  return db
    .select()
    .from(p)
    .where(and(or(...owners), visibleTo(user)))
    .orderBy(asc(p.id));
}

export async function findPhoto(
  db: Reader,
  reportId: number,
  id: number,
): Promise<InspectionPhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.id, id), eq(inspectionPhotos.reportId, reportId)));
  return row;
}

/** A photo by id with its report's status, for the signed link's read. */
export async function findPhotoById(
  db: Reader,
  id: number,
): Promise<InspectionPhotoRow | undefined> {
  const [row] = await db.select().from(inspectionPhotos).where(eq(inspectionPhotos.id, id));
  return row;
}

/** What this uploader already stored under this key of the client's (a retried upload). */
export async function findPhotoByClientKey(
  db: Reader,
  reportId: number,
  uploaderId: number,
  clientKey: string,
): Promise<InspectionPhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionPhotos)
    .where(
      and(
        eq(inspectionPhotos.reportId, reportId),
        eq(inspectionPhotos.uploaderId, uploaderId),
        eq(inspectionPhotos.clientKey, clientKey),
      ),
    );
  return row;
}

export async function insertPhoto(
  tx: Writer,
  values: typeof inspectionPhotos.$inferInsert,
): Promise<InspectionPhotoRow> {
  const [row] = await tx.insert(inspectionPhotos).values(values).returning();
  return row!;
}

export async function deletePhoto(tx: Writer, id: number): Promise<void> {
  await tx.delete(inspectionPhotos).where(eq(inspectionPhotos.id, id));
}

/** The report a photo link belongs to, so its reader can be checked against the report's users. */
export async function findReportStatus(db: Reader, reportId: number) {
  const [row] = await db
    .select({ id: inspectionReports.id, status: inspectionReports.status })
    .from(inspectionReports)
    .where(eq(inspectionReports.id, reportId));
  return row;
}
