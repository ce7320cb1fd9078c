import type { FireSafetyItem, FireSafetyStatus, IssueSeverity } from '@leiga/domain';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import { toAddendum, type RestAddendum } from './inspection-signing.js';

const url = (reportId: number, rest: string) => `inspection-reports/${reportId}/${rest}`;

/** The api's answers (api/src/modules/inspections/defect-window, fire-safety). */
type RestDefectWindow = { open: boolean; ends_at: string | null; code: string | null };
type RestFireSafety = {
  report_id: number;
  has_issue: boolean;
  items: {
    item: FireSafetyItem;
    status: FireSafetyStatus;
    required: number | null;
    declared_count: number | null;
  }[];
};

export type TenantDefectBody = {
  token: string;
  subject: string;
  description: string;
  severity: IssueSeverity;
};

/** GraphQL's enum values are the api's in capitals. */
const upper = <T extends string>(value: string) => value.toUpperCase() as T;

type WindowCode = 'DEFECT_WINDOW_CLOSED' | 'NOT_SIGNED' | 'NOT_MOVE_IN';

/** The tenant's defect window and the report's fire-safety section: one instance per request. */
export class InspectionDefectWindowAPI extends LeigaDataSource {
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  async window(reportId: number, token: string) {
    const answer = await this.get<RestDefectWindow>(url(reportId, 'defect-window/'), {
      params: new URLSearchParams({ token }),
    });
    return {
      reportId: String(reportId),
      open: answer.open,
      endsAt: answer.ends_at,
      code: answer.code === null ? null : upper<WindowCode>(answer.code),
    };
  }

  async addDefect(reportId: number, body: TenantDefectBody) {
    return toAddendum(await this.post<RestAddendum>(url(reportId, 'defect-window/'), { body }));
  }

  async fireSafety(reportId: number) {
    const answer = await this.get<RestFireSafety>(url(reportId, 'fire-safety/'));
    return {
      hasIssue: answer.has_issue,
      items: answer.items.map((i) => ({
        item: upper<'SMOKE_DETECTORS' | 'FIRE_EXTINGUISHER' | 'ESCAPE_ROUTES'>(i.item),
        status: upper<'OK' | 'MISSING' | 'TOO_FEW'>(i.status),
        required: i.required,
        declaredCount: i.declared_count,
      })),
    };
  }
}
