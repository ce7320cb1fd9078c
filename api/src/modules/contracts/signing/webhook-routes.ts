import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { webhookResponse } from './signing-schemas.js';
import {
  handleInspectionWebhook,
  INSPECTION_REFERENCE_PREFIX,
} from '../../inspections/signing/signing-service.js';
import { handleWebhook, verifyWebhook } from './signing-webhooks.js';
import { handleLoanWebhook, LOAN_REFERENCE_PREFIX } from '../../loans/signing-service.js';
import {
  GUARANTEE_REFERENCE_PREFIX,
  handleGuaranteeWebhook,
} from '../../guarantees/lifecycle/commit-service.js';

/**
 * `POST /api/webhooks/e-signature/`: the e-signing service's callbacks. No user signs them in;
 * the HMAC over the exact bytes sent does, so this plugin keeps the body as the raw text.
 */
export async function eSignatureWebhookRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/webhooks/e-signature/',
    {
      config: { access: { role: 'anonymous' } },
      schema: {
        tags: ['webhooks'],
        summary:
          'E-signature events (created, signed, declined, all_signed, cancelled, expired), signed with X-Signature: sha256=<hex> over "<X-Signature-Timestamp>.<body>"',
        response: { 200: webhookResponse },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const event = verifyWebhook(ctx.config.esignWebhookSecret, raw, request.headers, new Date());
      // The same provider signs inspection reports; their processes are `inspection-<id>`.
      const isInspection = event.process.reference.startsWith(INSPECTION_REFERENCE_PREFIX);
      const isGuarantee = event.process.reference.startsWith(GUARANTEE_REFERENCE_PREFIX);
      const isLoan = event.process.reference.startsWith(LOAN_REFERENCE_PREFIX);
      const { duplicate } = isInspection
        ? await handleInspectionWebhook(ctx, event)
        : isGuarantee
          ? await handleGuaranteeWebhook(ctx, event)
          : isLoan
            ? await handleLoanWebhook(ctx, event)
            : await handleWebhook(ctx, event);
      return { received: true as const, duplicate };
    },
  );
}
