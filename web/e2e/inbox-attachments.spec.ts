import { expect, test, type Page } from '@playwright/test';
import { closeOwnContexts, DEMO, graphql, newSignedInPage } from './helpers';

test.afterEach(closeOwnContexts);

/** A small real PNG (8x8, one colour): the api decodes and re-encodes it like any photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMwXlWOFTEMLQkAJbdVAbuCg2sAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function landlordListingId(page: Page): Promise<string> {
  const data = await graphql<{
    listings: { items: { id: string; owner: { fullName: string } }[] };
  }>(
    page.context().request,
    'query { listings(pageSize: 100) { items { id owner { fullName } } } }',
  );
  const listing = data.listings.items.find((l) => l.owner.fullName === 'Jón Guðmundsson');
  if (!listing) throw new Error('Jón has no published listing');
  return listing.id;
}

/** Anna asks about one of Jón's listings and lands in the conversation; answers its path. */
async function askAboutListing(tenant: Page, question: string): Promise<string> {
  const listingId = await landlordListingId(tenant);
  await tenant.goto(`/listings/${listingId}`);
  await tenant.getByRole('button', { name: 'Senda fyrirspurn' }).click();
  const dialog = tenant.getByRole('dialog');
  await dialog.getByLabel('Spurningin þín').fill(question);
  await dialog.getByRole('button', { name: 'Senda fyrirspurn' }).click();
  await expect(tenant).toHaveURL(/\/inbox\/\d+$/);
  return new URL(tenant.url()).pathname;
}

test('an attachment arrives: the tenant sends a photo and a PDF, the landlord sees them live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tenant = await newSignedInPage(browser, DEMO.tenant);
  const landlord = await newSignedInPage(browser, DEMO.landlord);
  const conversationPath = await askAboutListing(tenant, `Myndir af skemmdum (${Date.now()})`);

  // Jón has the conversation open before anything is sent.
  await landlord.goto(conversationPath);
  await expect(landlord.getByTestId('message-box')).toBeVisible();

  // Anna attaches a photo and a PDF; both upload before the message can go.
  const attach = tenant.getByRole('button', { name: 'Hengja við myndir eða PDF-skjöl' });
  await expect(attach).toBeEnabled();
  await tenant.getByTestId('attachment-input').setInputFiles([
    { name: 'rakaskemmd.png', mimeType: 'image/png', buffer: PNG },
    { name: 'uttekt.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  const chosen = tenant.getByTestId('chosen-attachment');
  await expect(chosen).toHaveCount(2);
  await expect(chosen.and(tenant.locator('[data-status="ready"]'))).toHaveCount(2);
  await tenant.getByTestId('message-box').fill('Hér eru myndin og úttektin.');
  await tenant.getByRole('button', { name: 'Senda', exact: true }).click();
  await expect(chosen).toHaveCount(0);

  // Jón's open conversation shows them without a reload: the photo as a thumbnail, the PDF as a file.
  const message = landlord
    .getByTestId('message')
    .filter({ hasText: 'Hér eru myndin og úttektin.' });
  await expect(message).toBeVisible();
  const thumbnail = message.getByTestId('attachment-thumbnail');
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const link = message.getByRole('link', { name: 'Opna myndina rakaskemmd.jpg í fullri stærð' });
  await expect(link).toHaveAttribute('href', /^\/api\/message-files\//);
  const file = message.getByTestId('attachment-file');
  await expect(file).toContainText('uttekt.pdf');

  // The file opens through its link for him; the PDF downloads.
  const href = await file.getAttribute('href');
  const response = await landlord.context().request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');

  await tenant.context().close();
  await landlord.context().close();
});

test('a file of the wrong type is refused in the message box with a translated reason', async ({
  browser,
}) => {
  const tenant = await newSignedInPage(browser, DEMO.tenant);
  await askAboutListing(tenant, `Má senda skrár? (${Date.now()})`);
  await tenant.getByTestId('attachment-input').setInputFiles({
    name: 'forrit.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ not a photo'),
  });
  await expect(
    tenant.getByText('Aðeins er hægt að senda myndir (JPEG, PNG, WebP, HEIC) og PDF-skjöl.'),
  ).toBeVisible();
  await tenant.context().close();
});
