import type { AppContext, Auth } from '../../context.js';
import { listReportsVisibleByIds, type InspectionReportRow } from './inspections-repository.js';

/** `?ids=`: of the reports asked for, those this caller sees (others are left out, as their 404). */
export async function listReportsByIds(
  ctx: AppContext,
  auth: Auth,
  ids: readonly number[],
): Promise<InspectionReportRow[]> {
  return listReportsVisibleByIds(ctx.db, auth.user, ids);
}
