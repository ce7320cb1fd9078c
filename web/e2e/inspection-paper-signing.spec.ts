import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { DEMO, dismissCookieBanner, newSignedInPage, signIn } from './helpers';
import { committedReport, TWO_PARTY_INSPECTION_TIMEOUT_MS } from './inspection-support';

test.use({ viewport: { width: 390, height: 844 } });

const ISSUE = 'Sprunga í flísum á baðherbergi';
const REASON = 'Leigjandi telur sprunguna nýja';
// A 1x1 PNG: the photo of the signed pages, taken on the phone.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('on a phone, the landlord commits a report for paper, prints it, records who signed with a photo of the pages; both see it signed', async ({
  page,
  browser,
}) => {
  test.setTimeout(TWO_PARTY_INSPECTION_TIMEOUT_MS);
  await dismissCookieBanner(page);
  const token = await signIn(page, DEMO.landlord);
  const id = await committedReport(page, token, ISSUE, null);
  const statusPath = `/inspection-reports/${id}/e-signature`;

  // Commit, choosing paper.
  await page.goto(`/inspection-reports/${id}`);
  await page.getByRole('button', { name: 'Senda í undirritun' }).click();
  const commit = page.getByRole('alertdialog', { name: 'Senda úttektina í undirritun?' });
  await commit.getByText('Á pappír', { exact: true }).click();
  await expect(commit.getByRole('radio', { name: /Á pappír/ })).toBeChecked();
  await commit.getByRole('button', { name: 'Senda' }).click();
  await expect(page.getByText('Úttektin var send í undirritun.')).toBeVisible();

  await page.goto(statusPath);
  const paper = page.getByRole('region', { name: 'Undirritun á pappír' });
  await expect(paper).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hefja rafræna undirritun' })).toHaveCount(0);

  // The printout has a line for each to sign on.
  const [printout] = await Promise.all([
    page.waitForEvent('download'),
    paper.getByRole('button', { name: 'Sækja úttektina til útprentunar' }).click(),
  ]);
  const printed = execFileSync('pdftotext', [await printout.path(), '-'], { encoding: 'utf8' });
  expect(printed).toContain(ISSUE);
  expect(printed).toContain('Undirskrift');

  // A refusal needs its reason, and the record needs the photo: said beside the fields.
  await paper.getByText('Neitaði að undirrita', { exact: true }).click();
  await paper.getByRole('button', { name: 'Skrá undirritun' }).click();
  await expect(paper.getByText('Skráðu hvers vegna aðilinn neitaði að undirrita.')).toBeVisible();
  await expect(
    paper.getByText('Hengdu við skönnun eða mynd af undirrituðu úttektinni.'),
  ).toBeVisible();

  await paper.getByLabel('Hvers vegna neitaði leigjandinn?').fill(REASON);
  await paper
    .getByLabel('Skönnun eða mynd af undirrituðu úttektinni')
    .setInputFiles({ name: 'IMG_3001.png', mimeType: 'image/png', buffer: PHOTO });
  await paper.getByRole('button', { name: 'Skrá undirritun' }).click();
  await page
    .getByRole('alertdialog', { name: 'Skrá undirritun á pappír?' })
    .getByRole('button', { name: 'Skrá undirritun' })
    .click();
  await expect(page.getByText('Undirritun á pappír skráð.')).toBeVisible();
  await expect(page.getByTestId('inspection-signed')).toBeVisible();
  await expect(paper).toHaveCount(0);
  const signers = page.getByRole('list', { name: 'Undirritendur' });
  await expect(signers).toContainText(REASON);

  // The photo comes back as it was recorded.
  const [scan] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Sækja skönnun undirritunar' }).click(),
  ]);
  expect(scan.suggestedFilename()).toBe(`uttekt-${id}-undirritud.png`);

  // The tenant sees the report signed, with the signed PDF saying how.
  const tenant = await newSignedInPage(browser, DEMO.tenant);
  await tenant.setViewportSize({ width: 390, height: 844 });
  await tenant.goto(statusPath);
  await expect(tenant.getByTestId('inspection-signed')).toBeVisible();
  await expect(tenant.getByRole('region', { name: 'Undirritun á pappír' })).toHaveCount(0);
  const [signed] = await Promise.all([
    tenant.waitForEvent('download'),
    tenant.getByRole('button', { name: 'Sækja undirritaða PDF-skjalið' }).click(),
  ]);
  const text = execFileSync('pdftotext', [await signed.path(), '-'], { encoding: 'utf8' });
  expect(text.replace(/\s+/g, ' ')).toContain('Undirritað á pappír 20');
  expect(text.replace(/\s+/g, ' ')).toContain(REASON);
  await tenant.context().close();
});
