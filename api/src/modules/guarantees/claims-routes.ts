import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimLineSchema, createClaimSchema, updateClaimSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { claimOf, obligeeClaim, obligeeGuarantee, readableClaim } from './claims-access.js';
import { settleClaimDeadline } from './claims-deadlines.js';
import { listClaims } from './claims-repository.js';
import { claimListResponse, claimResponse } from './claims-schemas.js';
import {
  createClaim,
  deleteClaimLine,
  deleteDraftClaim,
  saveClaimLine,
  updateClaim,
} from './claims-service.js';
import { claimView, claimViews, readCover } from './claims-view.js';
import { readableGuarantee } from './guarantees-service.js';

const tags = ['guarantee claims'];
const guaranteeParams = z.object({ id: dbIdParam });
const claimParams = z.object({ id: dbIdParam, claimId: dbIdParam });
const lineParams = claimParams.extend({ lineId: dbIdParam });
const CLAIM = '/rental-guarantees/:id/claims/:claimId/';

/**
 * Claims on a rental guarantee (issue #18): the landlord (obligee) drafts a claim with lines and
 * sends it; only a draft changes, and only by the landlord.
 */
export async function guaranteeClaimsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/rental-guarantees/:id/claims/',
    {
      config: { access: { subject: readableGuarantee } },
      schema: {
        tags,
        summary: 'The claims on a guarantee, newest first (the tenant sees no drafts)',
        params: guaranteeParams,
        response: { 200: claimListResponse },
      },
    },
    async (request) => {
      const guarantee = subjectOf(request, readableGuarantee);
      const now = new Date();
      const rows = await listClaims(ctx.db, guarantee.row.id, guarantee.role === 'obligee');
      const settled = [];
      for (const row of rows) settled.push(await settleClaimDeadline(ctx.db, row, now));
      const cover = await readCover(ctx.db, guarantee);
      return {
        remaining_cover: cover.left,
        held_cover: cover.held,
        results: await claimViews(ctx.db, guarantee, settled, cover),
      };
    },
  );

  r.post(
    '/rental-guarantees/:id/claims/',
    {
      config: { access: { subject: obligeeGuarantee }, idempotency: { required: false } },
      schema: {
        tags,
        summary:
          'File a draft claim (the landlord): damage (with the return date, at most 4 weeks ago) or default',
        params: guaranteeParams,
        body: createClaimSchema,
        response: { 201: claimResponse },
      },
    },
    async (request, reply) => {
      const guarantee = subjectOf(request, obligeeGuarantee);
      const created = await createClaim(ctx, getAuth(request), guarantee, request.body);
      return reply.status(201).send(await claimView(ctx.db, created));
    },
  );

  r.get(
    CLAIM,
    {
      config: { access: { subject: readableClaim } },
      schema: {
        tags,
        summary: 'One claim with its lines, evidence and the deadline now running',
        params: claimParams,
        response: { 200: claimResponse },
      },
    },
    async (request) => claimView(ctx.db, claimOf(request, readableClaim)),
  );

  r.patch(
    CLAIM,
    {
      config: { access: { subject: obligeeClaim } },
      schema: {
        tags,
        summary: 'Change a draft claim (the landlord)',
        params: claimParams,
        body: updateClaimSchema,
        response: { 200: claimResponse },
      },
    },
    async (request) =>
      claimView(ctx.db, await updateClaim(ctx, claimOf(request, obligeeClaim), request.body)),
  );

  r.delete(
    CLAIM,
    {
      config: { access: { subject: obligeeClaim } },
      schema: {
        tags,
        summary: 'Delete a draft claim (the landlord)',
        params: claimParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteDraftClaim(ctx, claimOf(request, obligeeClaim));
      return reply.status(204).send(null);
    },
  );

  r.post(
    `${CLAIM}lines/`,
    {
      config: { access: { subject: obligeeClaim }, idempotency: { required: false } },
      schema: {
        tags,
        summary: 'Add a line to a draft claim; the claim stays within the cover left',
        params: claimParams,
        body: claimLineSchema,
        response: { 201: claimResponse },
      },
    },
    async (request, reply) => {
      const saved = await saveClaimLine(ctx, claimOf(request, obligeeClaim), request.body);
      return reply.status(201).send(await claimView(ctx.db, saved));
    },
  );

  r.put(
    `${CLAIM}lines/:lineId/`,
    {
      config: { access: { subject: obligeeClaim } },
      schema: {
        tags,
        summary: 'Replace a line of a draft claim',
        params: lineParams,
        body: claimLineSchema,
        response: { 200: claimResponse },
      },
    },
    async (request) =>
      claimView(
        ctx.db,
        await saveClaimLine(
          ctx,
          claimOf(request, obligeeClaim),
          request.body,
          request.params.lineId,
        ),
      ),
  );

  r.delete(
    `${CLAIM}lines/:lineId/`,
    {
      config: { access: { subject: obligeeClaim } },
      schema: {
        tags,
        summary: 'Remove a line of a draft claim',
        params: lineParams,
        response: { 200: claimResponse },
      },
    },
    async (request) =>
      claimView(
        ctx.db,
        await deleteClaimLine(ctx, claimOf(request, obligeeClaim), request.params.lineId),
      ),
  );
}
