import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_ATTACHMENT_ERRORS, MESSAGE_ATTACHMENTS } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { verifyScopedFileLink } from '../profiles/file-links.js';
import { readUpload } from '../profiles/uploads.js';
import { conversationSubject, loadConversationSubject, requireParticipant } from './access.js';
import { findMessageAttachment } from './message-attachments-repository.js';
import { messageAttachmentResponse } from './message-attachments-schemas.js';
import {
  MESSAGE_FILE_SCOPE,
  storeMessageAttachment,
  toAttachmentViews,
} from './message-attachments-service.js';
import { removeUnsentAttachment } from './unsent-attachments.js';

const tags = ['inbox'];
const idParams = z.object({ id: dbIdParam });
const attachmentListResponse = z.object({ results: z.array(messageAttachmentResponse) });

/** The upload's own too-big error, in the inbox's words and catalogue key. */
function inInboxTerms(error: unknown): unknown {
  if (error instanceof ApiError && error.code === 'file_too_big')
    return badRequest(
      'The file is larger than 10 MB.',
      { file: MESSAGE_ATTACHMENT_ERRORS.size },
      'file_too_big',
    );
  if (error instanceof ApiError && error.fields?.file === 'validation.too_many_files')
    return badRequest(error.detail, { file: MESSAGE_ATTACHMENT_ERRORS.tooMany }, 'too_many_files');
  return error;
}

/**
 * Files in conversations (issue #15): uploaded first by a participant, then sent with a message by
 * id; opened through signed links that the message views carry, so an <img> can show them.
 */
export async function messageAttachmentsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MESSAGE_ATTACHMENTS.maxBytes,
      files: MESSAGE_ATTACHMENTS.maxPerMessage,
      fields: 2,
      parts: MESSAGE_ATTACHMENTS.maxPerMessage + 2,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/conversations/:id/attachments/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: conversationSubject } },
      schema: {
        tags,
        summary:
          'Upload files to send in a message (participants; multipart "file": JPEG, PNG, WebP, HEIC or PDF, at most 10 MB)',
        params: idParams,
        response: { 201: attachmentListResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, conversationSubject);
      requireParticipant(subject);
      const upload = await readUpload(request, MESSAGE_ATTACHMENTS.maxPerMessage).catch(
        (error: unknown) => {
          throw inInboxTerms(error);
        },
      );
      const uploaderId = getAuth(request).user.id;
      const rows = [];
      for (const file of upload.files)
        rows.push(await storeMessageAttachment(ctx, subject.conversation.id, uploaderId, file));
      return reply.status(201).send({ results: await toAttachmentViews(ctx.db, rows) });
    },
  );

  r.get(
    '/message-attachments/:id/',
    {
      onRequest: ctx.authenticate,
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'A file of a message with fresh links (participants and staff)',
        params: idParams,
        response: { 200: messageAttachmentResponse },
      },
    },
    async (request) => {
      const row = await findMessageAttachment(ctx.db, request.params.id);
      if (!row) throw notFound('No such file.');
      // Participants and staff only; others hear 404 like for a file that does not exist.
      await loadConversationSubject(ctx, getAuth(request), row.conversationId);
      const uploaderId = row.uploaderId;
      if (row.messageId === null && uploaderId !== getAuth(request).user.id)
        throw notFound('No such file.');
      const [view] = await toAttachmentViews(ctx.db, [row]);
      return view!;
    },
  );

  r.delete(
    '/message-attachments/:id/',
    {
      onRequest: ctx.authenticate,
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'Take back a file uploaded and not yet sent (its uploader only)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      // Someone else's file, or one already sent, answers like a file that does not exist.
      const isRemoved = await removeUnsentAttachment(
        ctx,
        request.params.id,
        getAuth(request).user.id,
      );
      if (!isRemoved) throw notFound('No such unsent file.');
      return reply.status(204).send(null);
    },
  );

  // The link itself authorises (no bearer token), so an <img> and a download can follow it.
  r.get(
    '/message-files/:token/',
    {
      config: { access: { role: 'anonymous' } },
      schema: {
        tags,
        summary: 'Open a message file through its signed link (`thumbnail=1`: a photo, small)',
        params: z.object({ token: z.string().max(200) }),
        querystring: z.object({ thumbnail: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const check = await verifyScopedFileLink(ctx.db, MESSAGE_FILE_SCOPE, request.params.token);
      if (!check.ok) {
        if (check.reason === 'expired')
          throw new ApiError(
            410,
            'link_expired',
            'This link has expired; reload the conversation.',
          );
        throw notFound('No such file.');
      }
      const row = await findMessageAttachment(ctx.db, check.attachmentId);
      if (!row) throw notFound('No such file.');
      const wantsThumbnail = request.query.thumbnail === '1' && row.thumbnailKey !== null;
      const data = await ctx.storage.get(wantsThumbnail ? row.thumbnailKey! : row.storageKey);
      if (!data) throw notFound('No such file.');
      // Photos open in the browser; PDFs download, never rendered on our origin.
      const disposition = row.contentType.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .header('content-type', wantsThumbnail ? 'image/jpeg' : row.contentType)
        .header(
          'content-disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(row.filename)}`,
        )
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
}
