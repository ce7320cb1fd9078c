import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  declineInspectionSchema,
  inspectionAddendumSchema,
  inspectionAttendanceSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { badRequest } from '../../../http/errors.js';
import { dbIdParam } from '../../../http/ids.js';
import { inspectionSubject } from '../access.js';
import { commitAddendum, createAddendum, patchAddendum } from './addenda.js';
import { getReportPdf } from './signed-report.js';
import {
  declineInspection,
  finishInspectionSigning,
  getMySigningUrl,
  reread,
  setAttendance,
  startInspectionSigning,
} from './signing-service.js';
import {
  addendaResponse,
  addendumResponse,
  inspectionSignatureResponse,
  loadAddenda,
  loadSignatureStatus,
  toAddendum,
} from './signing-view.js';

const tags = ['inspection reports'];
const params = z.object({ id: dbIdParam });
const addendumParams = z.object({ id: dbIdParam, addendumId: dbIdParam });
const access = { subject: inspectionSubject };
const idempotencyKey = z.string().trim().min(8).max(100).optional();

function readIdempotencyKey(value: unknown): string | undefined {
  const parsed = idempotencyKey.safeParse(value);
  if (!parsed.success)
    throw badRequest('The Idempotency-Key header must be 8 to 100 characters.', {
      'idempotency-key': 'validation.invalid',
    });
  return parsed.data;
}

/**
 * Signing an inspection report (issue #17): start, status, the signer's link, decline, finish,
 * attendance, the PDF, addenda. Only the report's users and staff reach them (404 otherwise).
 */
export async function inspectionSigningRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  const status = async (request: Parameters<typeof getAuth>[0]) => {
    const subject = subjectOf(request, inspectionSubject);
    const row = await reread(ctx, subject.row.id);
    return loadSignatureStatus(ctx.db, row, subject, getAuth(request).user);
  };
  const response = { 200: inspectionSignatureResponse, 201: inspectionSignatureResponse };
  const statusOptions = (summary: string) => ({
    config: { access },
    schema: { tags, summary, params, response },
  });

  r.get(
    '/inspection-reports/:id/e-signature/',
    statusOptions('Signing status: each signer, who declined and why, who was present'),
    (request) => status(request),
  );

  r.post(
    '/inspection-reports/:id/signing/',
    statusOptions(
      'Start electronic signing of a committed report (an Idempotency-Key makes a retry answer with the same process)',
    ),
    async (request, reply) => {
      const subject = subjectOf(request, inspectionSubject);
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      const { isNew } = await startInspectionSigning(ctx, getAuth(request), subject, key);
      return reply.code(isNew ? 201 : 200).send(await status(request));
    },
  );

  r.get(
    '/inspection-reports/:id/signing-url/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The signed-in signer’s own signing link at the e-signature service',
        params,
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) =>
      getMySigningUrl(ctx, getAuth(request), subjectOf(request, inspectionSubject)),
  );

  r.post(
    '/inspection-reports/:id/decline/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A tenant declines to sign, with a reason',
        params,
        body: declineInspectionSchema,
        response,
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      await declineInspection(ctx, getAuth(request), subject, request.body);
      return status(request);
    },
  );

  r.post(
    '/inspection-reports/:id/finish-signing/',
    statusOptions('The landlord side finishes a report a tenant declined to sign'),
    async (request) => {
      await finishInspectionSigning(ctx, getAuth(request), subjectOf(request, inspectionSubject));
      return status(request);
    },
  );

  r.put(
    '/inspection-reports/:id/attendance/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Who was present at the inspection',
        params,
        body: inspectionAttendanceSchema,
        response,
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      await setAttendance(ctx, getAuth(request), subject, request.body);
      return status(request);
    },
  );

  r.get(
    '/inspection-reports/:id/pdf/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The report as a PDF; once signed, the stored file that is never changed',
        params,
        response: {
          200: z.object({
            filename: z.string(),
            content_type: z.literal('application/pdf'),
            base64: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, inspectionSubject);
      const bytes = await getReportPdf(ctx, await reread(ctx, row.id));
      return {
        filename: `uttekt-${row.id}.pdf`,
        content_type: 'application/pdf' as const,
        base64: bytes.toString('base64'),
      };
    },
  );

  r.get(
    '/inspection-reports/:id/addenda/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Addenda of a signed report',
        params,
        response: { 200: addendaResponse },
      },
    },
    async (request) => loadAddenda(ctx.db, subjectOf(request, inspectionSubject).row.id),
  );

  r.post(
    '/inspection-reports/:id/addenda/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A later finding on the signed report (a DRAFT addendum)',
        params,
        body: inspectionAddendumSchema,
        response: { 201: addendumResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, inspectionSubject);
      const row = await createAddendum(ctx, getAuth(request), subject, request.body);
      return reply.code(201).send(toAddendum(row));
    },
  );

  r.patch(
    '/inspection-reports/:id/addenda/:addendumId/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Change a DRAFT addendum',
        params: addendumParams,
        body: inspectionAddendumSchema,
        response: { 200: addendumResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      return toAddendum(await patchAddendum(ctx, subject, request.params.addendumId, request.body));
    },
  );

  r.post(
    '/inspection-reports/:id/addenda/:addendumId/commit/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Finalise an addendum; it is read-only after',
        params: addendumParams,
        response: { 200: addendumResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inspectionSubject);
      return toAddendum(await commitAddendum(ctx, subject, request.params.addendumId));
    },
  );
}
