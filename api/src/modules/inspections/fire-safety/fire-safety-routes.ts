import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkFireSafety,
  FIRE_SAFETY_ITEMS,
  getRentedArea,
  hasFireSafetyIssue,
  type FireSafetyCheck,
} from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { contracts } from '../../../db/schema/index.js';
import { subjectOf } from '../../../http/access.js';
import { dbIdParam } from '../../../http/ids.js';
import { inspectionSubject } from '../access.js';

const fireSafetyResponse = z.object({
  report_id: z.number(),
  has_issue: z.boolean(),
  items: z.array(
    z.object({
      item: z.enum(FIRE_SAFETY_ITEMS),
      status: z.enum(['ok', 'missing', 'too_few']),
      required: z.number().nullable(),
      declared_count: z.number().nullable(),
    }),
  ),
});

/** The report's fire-safety section, from what its contract declares. */
export async function loadFireSafety(
  db: Db,
  reportId: number,
  contractId: number,
): Promise<z.infer<typeof fireSafetyResponse>> {
  const [row] = await db
    .select({
      smokeDetectors: contracts.fireHazardSmokeDetectors,
      fireExtinguisher: contracts.fireHazardHandFireExtinguishers,
      escapeRoutes: contracts.fireHazardEscapeRoutes,
      smokeDetectorCount: contracts.smokeDetectorCount,
      realEstate: contracts.realEstate,
    })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  const area = row ? getRentedArea(row.realEstate?.units ?? []) : 0;
  const items: FireSafetyCheck[] = checkFireSafety({
    smokeDetectors: row?.smokeDetectors ?? false,
    fireExtinguisher: row?.fireExtinguisher ?? false,
    escapeRoutes: row?.escapeRoutes ?? false,
    smokeDetectorCount: row?.smokeDetectorCount ?? null,
    areaM2: area > 0 ? area : null,
  });
  return {
    report_id: reportId,
    has_issue: hasFireSafetyIssue(items),
    items: items.map((i) => ({
      ...i,
      declared_count: i.item === 'smoke_detectors' ? (row?.smokeDetectorCount ?? null) : null,
    })),
  };
}

/** GET inspection-reports/{id}/fire-safety/: checked on every report, move-in and move-out. */
export async function inspectionFireSafetyRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  r.get(
    '/inspection-reports/:id/fire-safety/',
    {
      config: { access: { subject: inspectionSubject } },
      schema: {
        tags: ['inspection reports'],
        summary: 'Fire safety from the contract: each item’s status, and whether any is an issue',
        params: z.object({ id: dbIdParam }),
        response: { 200: fireSafetyResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, inspectionSubject);
      return loadFireSafety(ctx.db, row.id, row.contractId);
    },
  );
}
