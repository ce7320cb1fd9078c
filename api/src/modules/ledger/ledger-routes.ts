import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAuth, type AppContext } from '../../context.js';
import { requireForAll } from '../../http/access.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import { reconciliationPage, reconciliationResponse } from './ledger-schemas.js';
import {
  pageReconciliations,
  runReconciliation,
  type ReconciliationRow,
} from './reconciliation.js';

const tags = ['admin: ledger'];

function toView(row: ReconciliationRow): z.infer<typeof reconciliationResponse> {
  return {
    id: row.id,
    trigger: row.trigger,
    started_by: row.startedBy,
    contracts_checked: row.contractsChecked,
    contracts_unbalanced: row.contractsUnbalanced,
    is_balanced: row.isBalanced,
    findings: row.findings.map((f) => ({ contract_id: f.contractId, problems: f.problems })),
    duration_ms: row.durationMs,
    created_at: row.createdAt.toISOString(),
  };
}

/** Staff: the ledger's reconciliations (every contract's double entry checked), run and listed. */
export async function ledgerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  requireForAll(r, { role: 'staff' });

  r.get(
    '/ledger/reconciliations/',
    {
      schema: {
        tags,
        summary: 'The reconciliations run, newest first, with the contracts out of balance',
        querystring: z.object(pageQuery(20)),
        response: { 200: reconciliationPage },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { total, rows } = await pageReconciliations(ctx.db, page, page_size);
      return toPage(request.url, page, page_size, total, rows.map(toView));
    },
  );

  r.post(
    '/ledger/reconciliations/',
    {
      config: { idempotency: { required: false } },
      schema: {
        tags,
        summary: 'Run a reconciliation now: every contract’s ledger against the payment tables',
        response: { 201: reconciliationResponse },
      },
    },
    async (request, reply) => {
      const row = await runReconciliation(ctx.db, 'staff', getAuth(request).user.id);
      return reply.code(201).send(toView(row));
    },
  );
}
