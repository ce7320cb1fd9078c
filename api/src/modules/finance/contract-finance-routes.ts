import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indexedRentQuerySchema } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { contractSubject } from '../contracts/access.js';
import { loadContract } from '../contracts/contract-view.js';
import { indexedRentResponse, priceEstimationResponse } from './finance-schemas.js';
import { getIndexedRentSchedule } from './indexed-rent.js';
import { estimateContractRent } from './price-estimation.js';

const tags = ['rental contracts'];
const params = z.object({ id: dbIdParam });
const access = { subject: contractSubject };

/** The contract's money views: the indexed rent of the coming months and a rent suggestion. */
export async function contractFinanceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/contracts/:id/indexed-rent/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The rent of the coming months under CPI indexation; unpublished months say so',
        params,
        querystring: indexedRentQuerySchema,
        response: { 200: indexedRentResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      return getIndexedRentSchedule(
        ctx.providers.priceIndex,
        row,
        request.query.months,
        new Date(),
      );
    },
  );

  r.get(
    '/contracts/:id/price-estimation/',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A suggested rent from comparable listings; a failure never blocks signing',
        params,
        response: { 200: priceEstimationResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const contract = await loadContract(ctx.db, row);
      return {
        ...(await estimateContractRent(ctx.db, contract, row.listingId)),
        currency: 'ISK' as const,
      };
    },
  );
}
