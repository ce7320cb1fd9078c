import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimRulingSchema,
  commitClaimSchema,
  obligeeResponseSchema,
  principalResponseSchema,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { dbIdParam } from '../../http/ids.js';
import { claimOf, obligeeClaim, principalClaim, readableClaim } from './claims-access.js';
import {
  payClaim,
  recordRuling,
  respondAsObligee,
  respondAsPrincipal,
} from './claims-responses.js';
import { claimResponse } from './claims-schemas.js';
import { cancelClaim, commitClaim } from './claims-service.js';
import { claimView } from './claims-view.js';

const tags = ['guarantee claims'];
const claimParams = z.object({ id: dbIdParam, claimId: dbIdParam });
const CLAIM = '/rental-guarantees/:id/claims/:claimId/';
const emptyBody = z.object({}).strict();

/**
 * A claim's way through its statuses (research 5.2): sent by the landlord, answered line by line
 * by the tenant, referred or given up by the landlord, paid by staff.
 */
export async function guaranteeClaimActionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  const ok = { 200: claimResponse };

  r.post(
    `${CLAIM}commit/`,
    {
      config: { access: { subject: obligeeClaim }, idempotency: { required: false } },
      schema: {
        tags,
        summary: 'Send the draft to the tenant, who has 4 weeks to answer (confirm: true)',
        params: claimParams,
        body: commitClaimSchema,
        response: ok,
      },
    },
    async (request) => claimView(ctx.db, await commitClaim(ctx, claimOf(request, obligeeClaim))),
  );

  r.post(
    `${CLAIM}cancel/`,
    {
      config: { access: { subject: obligeeClaim }, idempotency: { required: false } },
      schema: {
        tags,
        summary: 'Withdraw a claim not yet settled (the landlord)',
        params: claimParams,
        body: emptyBody,
        response: ok,
      },
    },
    async (request) => claimView(ctx.db, await cancelClaim(ctx, claimOf(request, obligeeClaim))),
  );

  r.post(
    `${CLAIM}principal-response/`,
    {
      config: { access: { subject: principalClaim }, idempotency: { required: false } },
      schema: {
        tags,
        summary: 'The tenant answers every line: accepted, or rejected with a reason',
        params: claimParams,
        body: principalResponseSchema,
        response: ok,
      },
    },
    async (request) =>
      claimView(
        ctx.db,
        await respondAsPrincipal(ctx, claimOf(request, principalClaim), request.body),
      ),
  );

  r.post(
    `${CLAIM}obligee-response/`,
    {
      config: { access: { subject: obligeeClaim }, idempotency: { required: false } },
      schema: {
        tags,
        summary:
          'The landlord answers a rejection within 4 weeks: refer the dispute, or accept the rejection',
        params: claimParams,
        body: obligeeResponseSchema,
        response: ok,
      },
    },
    async (request) =>
      claimView(ctx.db, await respondAsObligee(ctx, claimOf(request, obligeeClaim), request.body)),
  );

  r.post(
    `${CLAIM}ruling/`,
    {
      config: {
        access: { role: 'staff', subject: readableClaim },
        idempotency: { required: false },
      },
      schema: {
        tags,
        summary:
          'Staff record the ruling on a disputed claim: the amount awarded (0 ends the claim), by whom, the reference',
        params: claimParams,
        body: claimRulingSchema,
        response: ok,
      },
    },
    async (request) =>
      claimView(ctx.db, await recordRuling(ctx, claimOf(request, readableClaim), request.body)),
  );

  r.post(
    `${CLAIM}pay/`,
    {
      config: {
        access: { role: 'staff', subject: readableClaim },
        idempotency: { required: false },
      },
      schema: {
        tags,
        summary:
          'Staff pay an accepted claim: the cover left shrinks and the tenant owes the amount back',
        params: claimParams,
        body: emptyBody,
        response: ok,
      },
    },
    async (request) => claimView(ctx.db, await payClaim(ctx, claimOf(request, readableClaim))),
  );
}
