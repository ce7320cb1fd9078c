import { eq } from 'drizzle-orm';
import {
  checkFireSafety,
  getRentedArea,
  hasFireSafetyIssue,
  type FireSafetyItem,
  type FireSafetyStatus,
} from '@leiga/domain';
import type { Db } from '../../../db/client.js';
import { contracts } from '../../../db/schema/index.js';

export type FireSafetyView = {
  report_id: number;
  has_issue: boolean;
  items: {
    item: FireSafetyItem;
    status: FireSafetyStatus;
    required: number | null;
    declared_count: number | null;
  }[];
};

/**
 * The report's fire-safety section, from what its contract declares (domain's rules judge it):
 * what the report page shows and the report's PDF prints.
 */
export async function loadFireSafety(
  db: Pick<Db, 'select'>,
  reportId: number,
  contractId: number,
): Promise<FireSafetyView> {
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
  const items = checkFireSafety({
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
