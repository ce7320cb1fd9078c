import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  INSPECTION_PHOTO_ERRORS,
  INSPECTION_PHOTOS,
  canDeleteInspectionPhoto,
  checkInspectionTransition,
  getPhotoOwner,
  type InspectionPhotoTarget,
} from '@leiga/domain';
import type { AppContext, Auth, UserRow } from '../../context.js';
import type { Db } from '../../db/client.js';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { processUpload } from '../images/image-decoding.js';
import { createScopedFileLink } from '../profiles/file-links.js';
import type { UploadedFile } from '../profiles/uploads.js';
import { inspectionRefusal, type InspectionSubject } from './access.js';
import {
  findIssue,
  findSubject,
  findUnit,
  lockReport,
  touchReport,
} from './inspections-repository.js';
import {
  countPhotosOfReport,
  deletePhoto,
  findPhoto,
  findPhotoByClientKey,
  insertPhoto,
  type InspectionPhotoRow,
} from './photos-repository.js';

/** The signed-link scope of inspection photos: their links open nothing else. */
export const INSPECTION_PHOTO_SCOPE = 'inspection-photo';

/** Where a photo goes: the room always, the subject and issue when it shows one. */
type Placement = { unitId: number; subjectId: number | null; issueId: number | null };

/** DRAFT and an editor: domain's machine decides, before any photo is read. */
function assertEditable(subject: InspectionSubject, status = subject.row.status): void {
  const check = checkInspectionTransition({ status, action: 'edit', actor: subject.actor });
  if (!check.ok) throw inspectionRefusal(check.reason);
}

const unknownTarget = (field: string) =>
  badRequest(
    'That room, subject or issue is not in this inspection report.',
    { [field]: INSPECTION_PHOTO_ERRORS.unknownTarget },
    'unknown_target',
  );

async function findPlacement(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  reportId: number,
  target: InspectionPhotoTarget,
): Promise<Placement> {
  const owner = getPhotoOwner(target);
  if (owner.kind === 'unit') {
    if (!(await findUnit(db, reportId, owner.id))) throw unknownTarget('unit_id');
    return { unitId: owner.id, subjectId: null, issueId: null };
  }
  const subjectId =
    owner.kind === 'subject' ? owner.id : (await findIssue(db, reportId, owner.id))?.subjectId;
  if (subjectId === undefined) throw unknownTarget('issue_id');
  const subject = await findSubject(db, reportId, subjectId);
  if (!subject) throw unknownTarget('subject_id');
  return {
    unitId: subject.unitId,
    subjectId: subject.id,
    issueId: owner.kind === 'issue' ? owner.id : null,
  };
}

export type PreparedPhoto = {
  data: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  filename: string;
};

/** Checked and re-encoded as the listing photos are (orientation applied, GPS gone). */
export async function preparePhoto(file: UploadedFile): Promise<PreparedPhoto> {
  const photo = await processUpload(file.data).catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    const key =
      error.code === 'unsupported_image'
        ? INSPECTION_PHOTO_ERRORS.type
        : error.code === 'image_too_large'
          ? INSPECTION_PHOTO_ERRORS.pixels
          : INSPECTION_PHOTO_ERRORS.corrupt;
    throw badRequest(error.detail, { file: key }, error.code);
  });
  const edge = INSPECTION_PHOTOS.thumbnailEdge;
  const thumbnail = await sharp(photo.data)
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();
  const stem = file.filename.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'photo';
  return { ...photo, thumbnail, filename: `${stem}.jpg` };
}

/**
 * Puts each prepared photo and its thumbnail under the report's protected files, then calls
 * `record` with their base keys to write the rows that show them. When that fails, the files are
 * removed again rather than left where nothing reaches them.
 */
export async function storePreparedPhotos<T>(
  ctx: AppContext,
  reportId: number,
  prepared: readonly PreparedPhoto[],
  record: (keys: readonly string[]) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    const keys: string[] = [];
    for (const photo of prepared) {
      const base = `inspections/${reportId}/files/${randomUUID()}`;
      await ctx.storage.put(`${base}.jpg`, photo.data, 'image/jpeg');
      stored.push(`${base}.jpg`);
      await ctx.storage.put(`${base}-thumb.jpg`, photo.thumbnail, 'image/jpeg');
      stored.push(`${base}-thumb.jpg`);
      keys.push(base);
    }
    return await record(keys);
  } catch (error) {
    await Promise.all(stored.map((key) => ctx.storage.delete(key)));
    throw error;
  }
}

/**
 * POST inspection-reports/{id}/photos/: photos of one room, subject or issue. The photos are read
 * before the report is locked (a phone's 10 MB photo takes a moment), then stored under the lock,
 * which checks once more that the report is still a DRAFT with room for them.
 */
export async function storeInspectionPhotos(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
  target: InspectionPhotoTarget,
  files: readonly UploadedFile[],
): Promise<{ rows: InspectionPhotoRow[]; isRepeat: boolean }> {
  assertEditable(subject);
  const reportId = subject.row.id;
  const keyOf = (i: number) =>
    target.client_key === undefined
      ? null
      : i === 0
        ? target.client_key
        : `${target.client_key}-${i}`;
  const first = keyOf(0);
  if (first !== null) {
    const earlier = await findPhotoByClientKey(ctx.db, reportId, auth.user.id, first);
    if (earlier) return { rows: [earlier], isRepeat: true };
  }
  const placement = await findPlacement(ctx.db, reportId, target);
  const prepared: PreparedPhoto[] = [];
  for (const file of files) prepared.push(await preparePhoto(file));
  const rows = await storePreparedPhotos(ctx, reportId, prepared, (keys) =>
    ctx.db.transaction(async (tx) => {
      const current = await lockReport(tx, reportId);
      if (!current) throw inspectionRefusal('not_found');
      assertEditable(subject, current.status);
      // The room, subject or issue may have been removed while the photos were read.
      await findPlacement(tx, reportId, target);
      const have = await countPhotosOfReport(tx, reportId);
      if (have + prepared.length > INSPECTION_PHOTOS.maxPerReport)
        throw badRequest(
          `An inspection report holds at most ${INSPECTION_PHOTOS.maxPerReport} photos.`,
          { file: INSPECTION_PHOTO_ERRORS.tooMany },
          'too_many_photos',
        );
      const inserted: InspectionPhotoRow[] = [];
      for (const [i, photo] of prepared.entries())
        inserted.push(
          await insertPhoto(tx, {
            reportId,
            ...placement,
            uploaderId: auth.user.id,
            clientKey: keyOf(i),
            storageKey: `${keys[i]}.jpg`,
            thumbnailKey: `${keys[i]}-thumb.jpg`,
            filename: photo.filename,
            bytes: photo.data.length,
            width: photo.width,
            height: photo.height,
          }),
        );
      await touchReport(tx, reportId);
      return inserted;
    }),
  );
  return { rows, isRepeat: false };
}

/** DELETE inspection-reports/{id}/photos/{photoId}/: the one who took it (or staff), in DRAFT. */
export async function removeInspectionPhoto(
  ctx: AppContext,
  auth: Auth,
  subject: InspectionSubject,
  photoId: number,
): Promise<void> {
  assertEditable(subject);
  const photo = await findPhoto(ctx.db, subject.row.id, photoId);
  if (!photo) throw notFound('This photo is not in the inspection report.');
  if (!canDeleteInspectionPhoto(photo, auth.user))
    throw forbidden('Only the person who took a photo may delete it.');
  await ctx.db.transaction(async (tx) => {
    const current = await lockReport(tx, subject.row.id);
    if (!current) throw inspectionRefusal('not_found');
    assertEditable(subject, current.status);
    await deletePhoto(tx, photo.id);
    await touchReport(tx, subject.row.id);
  });
  await Promise.all([ctx.storage.delete(photo.storageKey), ctx.storage.delete(photo.thumbnailKey)]);
}

export type InspectionPhotoView = Awaited<ReturnType<typeof toPhotoViews>>[number];

/**
 * Photos as the api sends them, each with links that open it (and its thumbnail) for a while;
 * `viewer_can_delete` when the report is a DRAFT and the viewer took it (or is staff).
 */
export async function toPhotoViews(
  db: Db,
  rows: readonly InspectionPhotoRow[],
  viewer: UserRow,
  isDraft: (reportId: number) => boolean,
) {
  return Promise.all(
    rows.map(async (row) => {
      const link = await createScopedFileLink(
        db,
        INSPECTION_PHOTO_SCOPE,
        row.id,
        INSPECTION_PHOTOS.linkSeconds,
      );
      const url = `/api/inspection-photo-files/${link.token}/`;
      return {
        id: row.id,
        report_id: row.reportId,
        unit_id: row.unitId,
        subject_id: row.subjectId,
        issue_id: row.issueId,
        uploader_id: row.uploaderId,
        file_name: row.filename,
        size: row.bytes,
        width: row.width,
        height: row.height,
        url,
        thumbnail_url: `${url}?thumbnail=1`,
        expires_at: link.expiresAt.toISOString(),
        created_at: row.createdAt.toISOString(),
        viewer_can_delete: isDraft(row.reportId) && canDeleteInspectionPhoto(row, viewer),
      };
    }),
  );
}
