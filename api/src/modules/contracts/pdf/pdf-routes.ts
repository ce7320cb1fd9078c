import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractPdfQuerySchema, getContractPdfLanguage } from '@leiga/domain';
import { getAuth, type AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { dbIdParam } from '../../../http/ids.js';
import { contractSubject } from '../access.js';
import { getContractPdf, getContractPdfFilename } from './contract-pdf-service.js';

const contractPdfResponse = z.object({
  filename: z.string(),
  content_type: z.literal('application/pdf'),
  base64: z.string(),
});

/** The lease PDF for whoever may read the contract: parties, collaborators, staff. */
export async function contractPdfRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/contracts/:id/base64/',
    {
      config: { access: { subject: contractSubject } },
      schema: {
        tags: ['rental contracts'],
        summary:
          'The lease as a PDF in Icelandic or English (default the caller’s language when it is one of them, else English); once signed, the stored file',
        params: z.object({ id: dbIdParam }),
        querystring: contractPdfQuerySchema,
        response: { 200: contractPdfResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const lang = getContractPdfLanguage(
        request.query.lang,
        getAuth(request).user.primaryLanguage,
      );
      const bytes = await getContractPdf(ctx, row, lang);
      return {
        filename: getContractPdfFilename(row.id, lang),
        content_type: 'application/pdf' as const,
        base64: bytes.toString('base64'),
      };
    },
  );
}
