import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { DEMO, dismissCookieBanner, newSignedInPage, signIn } from './helpers';
import {
  committedReport,
  signOnPhone,
  TWO_PARTY_INSPECTION_TIMEOUT_MS,
} from './inspection-support';

test.use({ viewport: { width: 390, height: 844 } });

const ISSUE = 'Rispur í parketi við vaskinn';

test('on a phone, the landlord and the tenant both sign the move-in report; the signed PDF lists the issue', async ({
  page,
  browser,
}) => {
  test.setTimeout(TWO_PARTY_INSPECTION_TIMEOUT_MS);
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const id = await committedReport(page, token, ISSUE);
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
