import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerCancellationSchema, requestCancellationSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { badRequest, conflict } from '../../../http/errors.js';
import { dbIdParam } from '../../../http/ids.js';
import { ownGuarantee, readableGuarantee } from '../guarantees-service.js';
import { answerCancellationRequest, requestCancellation } from './cancellation-service.js';
import {
  commitGuarantee,
  getSigningUrl,
  rereadGuarantee,
  uncommitGuarantee,
} from './commit-service.js';
import { lifecycleResponse, loadLifecycle } from './lifecycle-view.js';
import { storeStatementPdf } from './statement-pdf.js';

const tags = ['rental guarantees'];
const params = z.object({ id: dbIdParam });
const requestParams = z.object({ id: dbIdParam, requestId: dbIdParam });
const idempotencyKey = z.string().trim().min(8).max(100).optional();
const ISSUED_OR_LATER = [
  'issued',
  'active',
  'cancellation_requested',
  'cancelled',
  'ended',
  'expired',
];

function readIdempotencyKey(value: unknown): string | undefined {
  const parsed = idempotencyKey.safeParse(value);
  if (!parsed.success)
    throw badRequest('The Idempotency-Key header must be 8 to 100 characters.', {
      'idempotency-key': 'validation.invalid',
    });
  return parsed.data;
}

/**
 * A guarantee after approval (issue #18): commit and sign, uncommit, the statement PDF, and
 * cancellation requests with their answers. Its tenant, its landlord and staff reach them.
 */
export async function guaranteeLifecycleRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  const response = { 200: lifecycleResponse, 201: lifecycleResponse };
  const lifecycle = async (request: Parameters<typeof getAuth>[0]) =>
    loadLifecycle(ctx.db, await rereadGuarantee(ctx, subjectOf(request, readableGuarantee)));

  r.get(
    '/rental-guarantees/:id/lifecycle/',
    {
      config: { access: { subject: readableGuarantee } },
      schema: {
        tags,
        summary: 'Commit and signing, the statement, and cancellation requests of a guarantee',
        params,
        response,
      },
    },
    (request) => lifecycle(request),
  );

  r.post(
    '/rental-guarantees/:id/commit/',
    {
      config: { access: { subject: ownGuarantee } },
      schema: {
        tags,
        summary:
          'Commit an approved guarantee: its terms go to the tenant for e-signing (an Idempotency-Key makes a retry answer with the same process)',
        params,
        response,
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, ownGuarantee);
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      const { isNew } = await commitGuarantee(ctx, getAuth(request), subject, key);
      const fresh = await rereadGuarantee(ctx, subject);
      return reply.code(isNew ? 201 : 200).send(await loadLifecycle(ctx.db, fresh));
    },
  );

  r.post(
    '/rental-guarantees/:id/uncommit/',
    {
      config: { access: { subject: ownGuarantee } },
      schema: { tags, summary: 'Withdraw the commitment before signing', params, response },
    },
    async (request) => {
      const subject = subjectOf(request, ownGuarantee);
      await uncommitGuarantee(ctx, subject);
      return loadLifecycle(ctx.db, await rereadGuarantee(ctx, subject));
    },
  );

  r.get(
    '/rental-guarantees/:id/signing-url/',
    {
      config: { access: { subject: ownGuarantee } },
      schema: {
        tags,
        summary: 'The tenant’s own signing link at the e-signature service',
        params,
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => getSigningUrl(ctx, subjectOf(request, ownGuarantee)),
  );

  r.get(
    '/rental-guarantees/:id/statement/',
    {
      config: { access: { subject: readableGuarantee } },
      schema: {
        tags,
        summary: 'The guarantee statement issued to the landlord, as a PDF (stored once)',
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
      const subject = await rereadGuarantee(ctx, subjectOf(request, readableGuarantee));
      if (!ISSUED_OR_LATER.includes(subject.row.status))
        throw conflict('The guarantee has not been issued yet.', 'guarantee_not_issued');
      const bytes = await storeStatementPdf(ctx, subject);
      return {
        filename: `abyrgdaryfirlysing-${subject.row.id}.pdf`,
        content_type: 'application/pdf' as const,
        base64: bytes.toString('base64'),
      };
    },
  );

  r.post(
    '/rental-guarantees/:id/cancellation-requests/',
    {
      config: { access: { subject: readableGuarantee } },
      schema: {
        tags,
        summary:
          'Ask to cancel an issued or active guarantee (its tenant or landlord), with a reason',
        params,
        body: requestCancellationSchema,
        response,
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, readableGuarantee);
      await requestCancellation(ctx, getAuth(request), subject, request.body);
      return reply.code(201).send(await lifecycle(request));
    },
  );

  r.post(
    '/rental-guarantees/:id/cancellation-requests/:requestId/answer/',
    {
      config: { access: { subject: readableGuarantee } },
      schema: {
        tags,
        summary:
          'The other side accepts (cancelled) or rejects (issued or active again, with a reason)',
        params: requestParams,
        body: answerCancellationSchema,
        response,
      },
    },
    async (request) => {
      const subject = subjectOf(request, readableGuarantee);
      await answerCancellationRequest(
        ctx,
        getAuth(request),
        subject,
        request.params.requestId,
        request.body,
      );
      return lifecycle(request);
    },
  );
}
