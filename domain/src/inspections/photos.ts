import { z } from 'zod';
import { getBackoffDelayMs } from '../shared/backoff.js';

/**
 * Photos of an inspection report (issue #17): taken on a phone in the empty flat, each tied to a
 * room (unit), a subject or an issue. The same formats and size the listing photos take.
 */
export const INSPECTION_PHOTOS = {
  maxBytes: 10 * 1024 * 1024,
  /** Photos one request may carry; the web sends one a request for its own progress. */
  maxPerUpload: 10,
  /** A report of 15 rooms and 150 subjects has room for every photo a careful walk takes. */
  maxPerReport: 500,
  /** The long edge of the thumbnail shown beside a subject or issue. */
  thumbnailEdge: 480,
  /** How long a photo's link works (the page reads fresh links when it loads). */
  linkSeconds: 30 * 60,
  /** What the picker offers; HEIC/HEIF is what phones take photos in. */
  accept: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
  /** The client's key of one upload, so a retry after a lost answer stores the photo once. */
  clientKeyMaxLength: 64,
} as const;

/** Catalogue keys (inspection-photos namespace) of what can go wrong with a photo. */
export const INSPECTION_PHOTO_ERRORS = {
  type: 'inspection-photos.errors.photo_type',
  size: 'inspection-photos.errors.photo_size',
  corrupt: 'inspection-photos.errors.photo_corrupt',
  pixels: 'inspection-photos.errors.photo_pixels',
  tooMany: 'inspection-photos.errors.too_many_photos',
  target: 'inspection-photos.errors.target',
  unknownTarget: 'inspection-photos.errors.unknown_target',
  network: 'inspection-photos.errors.network',
  clientKey: 'inspection-photos.errors.client_key',
} as const;

/** The quick look before uploading: a declared type the api may take, and the size. */
export function inspectionPhotoProblem(file: {
  type: string;
  size: number;
  name: string;
}): string | null {
  const byType = (INSPECTION_PHOTOS.accept as readonly string[]).includes(file.type);
  // Some browsers leave a HEIC photo's type empty: the name decides then.
  const byName = /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name);
  if (!byType && !(file.type === '' && byName)) return INSPECTION_PHOTO_ERRORS.type;
  if (file.size > INSPECTION_PHOTOS.maxBytes) return INSPECTION_PHOTO_ERRORS.size;
  if (file.size === 0) return INSPECTION_PHOTO_ERRORS.corrupt;
  return null;
}

const targetId = z.coerce
  .number({ error: INSPECTION_PHOTO_ERRORS.target })
  .int({ error: INSPECTION_PHOTO_ERRORS.target })
  .positive({ error: INSPECTION_PHOTO_ERRORS.target })
  .max(2_147_483_647, { error: INSPECTION_PHOTO_ERRORS.target });

/**
 * The multipart fields of POST inspection-reports/{id}/photos/: what the photos show, exactly one
 * of a room, a subject or an issue; `client_key` makes a retried upload store its photo once.
 */
export const inspectionPhotoTargetSchema = z
  .object({
    unit_id: targetId.optional(),
    subject_id: targetId.optional(),
    issue_id: targetId.optional(),
    client_key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: INSPECTION_PHOTO_ERRORS.clientKey })
      .optional(),
  })
  .refine(
    (v) => [v.unit_id, v.subject_id, v.issue_id].filter((x) => x !== undefined).length === 1,
    { error: INSPECTION_PHOTO_ERRORS.target, path: ['target'] },
  );
export type InspectionPhotoTarget = z.infer<typeof inspectionPhotoTargetSchema>;

/** What a photo is tied to, as the api and the web both name it. */
export type InspectionPhotoOwner =
  { kind: 'unit'; id: number } | { kind: 'subject'; id: number } | { kind: 'issue'; id: number };

export function getPhotoOwner(target: InspectionPhotoTarget): InspectionPhotoOwner {
  if (target.issue_id !== undefined) return { kind: 'issue', id: target.issue_id };
  if (target.subject_id !== undefined) return { kind: 'subject', id: target.subject_id };
  return { kind: 'unit', id: target.unit_id! };
}

/** Who may take a photo off a DRAFT report: the one who took it, or staff. */
export function canDeleteInspectionPhoto(
  photo: { uploaderId: number | null },
  viewer: { id: number; isStaff: boolean },
): boolean {
  return viewer.isStaff || (photo.uploaderId !== null && photo.uploaderId === viewer.id);
}

/**
 * Retries after a lost connection wait longer each time (1 s, 2 s, 4 s ... at most a minute), so
 * a phone on a weak signal does not spend its battery on a dead line.
 */
export function getUploadRetryDelay(attempt: number): number {
  return getBackoffDelayMs(attempt, { baseDelayMs: 1000, maxDelayMs: 60_000 });
}
