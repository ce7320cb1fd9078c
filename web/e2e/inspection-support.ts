import { expect, type Page } from '@playwright/test';
import { graphql } from './helpers';

/* Inspection reports for the e2e specs: a committed move-in on Jón's lease, and signing it. */

/**
 * A report's whole flow by the landlord and the tenant: 20-35 s on an idle machine, past
 * Playwright's default 60 s on CI's loaded cores (inspection-signing ran out of time while the app
 * booted for its last page).
 */
export const TWO_PARTY_INSPECTION_TIMEOUT_MS = 120_000;

type Report = {
  id: string;
  units: { id: string; type: string; subjects: { id: string; tag: string }[] }[];
};

/**
 * A move-in report on Jón's committed lease with a damaged kitchen floor and its issue, every room
 * filled; committed for signing the given way, or left a DRAFT (null).
 */
export async function committedReport(
  page: Page,
  token: string,
  issue: string,
  signType: 'ELECTRONIC' | 'PAPER' | null = 'ELECTRONIC',
): Promise<string> {
  const request = page.context().request;
  const { contracts } = await graphql<{ contracts: { items: { id: string; status: string }[] } }>(
    request,
    'query { contracts(page: 1, pageSize: 100) { items { id status } } }',
    {},
    token,
  );
  const contract = contracts.items.find((c) => c.status === 'COMMITTED');
  if (!contract) throw new Error('Jón has no committed contract');
  const { createInspectionReport: report } = await graphql<{ createInspectionReport: Report }>(
    request,
    `
      mutation C($input: CreateInspectionReportInput!) {
        createInspectionReport(input: $input) {
          id
          units {
            id
            type
            subjects {
              id
              tag
            }
          }
        }
      }
    `,
    { input: { contractId: contract.id, kind: 'MOVE_IN' } },
    token,
  );
  const kitchen = report.units.find((u) => u.type === 'KITCHEN')!;
  const floor = kitchen.subjects.find((s) => s.tag === 'FLOOR')!;
  const run = (mutation: string, input: Record<string, unknown>) =>
    graphql(request, mutation, { input }, token);
  await run(
    'mutation S($input: SetInspectionSubjectInput!) { setInspectionSubject(input: $input) { id } }',
    { reportId: report.id, subjectId: floor.id, condition: 'DAMAGED' },
  );
  await run(
    'mutation I($input: AddInspectionIssueInput!) { addInspectionIssue(input: $input) { id } }',
    {
      reportId: report.id,
      subjectId: floor.id,
      description: issue,
      severity: 'MODERATE',
      responsibility: 'LANDLORD',
    },
  );
  for (const unit of report.units)
    await run(
      'mutation F($input: FillInspectionRoomInput!) { fillInspectionRoom(input: $input) { id } }',
      { reportId: report.id, unitId: unit.id, condition: 'GOOD' },
    );
  if (signType)
    await run(
      'mutation M($input: CommitInspectionReportInput!) { commitInspectionReport(input: $input) { id } }',
      { reportId: report.id, signType },
    );
  return report.id;
}

/** From the status page: sign (confirmed), then the e-signature sandbox with the electronic ID. */
export async function signOnPhone(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Undirrita úttektina' }).click();
  await page
    .getByRole('alertdialog', { name: 'Undirrita úttektina?' })
    .getByRole('button', { name: 'Undirrita úttektina' })
    .click();
  await page.getByRole('button', { name: 'Undirrita með rafrænum skilríkjum' }).click();
  await expect(page.getByText(/Þú hefur undirritað/)).toBeVisible({ timeout: 30_000 });
}
