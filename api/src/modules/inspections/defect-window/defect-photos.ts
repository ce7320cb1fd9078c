import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { DEFECT_PHOTO_ERRORS, DEFECT_WINDOW_LIMITS, INSPECTION_PHOTOS } from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { inspectionAddenda, inspectionAddendumPhotos } from '../../../db/schema/index.js';
import { ApiError, badRequest, notFound } from '../../../http/errors.js';
import { createScopedFileLink } from '../../profiles/file-links.js';
import type { UploadedFile } from '../../profiles/uploads.js';
import type { InspectionSubject } from '../access.js';
import { preparePhoto, storePreparedPhotos, type PreparedPhoto } from '../photos-service.js';
import { findAddendum } from '../signing/signing-repository.js';
import { assertDefectWindowOpen } from './defect-window-service.js';

/** The signed-link scope of defect photos: their links open nothing else. */
export const DEFECT_PHOTO_SCOPE = 'inspection-defect-photo';

type Reader = Pick<Db, 'select'>;
export type DefectPhotoRow = typeof inspectionAddendumPhotos.$inferSelect;

export async function findDefectPhotoById(db: Reader, id: number) {
  const [row] = await db
    .select()
    .from(inspectionAddendumPhotos)
    .where(eq(inspectionAddendumPhotos.id, id));
  return row;
}

/** The photos of these addenda, oldest first. */
export async function listDefectPhotos(db: Reader, addendumIds: readonly number[]) {
  if (addendumIds.length === 0) return [];
  return db
    .select()
    .from(inspectionAddendumPhotos)
    .where(inArray(inspectionAddendumPhotos.addendumId, [...addendumIds]))
    .orderBy(asc(inspectionAddendumPhotos.id));
}

export type DefectPhotoView = {
  id: number;
  file_name: string;
  width: number;
  height: number;
  url: string;
  thumbnail_url: string;
  expires_at: string;
};

/** Each photo with links that open it (and its thumbnail) for a while. */
export async function toDefectPhotoViews(
  db: Db,
  rows: readonly DefectPhotoRow[],
): Promise<DefectPhotoView[]> {
  return Promise.all(
    rows.map(async (row) => {
      const link = await createScopedFileLink(
        db,
        DEFECT_PHOTO_SCOPE,
        row.id,
        INSPECTION_PHOTOS.linkSeconds,
      );
      const url = `/api/inspection-defect-photo-files/${link.token}/`;
      return {
        id: row.id,
        file_name: row.filename,
        width: row.width,
        height: row.height,
        url,
        thumbnail_url: `${url}?thumbnail=1`,
        expires_at: link.expiresAt.toISOString(),
      };
    }),
  );
}

/** Addendum id to its photos' views, for every addendum of a list. */
export async function loadDefectPhotoViews(
  db: Db,
  addendumIds: readonly number[],
): Promise<Map<number, DefectPhotoView[]>> {
  const rows = await listDefectPhotos(db, addendumIds);
  const views = await toDefectPhotoViews(db, rows);
  const byAddendum = new Map<number, DefectPhotoView[]>();
  rows.forEach((row, i) => {
    const list = byAddendum.get(row.addendumId) ?? [];
    list.push(views[i]!);
    byAddendum.set(row.addendumId, list);
  });
  return byAddendum;
}

/**
 * POST inspection-reports/{id}/defect-window/{addendumId}/photos/: the tenant who added the
 * defect adds photos of it while the window is open. The photos are read before the addendum is
 * locked; under the lock the count is checked once more, so two uploads at once cannot pass the
 * limit. A client_key makes a retry after a lost answer store the photo once.
 */
export async function storeDefectPhotos(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
  addendumId: number,
  fields: { token: string; client_key?: string | undefined },
  files: readonly UploadedFile[],
  now = new Date(),
): Promise<{ rows: DefectPhotoRow[]; isRepeat: boolean }> {
  await assertDefectWindowOpen(ctx, auth, subject, fields.token, now);
  const addendum = await findAddendum(ctx.db, subject.row.id, addendumId);
  if (!addendum) throw notFound('This defect is not in the inspection report.');
  if (addendum.createdById !== auth.user.id)
    throw new ApiError(
      403,
      'defect_not_yours',
      'Only the tenant who added a defect may add its photos.',
    );
  const keyOf = (i: number) =>
    fields.client_key === undefined
      ? null
      : i === 0
        ? fields.client_key
        : `${fields.client_key}-${i}`;
  const first = keyOf(0);
  if (first !== null) {
    const [earlier] = await ctx.db
      .select()
      .from(inspectionAddendumPhotos)
      .where(
        and(
          eq(inspectionAddendumPhotos.addendumId, addendumId),
          eq(inspectionAddendumPhotos.clientKey, first),
        ),
      );
    if (earlier) return { rows: [earlier], isRepeat: true };
  }
  const prepared: PreparedPhoto[] = [];
  for (const file of files) prepared.push(await preparePhoto(file));
  const rows = await storePreparedPhotos(ctx, subject.row.id, prepared, (keys) =>
    ctx.db.transaction(async (tx) => {
      await tx
        .select({ id: inspectionAddenda.id })
        .from(inspectionAddenda)
        .where(eq(inspectionAddenda.id, addendumId))
        .for('update');
      const [have] = await tx
        .select({ n: count() })
        .from(inspectionAddendumPhotos)
        .where(eq(inspectionAddendumPhotos.addendumId, addendumId));
      const max = DEFECT_WINDOW_LIMITS.photosPerDefect;
      if ((have?.n ?? 0) + prepared.length > max)
        throw badRequest(
          `A defect holds at most ${max} photos.`,
          { file: DEFECT_PHOTO_ERRORS.tooMany },
          'too_many_photos',
        );
      return tx
        .insert(inspectionAddendumPhotos)
        .values(
          prepared.map((photo, i) => ({
            addendumId,
            reportId: subject.row.id,
            uploaderId: auth.user.id,
            clientKey: keyOf(i),
            storageKey: `${keys[i]}.jpg`,
            thumbnailKey: `${keys[i]}-thumb.jpg`,
            filename: photo.filename,
            bytes: photo.data.length,
            width: photo.width,
            height: photo.height,
          })),
        )
        .returning();
    }),
  );
  return { rows, isRepeat: false };
}
