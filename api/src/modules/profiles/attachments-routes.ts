import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_KINDS,
  PROFILE_FILES,
  UPLOADABLE_ATTACHMENT_KINDS,
  attachmentKindSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { idsQuery } from '../../http/pagination.js';
import { assertSelf } from '../users/access.js';
import { listAttachments } from './attachments-repository.js';
import {
  assertMayDownload,
  deleteAttachment,
  getAttachmentWithOwner,
  listReadableAttachments,
  readableKinds,
  storeAttachments,
} from './attachments-service.js';
import { createFileLink, verifyFileLink } from './file-links.js';
import {
  getProfileByUsername,
  getProfileOfUser,
  readerOf,
  usernameParams,
  ownProfile,
} from './profile-access.js';
import { fileView } from './section-views.js';
import { multipartLimits, readUpload } from './uploads.js';
import { noContent } from '../../http/responses.js';
import {
  attachmentListResponse,
  fileLinkResponse,
  profileAttachmentListResponse,
} from './profile-schemas.js';

const tags = ['tenant profile files'];
const idParams = z.object({ id: dbIdParam });

export async function attachmentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, multipartLimits);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/tenant-profiles/:username/attachments/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 200: attachmentListResponse },
        summary:
          'A profile’s files (protected ones only for the owner, applied landlords and staff)',
        params: usernameParams,
        querystring: z.object({
          kind: z.enum(ATTACHMENT_KINDS, { error: 'validation.attachment_kind' }).optional(),
        }),
      },
    },
    async (request) => {
      const profile = await getProfileByUsername(ctx.db, request.params.username);
      const reader = await readerOf(ctx.db, profile, getAuth(request));
      const allowed = readableKinds(reader);
      const kinds = request.query.kind ? allowed.filter((k) => k === request.query.kind) : allowed;
      const rows = await listAttachments(ctx.db, [profile.id], kinds);
      return { results: rows.map(fileView) };
    },
  );

  // The batch read for the graph: the files of a page of profiles in one call.
  r.get(
    '/tenant-attachments/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 200: profileAttachmentListResponse },
        summary:
          'The files of several profiles (?profiles=1,2,3), each as its list shows it to the caller',
        querystring: z.object({ profiles: idsQuery }),
      },
    },
    async (request) => {
      const rows = await listReadableAttachments(ctx.db, getAuth(request), request.query.profiles);
      return { results: rows.map((row) => ({ ...fileView(row), profile_id: row.profileId })) };
    },
  );

  r.post(
    '/tenant-profiles/:username/attachments/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 201: attachmentListResponse },
        summary: `Upload files (multipart "file"; kind: ${UPLOADABLE_ATTACHMENT_KINDS.join(', ')}); answers a success list`,
        params: usernameParams,
        querystring: z.object({ kind: attachmentKindSchema.optional() }),
      },
    },
    async (request, reply) => {
      const profile = subjectOf(request, ownProfile);
      const upload = await readUpload(request, PROFILE_FILES.maxFilesPerUpload);
      const parsed = attachmentKindSchema.safeParse(
        request.query.kind ?? upload.fields['kind'] ?? 'other',
      );
      if (!parsed.success)
        throw badRequest('Unknown kind of file.', { kind: 'validation.attachment_kind' });
      if (parsed.data === 'criminal_record' && upload.files.length > 1)
        throw badRequest('A criminal record is one file.', { file: 'validation.too_many_files' });
      const rows = await storeAttachments(ctx, profile.id, parsed.data, upload.files);
      return reply.status(201).send({ results: rows.map(fileView) });
    },
  );

  r.post(
    '/users/:id/paychecks/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 201: attachmentListResponse },
        summary: 'Upload paychecks (multipart "file", protected); answers a success list',
        params: idParams,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      assertSelf(auth, request.params.id);
      const profile = await getProfileOfUser(ctx.db, auth.user.id);
      const upload = await readUpload(request, PROFILE_FILES.maxFilesPerUpload);
      const rows = await storeAttachments(ctx, profile.id, 'paycheck', upload.files);
      return reply.status(201).send({ results: rows.map(fileView) });
    },
  );

  r.delete(
    '/tenant-attachments/:id/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 204: noContent },
        summary: 'Delete a file of your profile',
        params: idParams,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const { attachment, userId } = await getAttachmentWithOwner(ctx.db, request.params.id);
      if (userId !== auth.user.id) throw forbidden('Only the owner may change this profile.');
      if (attachment.kind === 'review_pdf')
        throw forbidden('A review’s PDF goes with the review; only its author may remove it.');
      await deleteAttachment(ctx, attachment);
      return reply.status(204).send();
    },
  );

  r.get(
    '/tenant-attachments/:id/download-url/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 200: fileLinkResponse },
        summary: 'An authorised download link that expires',
        params: idParams,
      },
    },
    async (request) => {
      const { attachment, userId } = await getAttachmentWithOwner(ctx.db, request.params.id);
      await assertMayDownload(ctx.db, getAuth(request), attachment, userId);
      const link = await createFileLink(ctx.db, attachment.id);
      return {
        url: `/api/files/${link.token}/`,
        expires_at: link.expiresAt.toISOString(),
        filename: attachment.filename,
        content_type: attachment.contentType,
      };
    },
  );

  // The link itself authorises: no bearer token, so a browser can follow it.
  for (const path of ['/files/:token/', '/files/:token']) {
    r.get(
      path,
      {
        schema: {
          tags,
          summary: 'Download through a signed link',
          params: z.object({ token: z.string().max(200) }),
          hide: path.endsWith('token'),
        },
      },
      async (request, reply) => {
        const check = await verifyFileLink(ctx.db, request.params.token);
        if (!check.ok) {
          if (check.reason === 'expired')
            throw new ApiError(
              410,
              'link_expired',
              'This download link has expired; ask for a new one.',
            );
          throw notFound('No such file.');
        }
        const { attachment } = await getAttachmentWithOwner(ctx.db, check.attachmentId);
        const data = await ctx.storage.get(attachment.storageKey);
        if (!data) throw notFound('No such file.');
        return reply
          .header('content-type', attachment.contentType)
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(data);
      },
    );
  }
}
