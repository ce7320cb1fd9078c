import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, type AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { dbIdParam } from '../../../http/ids.js';
import { contractSubject } from '../access.js';
import { requestRegistration } from './requests-service.js';
import { submissionResponse } from './submission-schemas.js';
import { loadSubmissionView } from './submission-view.js';
import { findLatestSubmissionOfContract } from './submissions-repository.js';

const tags = ['rental contracts'];
const params = z.object({ id: dbIdParam });

/** SPEC 7's "hms POST" (register a signed contract with HMS now) and its state for readers. */
export async function contractHmsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/contracts/:id/hms/',
    {
      config: { access: { subject: contractSubject } },
      schema: {
        tags,
        summary: 'The contract’s registration with HMS: its submission, or null before signing',
        params,
        response: { 200: z.object({ submission: submissionResponse.nullable() }) },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const submission = await findLatestSubmissionOfContract(ctx.db, row.id);
      return { submission: submission ? await loadSubmissionView(ctx.db, submission) : null };
    },
  );

  r.post(
    '/contracts/:id/hms/',
    {
      config: { access: { subject: contractSubject } },
      schema: {
        tags,
        summary: 'Register the signed contract with HMS now (idempotent); answers the submission',
        params,
        response: { 200: submissionResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, contractSubject);
      const row = await requestRegistration(ctx, getAuth(request), subject);
      return loadSubmissionView(ctx.db, row);
    },
  );
}
