import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, dismissCookieBanner, graphql, newSignedInPage, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

const ISSUE = 'Rispur í parketi við vaskinn';

type Report = {
  id: string;
  units: { id: string; type: string; subjects: { id: string; tag: string }[] }[];
};

/** Jón's committed seed contract, a move-in on it with a damaged kitchen floor, committed. */
async function committedReport(page: Page, token: string): Promise<string> {
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
      description: ISSUE,
      severity: 'MODERATE',
      responsibility: 'LANDLORD',
    },
  );
  for (const unit of report.units)
    await run(
      'mutation F($input: FillInspectionRoomInput!) { fillInspectionRoom(input: $input) { id } }',
      { reportId: report.id, unitId: unit.id, condition: 'GOOD' },
    );
  await run(
    'mutation M($input: CommitInspectionReportInput!) { commitInspectionReport(input: $input) { id } }',
    { reportId: report.id, signType: 'ELECTRONIC' },
  );
  return report.id;
}

/** From the status page: sign (confirmed), then the e-signature sandbox with the electronic ID. */
async function signOnPhone(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Undirrita úttektina' }).click();
  await page
    .getByRole('alertdialog', { name: 'Undirrita úttektina?' })
    .getByRole('button', { name: 'Undirrita úttektina' })
    .click();
  await page.getByRole('button', { name: 'Undirrita með rafrænum skilríkjum' }).click();
  await expect(page.getByText(/Þú hefur undirritað/)).toBeVisible({ timeout: 30_000 });
}

test('on a phone, the landlord and the tenant both sign the move-in report; the signed PDF lists the issue', async ({
  page,
  browser,
}) => {
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const id = await committedReport(page, token);
  const statusPath = `/inspection-reports/${id}/e-signature`;

  // The report page leads to signing; the landlord starts it (confirmed).
  await page.goto(`/inspection-reports/${id}`);
  await page.getByRole('link', { name: 'Undirritun úttektar' }).click();
  await expect(page).toHaveURL(new RegExp(`${statusPath}$`));
  await page.getByRole('button', { name: 'Hefja rafræna undirritun' }).click();
  await page
    .getByRole('alertdialog', { name: 'Senda úttektina í undirritun?' })
    .getByRole('button', { name: 'Hefja rafræna undirritun' })
    .click();
  const signers = page.getByRole('list', { name: 'Undirritendur' });
  await expect(signers.getByTestId('inspection-signer')).toHaveCount(2);
  await expect(signers).toContainText('Á eftir að undirrita');

  await signOnPhone(page, statusPath);

  const tenant = await newSignedInPage(browser, DEMO.tenant);
  await tenant.setViewportSize({ width: 390, height: 844 });
  await signOnPhone(tenant, statusPath);
  await tenant.goto(statusPath);
  await expect(tenant.getByTestId('inspection-signed')).toBeVisible();
  await expect(tenant.getByRole('button', { name: 'Neita að undirrita' })).toHaveCount(0);
  const overflow = await tenant.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await tenant.context().close();

  await page.goto(statusPath);
  await expect(page.getByTestId('inspection-signed')).toBeVisible();
  await expect(signers.getByText('Undirritað', { exact: true })).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Sækja undirritaða PDF-skjalið' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`uttekt-${id}.pdf`);
  const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain(ISSUE);
  expect(text).toContain('Eldhús');
  expect(text.replace(/\s+/g, ' ')).toContain('Undirritað 20');
});
