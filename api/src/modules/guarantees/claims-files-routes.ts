import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_FILES } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { verifyScopedFileLink } from '../profiles/file-links.js';
import { readUpload } from '../profiles/uploads.js';
import { claimOf, obligeeClaim, obligeeGuarantee } from './claims-access.js';
import {
  CLAIM_FILES_PER_UPLOAD,
  CLAIM_FILE_SCOPE,
  deleteClaimFile,
  findClaimFile,
  storeClaimFile,
} from './claims-files.js';
import { listMoveOutIssues } from './claims-repository.js';
import { claimResponse, moveOutIssueListResponse } from './claims-schemas.js';
import { claimView } from './claims-view.js';

const tags = ['guarantee claims'];
const claimParams = z.object({ id: dbIdParam, claimId: dbIdParam });
const CLAIM = '/rental-guarantees/:id/claims/:claimId/';

/**
 * A claim's evidence (issue #18): invoices and photos uploaded to a draft, opened through signed
 * links; and the move-out inspection report's issues a line can rest on.
 */
export async function guaranteeClaimFilesRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, {
    limits: {
      fileSize: PROFILE_FILES.maxBytes,
      files: CLAIM_FILES_PER_UPLOAD,
      fields: 2,
      parts: CLAIM_FILES_PER_UPLOAD + 2,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/rental-guarantees/:id/move-out-issues/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: obligeeGuarantee } },
      schema: {
        tags,
        summary: "The issues of the lease's move-out inspection report (none without one)",
        params: z.object({ id: dbIdParam }),
        response: { 200: moveOutIssueListResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, obligeeGuarantee);
      const issues = row.contractId === null ? [] : await listMoveOutIssues(ctx.db, row.contractId);
      return {
        results: issues.map((i) => ({
          id: i.id,
          report_id: i.reportId,
          description: i.description,
          severity: i.severity,
          responsibility: i.responsibility,
          subject_tag: i.subjectTag,
        })),
      };
    },
  );

  r.post(
    `${CLAIM}files/`,
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: obligeeClaim } },
      schema: {
        tags,
        summary:
          'Attach invoices (PDF) or photos (JPEG, PNG) to a draft claim (multipart "file", optional "line_id")',
        params: claimParams,
        response: { 201: claimResponse },
      },
    },
    async (request, reply) => {
      const subject = claimOf(request, obligeeClaim);
      const upload = await readUpload(request, CLAIM_FILES_PER_UPLOAD);
      const rawLine = upload.fields['line_id'];
      const lineId = rawLine === undefined || rawLine === '' ? null : dbIdParam.safeParse(rawLine);
      if (lineId !== null && !lineId.success)
        throw badRequest('Choose a line of the claim.', {
          line_id: 'guarantee-claims.validation.line',
        });
      for (const file of upload.files)
        await storeClaimFile(ctx, subject, getAuth(request).user.id, file, lineId?.data ?? null);
      return reply.status(201).send(await claimView(ctx.db, subject));
    },
  );

  r.delete(
    `${CLAIM}files/:fileId/`,
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: obligeeClaim } },
      schema: {
        tags,
        summary: 'Remove a file from a draft claim',
        params: claimParams.extend({ fileId: dbIdParam }),
        response: { 200: claimResponse },
      },
    },
    async (request) => {
      const subject = claimOf(request, obligeeClaim);
      await deleteClaimFile(ctx, subject, request.params.fileId);
      return claimView(ctx.db, subject);
    },
  );

  // The link itself authorises (no bearer token), so an <img> and a download can follow it.
  r.get(
    '/guarantee-claim-files/:token/',
    {
      config: { access: { role: 'anonymous' } },
      schema: {
        tags,
        summary: "Open a claim's file through its signed link",
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const check = await verifyScopedFileLink(ctx.db, CLAIM_FILE_SCOPE, request.params.token);
      if (!check.ok) {
        if (check.reason === 'expired')
          throw new ApiError(410, 'link_expired', 'This link has expired; reload the claim.');
        throw notFound('No such file.');
      }
      const row = await findClaimFile(ctx.db, check.attachmentId);
      const data = row ? await ctx.storage.get(row.storageKey) : null;
      if (!row || !data) throw notFound('No such file.');
      const disposition = row.contentType.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .header('content-type', row.contentType)
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
