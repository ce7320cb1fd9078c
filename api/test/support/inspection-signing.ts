import type { Session, TestApp } from '../helpers.js';
import { createReport, fillAllGood, subjectsOf, type ReportBody } from './inspections.js';

/** What the tests read of the e-signature status answer. */
export type InspectionSignatureBody = {
  report_id: number;
  report_status: string;
  process: { id: number; status: string; document_hash: string } | null;
  signers: {
    id: number;
    user_id: number | null;
    role: string;
    name: string;
    status: string;
    invited_at: string | null;
    signed_at: string | null;
    decline_reason: string | null;
  }[];
  attendance: { user_id: number; name: string; role: string; present: boolean | null }[];
  pdf_sha256: string | null;
  viewer_can_start: boolean;
  viewer_can_sign: boolean;
  viewer_can_decline: boolean;
  viewer_can_finish: boolean;
  viewer_can_record_paper: boolean;
  paper_scan: { sha256: string; content_type: string } | null;
};

export const ISSUE_TEXT = 'Rispur í parketi við vaskinn';

/** A move-in report with a damaged kitchen floor and its issue, committed for signing. */
export async function createCommittedReport(
  t: TestApp,
  landlord: Session,
  contractId: number,
  signType: 'electronic' | 'paper' = 'electronic',
): Promise<ReportBody> {
  const report = await createReport(t, landlord, contractId);
  const kitchen = report.units!.find((u) => u.type === 'kitchen')!;
  const floor = kitchen.subjects.find((s) => s.tag === 'floor')!;
  await t.call('PATCH', `/api/inspection-reports/${report.id}/subjects/${floor.id}/`, {
    token: landlord.access,
    body: { condition: 'damaged' },
  });
  const issue = await t.call('POST', `/api/inspection-reports/${report.id}/issues/`, {
    token: landlord.access,
    body: {
      subject_id: floor.id,
      description: ISSUE_TEXT,
      severity: 'moderate',
      responsibility: 'landlord',
    },
  });
  if (issue.status !== 201) throw new Error(`issue: ${issue.status}`);
  await fillAllGood(t, landlord, report);
  const committed = await t.call<ReportBody>(
    'POST',
    `/api/inspection-reports/${report.id}/commit/`,
    { token: landlord.access, body: { sign_type: signType } },
  );
  if (committed.status !== 200) throw new Error(`commit: ${committed.status}`);
  return { ...committed.body, units: report.units };
}

export async function getStatus(
  t: TestApp,
  session: Session,
  reportId: number,
): Promise<InspectionSignatureBody> {
  const reply = await t.call<InspectionSignatureBody>(
    'GET',
    `/api/inspection-reports/${reportId}/e-signature/`,
    { token: session.access },
  );
  if (reply.status !== 200) throw new Error(`status: ${reply.status}`);
  return reply.body;
}

/** The sandbox token in a signer's own link, as the api hands it to them. */
export async function mySigningToken(t: TestApp, session: Session, reportId: number) {
  const reply = await t.call<{ url: string }>(
    'GET',
    `/api/inspection-reports/${reportId}/signing-url/`,
    { token: session.access },
  );
  if (reply.status !== 200) throw new Error(`signing-url: ${reply.status}`);
  const token = /\/sandbox\/e-sign\/([A-Za-z0-9_-]+)\//.exec(reply.body.url)?.[1];
  if (!token) throw new Error(`not a signing link: ${reply.body.url}`);
  return token;
}

export { subjectsOf };
