import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLAIM_QUEUE_FILTERS,
  GUARANTEE_PAGE_SIZE,
  guaranteeStaffDecisionSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { dbIdParam } from '../../../http/ids.js';
import { pageQuery, toPage } from '../../../http/pagination.js';
import { getUserRow } from '../../users/users-repository.js';
import { listGuarantees } from '../guarantees-repository.js';
import { guaranteeResponse } from '../guarantees-schemas.js';
import { readableGuarantee } from '../guarantees-service.js';
import { guaranteeView } from '../guarantees-view.js';
import { settleGuaranteeTimelines } from '../lifecycle/timeline.js';
import { decideGuaranteeByHand, readClaimQueue } from './staff-service.js';
import { staffClaimPageResponse, userGuaranteesResponse } from './staff-schemas.js';

const tags = ['admin: rental guarantees'];
const idParams = z.object({ id: dbIdParam });
const staffOnly = { role: 'staff' } as const;

/** The back office's side of rental guarantees (issue #18, "Staff"). */
export async function guaranteeStaffRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/admin/rental-guarantee-claims/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary:
          'Staff: claims on guarantees, the nearest deadline first (status: open by default, or one status)',
        querystring: z.object({
          status: z
            .enum(CLAIM_QUEUE_FILTERS, { error: 'guarantees.errors.claim_queue_status' })
            .default('open'),
          ...pageQuery(GUARANTEE_PAGE_SIZE),
        }),
        response: { 200: staffClaimPageResponse },
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query;
      const { total, results } = await readClaimQueue(ctx, status, page, page_size);
      return toPage(request.url, page, page_size, total, results);
    },
  );

  r.post(
    '/admin/rental-guarantees/:id/decision/',
    {
      config: {
        access: { ...staffOnly, subject: readableGuarantee },
        idempotency: { required: false },
      },
      schema: {
        tags,
        summary:
          'Staff: approve or decline an application by hand, with a reason the tenant reads (only before it is committed)',
        params: idParams,
        body: guaranteeStaffDecisionSchema,
        response: { 200: guaranteeResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, readableGuarantee);
      const decided = await decideGuaranteeByHand(ctx, getAuth(request), subject, request.body);
      return guaranteeView({ ...decided, role: 'staff' });
    },
  );

  r.get(
    '/admin/users/:id/rental-guarantees/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: "Staff: a user's guarantees as the tenant and on contracts they let, newest first",
        params: idParams,
        response: { 200: userGuaranteesResponse },
      },
    },
    async (request) => {
      const user = await getUserRow(ctx.db, request.params.id);
      const list = async (scope: Parameters<typeof listGuarantees>[1]) => {
        const { count, rows } = await listGuarantees(ctx.db, scope, 1, GUARANTEE_PAGE_SIZE);
        const settled = await settleGuaranteeTimelines(ctx, rows);
        return { count, results: settled.map((g) => guaranteeView({ ...g, role: 'staff' })) };
      };
      const [asTenant, asLandlord] = await Promise.all([
        list({ tenantId: user.id }),
        list({ landlord: user }),
      ]);
      return { as_tenant: asTenant, as_landlord: asLandlord };
    },
  );
}
