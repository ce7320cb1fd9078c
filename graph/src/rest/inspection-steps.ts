import type { UtilityTag } from '@leiga/domain';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type { InspectionKeyRecipient, InspectionKeyType } from './inspection-steps-types.js';
import type { RestPageOf } from './types.js';

/** REST answers of api/src/modules/inspections/steps-schemas.ts. */
export type RestKeyTransaction = {
  id: number;
  key_type: InspectionKeyType;
  count: number;
  recipient: InspectionKeyRecipient;
  recipient_name: string;
  created_at: string;
};
export type RestMeterReading = {
  id: number;
  utility: UtilityTag;
  meter_number: string;
  value: number | null;
  previous_value: number | null;
  updated_at: string;
};
export type RestStepCheck = {
  step: string;
  valid: boolean;
  problems: { path: string; code: string }[];
};
export type RestInspectionComment = {
  id: number;
  author_id: number | null;
  author_name: string;
  text: string;
  created_at: string;
};
/** POST report-entities/: a person with a role, and how to reach them (domain's reportEntitySchema). */
export type RestReportEntityInput = {
  role: string;
  name: string;
  is_individual?: boolean;
  phones: { country_code: string; number: string }[];
  emails: { email: string }[];
};
/** PATCH inspection-entities/{entityId}/: what changes (domain's inspectionEntityPatchSchema). */
export type RestInspectionEntityPatch = Partial<Omit<RestReportEntityInput, 'role'>>;
type List<T> = { results: T[] };

const url = (reportId: number, rest: string) => `inspection-reports/${reportId}/${rest}`;

/** /api/inspection-reports/{id}/key-transactions|meter-readings|steps|comments/: per request. */
export class InspectionStepsAPI extends LeigaDataSource {
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  /** What a change answered, so the report it returns is not read again in this request. */
  private readonly knownKeys = new Map<number, Promise<List<RestKeyTransaction>>>();
  private readonly knownMeters = new Map<number, Promise<List<RestMeterReading>>>();

  keys(reportId: number) {
    const known = this.knownKeys.get(reportId);
    if (known) return known;
    const read = this.get<List<RestKeyTransaction>>(url(reportId, 'key-transactions/'));
    this.knownKeys.set(reportId, read);
    return read;
  }

  private rememberKeys(reportId: number, answer: Promise<List<RestKeyTransaction>>) {
    this.knownKeys.set(reportId, answer);
    return answer;
  }

  addKeys(reportId: number, body: Omit<RestKeyTransaction, 'id' | 'created_at'>) {
    return this.rememberKeys(
      reportId,
      this.post<List<RestKeyTransaction>>(url(reportId, 'key-transactions/'), { body }),
    );
  }

  removeKeys(reportId: number, keyId: number) {
    return this.rememberKeys(
      reportId,
      this.delete<List<RestKeyTransaction>>(url(reportId, `key-transactions/${keyId}/`)),
    );
  }

  meters(reportId: number) {
    const known = this.knownMeters.get(reportId);
    if (known) return known;
    const read = this.get<List<RestMeterReading>>(url(reportId, 'meter-readings/'));
    this.knownMeters.set(reportId, read);
    return read;
  }

  private rememberMeters(reportId: number, answer: Promise<List<RestMeterReading>>) {
    this.knownMeters.set(reportId, answer);
    return answer;
  }

  readMeter(reportId: number, meterId: number, value: number | null) {
    return this.rememberMeters(
      reportId,
      this.patch<List<RestMeterReading>>(url(reportId, `meter-readings/${meterId}/`), {
        body: { value },
      }),
    );
  }

  addMeter(
    reportId: number,
    body: { utility: string; meter_number: string; value: number | null },
  ) {
    return this.rememberMeters(
      reportId,
      this.post<List<RestMeterReading>>(url(reportId, 'meter-readings/'), { body }),
    );
  }

  syncMeters(reportId: number) {
    return this.rememberMeters(
      reportId,
      this.post<List<RestMeterReading>>(url(reportId, 'sync-contract/')),
    );
  }

  steps(reportId: number) {
    return this.get<List<RestStepCheck>>(url(reportId, 'steps/'));
  }

  comments(reportId: number, page: number) {
    const params = new URLSearchParams({ page: String(page), page_size: '25' });
    return this.get<RestPageOf<RestInspectionComment>>(url(reportId, 'comments/'), { params });
  }

  addComment(reportId: number, text: string) {
    return this.post<RestInspectionComment>(url(reportId, 'comments/'), { body: { text } });
  }

  addUser(reportId: number, body: RestReportEntityInput) {
    return this.post<List<unknown>>(url(reportId, 'report-entities/'), { body });
  }

  updateUser(reportId: number, entityId: number, body: RestInspectionEntityPatch) {
    return this.patch<List<unknown>>(url(reportId, `inspection-entities/${entityId}/`), { body });
  }

  removeUser(reportId: number, entityId: number) {
    return this.delete<List<unknown>>(url(reportId, `report-entities/${entityId}/`));
  }
}
