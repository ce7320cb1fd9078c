import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFECT_WINDOW_LIMITS,
  INSPECTION_PHOTOS,
  defectPhotoFieldsSchema,
  tenantDefectSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { ApiError, badRequest, notFound } from '../../../http/errors.js';
import { dbIdParam } from '../../../http/ids.js';
import { verifyScopedFileLink } from '../../profiles/file-links.js';
import { readUpload } from '../../profiles/uploads.js';
import { inPhotoTerms } from '../photos-routes.js';
import { inspectionSubject } from '../access.js';
import { addendumResponse, toAddendum } from '../signing/signing-view.js';
import {
  DEFECT_PHOTO_SCOPE,
  findDefectPhotoById,
  storeDefectPhotos,
  toDefectPhotoViews,
} from './defect-photos.js';
import { addTenantDefect, getDefectWindow } from './defect-window-service.js';

const tags = ['inspection reports'];
const params = z.object({ id: dbIdParam });
const access = { subject: inspectionSubject };
const defectPhotoListResponse = z.object({ results: addendumResponse.shape.photos });

/**
 * The tenant's defect window on a signed move-in report (issue #17): the signed-in tenant the
 * link was sent to reads the window and adds defects; anyone else is refused.
 */
export async function inspectionDefectWindowRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: INSPECTION_PHOTOS.maxBytes,
      files: DEFECT_WINDOW_LIMITS.photosPerDefect,
      fields: 4,
      parts: DEFECT_WINDOW_LIMITS.photosPerDefect + 4,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/inspection-reports/:id/defect-window/',
    {
      onRequest: ctx.authenticate,
      config: { access },
      schema: {
        tags,
        summary: 'Whether the tenant holding the link may still add defects, and until when',
        params,
        querystring: z.object({ token: z.string().max(200).default('') }),
        response: {
          200: z.object({
            open: z.boolean(),
            ends_at: z.string().nullable(),
            code: z.string().nullable(),
          }),
        },
      },
    },
    async (request) =>
      getDefectWindow(
        ctx,
        getAuth(request),
        subjectOf(request, inspectionSubject),
        request.query.token,
      ),
  );

  r.post(
    '/inspection-reports/:id/defect-window/',
    {
      onRequest: ctx.authenticate,
      config: { access },
      schema: {
        tags,
        summary: 'The tenant adds a defect; it joins the signed move-in report as an addendum',
        params,
        body: tenantDefectSchema,
        response: { 201: addendumResponse },
      },
    },
    async (request, reply) => {
      const row = await addTenantDefect(
        ctx,
        getAuth(request),
        subjectOf(request, inspectionSubject),
        request.body,
      );
      return reply.code(201).send(toAddendum(row));
    },
  );

  r.post(
    '/inspection-reports/:id/defect-window/:addendumId/photos/',
    {
      onRequest: ctx.authenticate,
      config: { access },
      schema: {
        tags,
        summary:
          'The tenant who added a defect adds photos of it (multipart "file", with the link\'s token and a client_key) while the window is open',
        params: z.object({ id: dbIdParam, addendumId: dbIdParam }),
        response: { 200: defectPhotoListResponse, 201: defectPhotoListResponse },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, DEFECT_WINDOW_LIMITS.photosPerDefect).catch(
        (error: unknown) => {
          throw inPhotoTerms(error);
        },
      );
      const fields = defectPhotoFieldsSchema.safeParse(upload.fields);
      if (!fields.success)
        throw badRequest(
          "Send the link's token with the photo.",
          Object.fromEntries(fields.error.issues.map((i) => [i.path.join('.'), i.message])),
        );
      const { rows, isRepeat } = await storeDefectPhotos(
        ctx,
        getAuth(request),
        subjectOf(request, inspectionSubject),
        request.params.addendumId,
        fields.data,
        upload.files,
      );
      const results = await toDefectPhotoViews(ctx.db, rows);
      return reply.status(isRepeat ? 200 : 201).send({ results });
    },
  );

  // The link itself authorises (no bearer token), so an <img> can show the photo.
  r.get(
    '/inspection-defect-photo-files/:token/',
    {
      config: { access: { role: 'anonymous' } },
      schema: {
        tags,
        summary: "Open a defect's photo through its signed link (`thumbnail=1`: the small one)",
        params: z.object({ token: z.string().max(200) }),
        querystring: z.object({ thumbnail: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const check = await verifyScopedFileLink(ctx.db, DEFECT_PHOTO_SCOPE, request.params.token);
      if (!check.ok) {
        if (check.reason === 'expired')
          throw new ApiError(410, 'link_expired', 'This link has expired; reload the report.');
        throw notFound('No such photo.');
      }
      const row = await findDefectPhotoById(ctx.db, check.attachmentId);
      const data =
        row &&
        (await ctx.storage.get(
          request.query.thumbnail === '1' ? row.thumbnailKey : row.storageKey,
        ));
      if (!row || !data) throw notFound('No such photo.');
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
