import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSPECTION_PAPER_SCAN, paperSignaturesSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { ApiError, badRequest } from '../../../http/errors.js';
import { dbIdParam } from '../../../http/ids.js';
import { readUpload } from '../../profiles/uploads.js';
import { inspectionSubject } from '../access.js';
import { getPaperScan, recordPaperSignatures } from './paper-signing.js';
import { reread } from './signing-service.js';
import { inspectionSignatureResponse, loadSignatureStatus } from './signing-view.js';

const tags = ['inspection reports'];
const params = z.object({ id: dbIdParam });
const access = { subject: inspectionSubject };
const clientKeySchema = z.string().trim().min(8).max(100).optional();

/** The multipart text fields as the schema's input: `signers` is JSON. */
function readFields(fields: Record<string, string>) {
  let signers: unknown = undefined;
  if (fields['signers'] !== undefined) {
    try {
      signers = JSON.parse(fields['signers']) as unknown;
    } catch {
      throw badRequest('signers must be JSON.', { signers: 'validation.invalid' });
    }
  }
  const parsed = paperSignaturesSchema.safeParse({ signed_on: fields['signed_on'], signers });
  if (!parsed.success)
    throw badRequest(
      'The record of the paper signatures is not complete.',
      Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.message])),
    );
  const key = clientKeySchema.safeParse(fields['client_key']);
  if (!key.success)
    throw badRequest('client_key must be 8 to 100 characters.', {
      client_key: 'validation.invalid',
    });
  return { input: parsed.data, clientKey: key.data };
}

/** The upload's own limits in the signing page's words. */
function inScanTerms(error: unknown): unknown {
  if (error instanceof ApiError && error.code === 'file_too_big')
    return badRequest(
      'The scan is larger than 10 MB.',
      { file: 'inspection-signing.errors.paper_scan_size' },
      'file_too_big',
    );
  return error;
}

/**
 * Paper signing of an inspection report (sign type `paper`): the landlord side records who
 * signed the printed report, the day and a scan of the signed pages (PDF, JPEG or PNG);
 * the report's users and staff read the scan back. Only they reach these routes (404 otherwise).
 */
export async function inspectionPaperSigningRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: INSPECTION_PAPER_SCAN.maxBytes, files: 1, fields: 5, parts: 6 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.post(
    '/inspection-reports/:id/paper-signatures/',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Record a report signed on paper (multipart: signed_on, signers as JSON, client_key, and the scan as "file": PDF, JPEG or PNG, at most 10 MB)',
        params,
        response: { 200: inspectionSignatureResponse, 201: inspectionSignatureResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, inspectionSubject);
      const upload = await readUpload(request, 1).catch((error: unknown) => {
        throw inScanTerms(error);
      });
      const { input, clientKey } = readFields(upload.fields);
      const scan = upload.files[0];
      if (!scan)
        throw badRequest('Attach the scan of the signed report.', {
          file: 'inspection-signing.errors.paper_scan_required',
        });
      const auth = getAuth(request);
      const { isNew } = await recordPaperSignatures(ctx, auth, subject, input, scan, clientKey);
      const row = await reread(ctx, subject.row.id);
      return reply
        .code(isNew ? 201 : 200)
        .send(await loadSignatureStatus(ctx.db, row, subject, auth.user));
    },
  );

  r.get(
    '/inspection-reports/:id/paper-scan/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The scan of a report signed on paper, as it was recorded',
        params,
        response: {
          200: z.object({ filename: z.string(), content_type: z.string(), base64: z.string() }),
        },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, inspectionSubject);
      const { bytes, scan } = await getPaperScan(ctx, row);
      return {
        filename: `uttekt-${row.id}-undirritud.${scan.extension}`,
        content_type: scan.contentType,
        base64: bytes.toString('base64'),
      };
    },
  );
}
