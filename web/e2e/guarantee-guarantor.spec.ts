import { expect, test } from '@playwright/test';
import { closeOwnContexts, DEMO, latestOutboxMessage, newSignedInSession } from './helpers';

test.afterEach(closeOwnContexts);

const PIOTR = 'piotr@leiga.is';

test('a tenant without a score invites a guarantor, who accepts; the guarantor’s class carries it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Piotr is on the default register: alone, his application needs a guarantor.
  const piotr = await newSignedInSession(browser, PIOTR);
  const page = piotr.page;
  await page.goto('/en/rental-guarantees/new');
  await page.getByLabel('Monthly rent').fill('180000');
  await page.getByLabel('Guaranteed amount').fill('300000');
  await page.getByLabel('Others apply with me: I invite co-applicants before the decision').check();
  await page.getByRole('button', { name: 'Apply and get a decision' }).click();
  await expect(page).toHaveURL(/\/en\/rental-guarantees\/new\/\d+$/);
  const guaranteeId = page.url().split('/').at(-1)!;
  const consent = 'I consent to a credit check with the credit bureau for this application.';
  await page.getByLabel(consent).check();
  await page.getByRole('button', { name: 'Get a decision' }).click();
  await expect(page.getByRole('heading', { name: 'A guarantor is needed' })).toBeVisible();

  // The prompt offers a guarantor first; Anna is invited as one.
  await expect(
    page.getByRole('radio', { name: 'Guarantor: stands for me but is not on the lease' }),
  ).toBeChecked();
  await page.getByLabel('E-mail address').fill(DEMO.tenant);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const row = page.getByTestId('applicant-invitation').filter({ hasText: DEMO.tenant });
  await expect(row).toContainText('Guarantor');
  await expect(row).toContainText('Waiting for an answer');

  const mail = await latestOutboxMessage(page.context().request, DEMO.tenant);
  // In Anna's own language (Icelandic), as a guarantor's request, not a co-applicant's.
  expect(mail.subject).toBe('Piotr Nowak biður þig að gerast ábyrgðarmaður á Leigu');
  const link = new URL(String(mail.data?.['link']));
  const anna = await newSignedInSession(browser, DEMO.tenant);
  await anna.page.goto(`/en${link.pathname}`);
  await expect(anna.page.getByRole('heading', { name: 'Request to be a guarantor' })).toBeVisible();
  await expect(anna.page.getByText(/You are not a party to the lease\./)).toBeVisible();
  await anna.page.getByLabel(consent).check();
  await anna.page.getByRole('button', { name: 'Accept and consent' }).click();
  await expect(
    anna.page.getByText('You accepted and are a guarantor of this guarantee.'),
  ).toBeVisible();

  // Assessed again with the guarantor: approved on Anna's class (A2), no cash share.
  await page.reload();
  await expect(page.getByTestId('applicants')).toContainText('Anna Sigurðardóttir · Guarantor');
  await page.getByLabel(consent).check();
  await page.getByRole('button', { name: 'Get a decision' }).click();
  await expect(page.getByText('The application has been assessed.')).toBeVisible();
  await expect(page.getByTestId('application-details')).toContainText('Approved');

  // The guarantor follows it, read only, as a guarantor.
  await anna.page.goto(`/en/tenants/rental-guarantees/${guaranteeId}`);
  await expect(anna.page.getByRole('note')).toContainText('You are a guarantor on this guarantee');
  await expect(anna.page.getByTestId('guarantee-details')).toContainText('A2');
});
