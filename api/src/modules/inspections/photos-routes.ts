import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INSPECTION_PHOTO_ERRORS,
  INSPECTION_PHOTOS,
  inspectionPhotoTargetSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { verifyScopedFileLink } from '../profiles/file-links.js';
import { readUpload } from '../profiles/uploads.js';
import { inspectionSubject } from './access.js';
import { photoListResponse, photoOwnersQuery } from './photos-schemas.js';
import {
  findPhotoById,
  listPhotosByOwners,
  listPhotosOfReport,
  type InspectionPhotoRow,
} from './photos-repository.js';
import {
  INSPECTION_PHOTO_SCOPE,
  removeInspectionPhoto,
  storeInspectionPhotos,
  toPhotoViews,
} from './photos-service.js';
import { listReportsByIds } from './batch.js';

const tags = ['inspection reports'];
const params = z.object({ id: dbIdParam });
const access = { subject: inspectionSubject };

/** The upload's own errors (size, count) in the inspection photos' words and catalogue keys. */
export function inPhotoTerms(error: unknown): unknown {
  if (error instanceof ApiError && error.code === 'file_too_big')
    return badRequest(
      'The photo is larger than 10 MB.',
      { file: INSPECTION_PHOTO_ERRORS.size },
      'photo_too_big',
    );
  if (error instanceof ApiError && error.fields?.file === 'validation.too_many_files')
    return badRequest(error.detail, { file: INSPECTION_PHOTO_ERRORS.tooMany }, 'too_many_files');
  return error;
}

/**
 * Photos of inspection reports (issue #17): uploaded to a DRAFT by its editors, each tied to a
 * room, subject or issue; read by the report's users and staff through signed links, since the
 * files live under a protected `files/` key that /_ipx/ never serves.
 */
export async function inspectionPhotosRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: INSPECTION_PHOTOS.maxBytes,
      files: INSPECTION_PHOTOS.maxPerUpload,
      fields: 5,
      parts: INSPECTION_PHOTOS.maxPerUpload + 5,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/inspection-reports/:id/photos/',
    {
      onRequest: ctx.authenticate,
      config: { access },
      schema: {
        tags,
        summary:
          'Upload photos (multipart "file": JPEG, PNG, WebP or HEIC, at most 10 MB) of one unit_id, subject_id or issue_id; client_key makes a retry store them once',
        params,
        response: { 200: photoListResponse, 201: photoListResponse },
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const subject = subjectOf(request, inspectionSubject);
      const upload = await readUpload(request, INSPECTION_PHOTOS.maxPerUpload).catch(
        (error: unknown) => {
          throw inPhotoTerms(error);
        },
      );
      const parsed = inspectionPhotoTargetSchema.safeParse(upload.fields);
      if (!parsed.success)
        throw badRequest(
          'Say which one room, subject or issue the photos show.',
          Object.fromEntries(
            parsed.error.issues.map((i) => [i.path.join('.') || 'target', i.message]),
          ),
        );
      const { rows, isRepeat } = await storeInspectionPhotos(
        ctx,
        auth,
        subject,
        parsed.data,
        upload.files,
      );
      const results = await toPhotoViews(ctx.db, rows, auth.user, () => true);
      return reply.status(isRepeat ? 200 : 201).send({ results });
    },
  );

  r.get(
    '/inspection-reports/:id/photos/',
    {
      onRequest: ctx.authenticate,
      config: { access },
      schema: {
        tags,
        summary: 'Every photo of a report, oldest first, with links that work for 30 minutes',
        params,
        response: { 200: photoListResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const { row } = subjectOf(request, inspectionSubject);
      const rows = await listPhotosOfReport(ctx.db, row.id);
      const isDraft = row.status === 'DRAFT';
      return { results: await toPhotoViews(ctx.db, rows, auth.user, () => isDraft) };
    },
  );

  r.get(
    '/inspection-photos/',
    {
      onRequest: ctx.authenticate,
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary:
          'Batch read: all photos of report_ids, the own photos of unit_ids, subject_ids and issue_ids, of reports I see',
        querystring: photoOwnersQuery,
        response: { 200: photoListResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const q = request.query;
      const rows = await listPhotosByOwners(ctx.db, auth.user, {
        reportIds: q.report_ids ?? [],
        unitIds: q.unit_ids ?? [],
        subjectIds: q.subject_ids ?? [],
        issueIds: q.issue_ids ?? [],
      });
      const reportIds = [...new Set(rows.map((p: InspectionPhotoRow) => p.reportId))];
      const reports = await listReportsByIds(ctx, auth, reportIds);
      const drafts = new Set(reports.filter((r) => r.status === 'DRAFT').map((r) => r.id));
      return { results: await toPhotoViews(ctx.db, rows, auth.user, (id) => drafts.has(id)) };
    },
  );

  r.delete(
    '/inspection-reports/:id/photos/:photoId/',
    {
      onRequest: ctx.authenticate,
      config: { access },
      schema: {
        tags,
        summary: 'Delete a photo (the one who took it, or staff; DRAFT only)',
        params: z.object({ id: dbIdParam, photoId: dbIdParam }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, inspectionSubject);
      await removeInspectionPhoto(ctx, getAuth(request), subject, request.params.photoId);
      return reply.status(204).send(null);
    },
  );

  // The link itself authorises (no bearer token), so an <img> can show the photo.
  r.get(
    '/inspection-photo-files/:token/',
    {
      config: { access: { role: 'anonymous' } },
      schema: {
        tags,
        summary: 'Open a photo through its signed link (`thumbnail=1`: the small one)',
        params: z.object({ token: z.string().max(200) }),
        querystring: z.object({ thumbnail: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const check = await verifyScopedFileLink(
        ctx.db,
        INSPECTION_PHOTO_SCOPE,
        request.params.token,
      );
      if (!check.ok) {
        if (check.reason === 'expired')
          throw new ApiError(410, 'link_expired', 'This link has expired; reload the report.');
        throw notFound('No such photo.');
      }
      const row = await findPhotoById(ctx.db, check.attachmentId);
      if (!row) throw notFound('No such photo.');
      const data = await ctx.storage.get(
        request.query.thumbnail === '1' ? row.thumbnailKey : row.storageKey,
      );
      if (!data) throw notFound('No such photo.');
      return reply
        .header('content-type', 'image/jpeg')
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
        )
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
}
