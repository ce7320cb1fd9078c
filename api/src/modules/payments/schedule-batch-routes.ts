import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCommittedStatus, getIcelandicToday } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { idsQuery } from '../../http/pagination.js';
import { listContractSubjects } from '../contracts/access.js';
import { listScheduleItemsOfContracts, type ScheduleItemRow } from './schedule-repository.js';
import { scheduleListResponse } from './schedule-schemas.js';
import { canEditSchedule } from './schedule-service.js';
import { toScheduleListView } from './schedule-view.js';

/**
 * `GET contracts/payment-schedules/?contracts=1,2,3`: the schedules of several contracts in one
 * call, for the graph's DataLoader. Each contract is judged as its single read judges it: one
 * the caller may not see, or a draft, is left out.
 */
export async function paymentScheduleBatchRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/contracts/payment-schedules/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags: ['payment schedule'],
        summary: 'The payment schedules of several committed contracts (?contracts=1,2,3)',
        querystring: z.object({ contracts: idsQuery }),
        response: {
          200: z.object({
            results: z.array(scheduleListResponse.extend({ contract_id: z.number().int() })),
          }),
        },
      },
    },
    async (request) => {
      const subjects = (
        await listContractSubjects(ctx, getAuth(request), request.query.contracts)
      ).filter((s) => isCommittedStatus(s.row.status));
      const rows = await listScheduleItemsOfContracts(
        ctx.db,
        subjects.map((s) => s.row.id),
      );
      const byContract = new Map<number, ScheduleItemRow[]>();
      for (const row of rows)
        byContract.set(row.contractId, [...(byContract.get(row.contractId) ?? []), row]);
      const today = getIcelandicToday();
      return {
        results: subjects.map((s) => ({
          contract_id: s.row.id,
          ...toScheduleListView(
            byContract.get(s.row.id) ?? [],
            s.row.currency ?? 'ISK',
            canEditSchedule(s),
            today,
          ),
        })),
      };
    },
  );
}
