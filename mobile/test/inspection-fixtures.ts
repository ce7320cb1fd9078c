import { signingTokenOf, signOnSandboxPage } from './e-sign';
import { graphRequest, loginTokens } from './login';
import { DEMO_PASSWORD } from './render-app';

/**
 * Inspection reports made through the graph as the landlord would, on a lease of theirs that is
 * registered (or signed): each suite makes its own, so nothing seeded or another suite's is
 * touched.
 */
export type Session = { access: string; refresh: string };
export type Report = { id: string; units: { id: string }[] };

/** The landlord's committed lease the reports are made on. */
export async function committedLease(session: Session, landlord: string): Promise<string> {
  const list = await graphRequest<{ contracts: { items: { id: string; status: string }[] } }>(
    session.access,
    `query { contracts(page: 1, pageSize: 100) { items { id status } } }`,
  );
  const contract =
    list.contracts.items.find((c) => c.status === 'REGISTERED') ??
    list.contracts.items.find((c) => c.status === 'SIGNED');
  if (!contract) throw new Error(`${landlord} has no committed lease in the demo`);
  return contract.id;
}

export async function newReport(session: Session, contractId: string): Promise<Report> {
  const created = await graphRequest<{ createInspectionReport: Report }>(
    session.access,
    `mutation ($input: CreateInspectionReportInput!) {
      createInspectionReport(input: $input) { id units { id } }
    }`,
    { input: { contractId, kind: 'MOVE_IN' } },
  );
  return created.createInspectionReport;
}

export async function fillRooms(session: Session, report: Report): Promise<void> {
  for (const unit of report.units)
    await graphRequest(
      session.access,
      `mutation ($input: FillInspectionRoomInput!) { fillInspectionRoom(input: $input) { id } }`,
      { input: { reportId: report.id, unitId: unit.id, condition: 'GOOD' } },
    );
}

/** A report every room of which is recorded, committed for signing. */
export async function committedReport(
  session: Session,
  contractId: string,
  signType: 'ELECTRONIC' | 'PAPER' = 'ELECTRONIC',
): Promise<string> {
  const report = await newReport(session, contractId);
  await fillRooms(session, report);
  await graphRequest(
    session.access,
    `mutation ($input: CommitInspectionReportInput!) { commitInspectionReport(input: $input) { id } }`,
    { input: { reportId: report.id, signType } },
  );
  return report.id;
}

/** The lease's first tenant, signed in. */
export async function leaseTenant(session: Session, contractId: string): Promise<Session> {
  const lease = await graphRequest<{
    contract: { tenants: { emails: { email: string }[] }[] };
  }>(session.access, `query ($id: ID!) { contract(id: $id) { tenants { emails { email } } } }`, {
    id: contractId,
  });
  const tenantEmail = lease.contract.tenants[0]?.emails[0]?.email;
  if (!tenantEmail) throw new Error('the lease has no tenant with an e-mail');
  return loginTokens(tenantEmail, DEMO_PASSWORD);
}

/** A report signed by the landlord with electronic ID and finished after the tenant declined. */
export async function signedReport(session: Session, contractId: string): Promise<string> {
  const reportId = await committedReport(session, contractId);
  const call = (query: string, variables: Record<string, unknown>, access = session.access) =>
    graphRequest<Record<string, { url?: string }>>(access, query, variables);
  await call(
    `mutation ($input: InspectionReportIdInput!) { startInspectionSigning(input: $input) { reportId } }`,
    { input: { reportId } },
  );
  const link = await call(
    `query ($reportId: ID!) { inspectionSigningLink(reportId: $reportId) { url } }`,
    { reportId },
  );
  await signOnSandboxPage(signingTokenOf(link['inspectionSigningLink']!.url!));
  const tenant = await leaseTenant(session, contractId);
  await call(
    `mutation ($input: DeclineInspectionReportInput!) { declineInspectionReport(input: $input) { reportId } }`,
    { input: { reportId, reason: 'Gólfið er rispað.' } },
    tenant.access,
  );
  await call(
    `mutation ($input: InspectionReportIdInput!) { finishInspectionSigning(input: $input) { reportId } }`,
    { input: { reportId } },
  );
  return reportId;
}
