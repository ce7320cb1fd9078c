import type { Session, TestApp } from '../helpers.js';
import type { ContractPageBody } from './contracts.js';

/** What the tests read of a report answer. */
export type IssueBody = {
  id: number;
  subject_id: number;
  description: string;
  severity: string;
  responsibility: string;
  is_carried: boolean;
};
export type SubjectBody = {
  id: number;
  tag: string;
  kind: string;
  condition: string | null;
  previous_condition: string | null;
  is_carried: boolean;
  note: string;
  issues: IssueBody[];
};
export type ReportBody = {
  id: number;
  contract_id: number;
  kind: string;
  status: string;
  sign_type: string | null;
  previous_report_id: number | null;
  viewer_roles: string[];
  viewer_can_edit: boolean;
  viewer_can_uncommit: boolean;
  issue_count: number;
  address: { street: string } | null;
  users: { id: number; user_id: number | null; role: string; name: string }[];
  units?: { id: number; type: string; subjects: SubjectBody[] }[];
};
export type ReportPageBody = {
  count: number;
  next: string | null;
  previous: string | null;
  results: ReportBody[];
};

/** One of the landlord's seeded contracts in the given status. */
export async function findContract(t: TestApp, session: Session, status: string): Promise<number> {
  const reply = await t.call<ContractPageBody>('GET', '/api/contracts/?page_size=100', {
    token: session.access,
  });
  const found = reply.body.results.find((c) => c.status === status);
  if (!found) throw new Error(`no ${status} contract`);
  return found.id;
}

export async function createReport(
  t: TestApp,
  session: Session,
  contractId: number,
  kind = 'move_in',
): Promise<ReportBody> {
  const reply = await t.call<ReportBody>(
    'POST',
    `/api/contracts/${contractId}/inspection-reports/`,
    {
      token: session.access,
      body: { kind },
    },
  );
  if (reply.status !== 201)
    throw new Error(`create report: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export const subjectsOf = (report: ReportBody): SubjectBody[] =>
  (report.units ?? []).flatMap((u) => u.subjects);

/** Every room's unset subjects made good, as the phone's "all good" button does. */
export async function fillAllGood(t: TestApp, session: Session, report: ReportBody) {
  let last: ReportBody = report;
  for (const unit of report.units ?? []) {
    const reply = await t.call<ReportBody>(
      'POST',
      `/api/inspection-reports/${report.id}/units/${unit.id}/conditions/`,
      { token: session.access, body: { condition: 'good' } },
    );
    if (reply.status !== 200)
      throw new Error(`fill: ${reply.status} ${JSON.stringify(reply.body)}`);
    last = reply.body;
  }
  return last;
}
