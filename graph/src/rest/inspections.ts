import DataLoader from 'dataloader';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type { RestInspectionReport } from './inspections-types.js';
import type { RestPageOf } from './types.js';

const BASE = 'inspection-reports/';
type Paging = { page: number; pageSize: number };

/**
 * /api/inspection-reports/*: one instance per request. Whole reports (rooms, subjects and
 * issues) are read in one batch call (`?ids=`) however many a page asks for; the lists answer
 * reports without their rooms, so a report's rooms come from that batch.
 */
export class InspectionsAPI extends LeigaDataSource {
  readonly reports = new DataLoader<number, RestInspectionReport>(async (ids) => {
    const params = new URLSearchParams({ ids: ids.join(','), page_size: String(ids.length) });
    const answer = await this.get<RestPageOf<RestInspectionReport>>(BASE, { params });
    const byId = new Map(answer.results.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? new Error(`inspection report ${id} not found`));
  });

  /** A contract's reports, at most once per contract and request. */
  readonly byContract = new DataLoader<number, RestInspectionReport[]>(
    (ids) =>
      Promise.all(
        ids.map((id) =>
          this.get<RestPageOf<RestInspectionReport>>(`contracts/${id}/inspection-reports/`, {
            params: new URLSearchParams({ page_size: '100' }),
          }).then(
            (answer) => answer.results,
            (e: Error) => e,
          ),
        ),
      ),
    { batch: false },
  );

  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  /** A whole report answered by a change replaces what this request knew of it. */
  private remember(report: RestInspectionReport): RestInspectionReport {
    this.reports.clear(report.id).prime(report.id, report);
    this.byContract.clear(report.contract_id);
    return report;
  }

  report(id: number): Promise<RestInspectionReport> {
    return this.get<RestInspectionReport>(`${BASE}${id}/`).then((r) => this.remember(r));
  }

  list({ page, pageSize }: Paging) {
    const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
    return this.get<RestPageOf<RestInspectionReport>>(BASE, { params });
  }

  async create(contractId: number, kind: string) {
    const body = { kind };
    return this.remember(
      await this.post<RestInspectionReport>(`contracts/${contractId}/inspection-reports/`, {
        body,
      }),
    );
  }

  async patchSubject(id: number, subjectId: number, body: Record<string, unknown>) {
    return this.remember(
      await this.patch<RestInspectionReport>(`${BASE}${id}/subjects/${subjectId}/`, { body }),
    );
  }

  async addRoom(id: number, body: { type: string; name?: string }) {
    return this.remember(await this.post<RestInspectionReport>(`${BASE}${id}/units/`, { body }));
  }

  async removeRoom(id: number, unitId: number) {
    return this.remember(await this.delete<RestInspectionReport>(`${BASE}${id}/units/${unitId}/`));
  }

  async fillRoom(id: number, unitId: number, condition: string) {
    return this.remember(
      await this.post<RestInspectionReport>(`${BASE}${id}/units/${unitId}/conditions/`, {
        body: { condition },
      }),
    );
  }

  async addIssue(id: number, body: Record<string, unknown>) {
    return this.remember(await this.post<RestInspectionReport>(`${BASE}${id}/issues/`, { body }));
  }

  async updateIssue(id: number, issueId: number, body: Record<string, unknown>) {
    return this.remember(
      await this.patch<RestInspectionReport>(`${BASE}${id}/issues/${issueId}/`, { body }),
    );
  }

  async removeIssue(id: number, issueId: number) {
    return this.remember(
      await this.delete<RestInspectionReport>(`${BASE}${id}/issues/${issueId}/`),
    );
  }

  async commit(id: number, signType: string) {
    return this.remember(
      await this.post<RestInspectionReport>(`${BASE}${id}/commit/`, {
        body: { sign_type: signType },
      }),
    );
  }

  async uncommit(id: number) {
    return this.remember(await this.post<RestInspectionReport>(`${BASE}${id}/uncommit/`));
  }
}
