import { expect, test, type Page } from '@playwright/test';
import { closeOwnContexts, DEMO, expectNoAxeViolations, graphql, newSignedInPage } from './helpers';

test.afterEach(closeOwnContexts);

/** One of Jón's published listings, as any visitor finds it. */
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

test('a tenant asks about a listing and the landlord answers; both see each other live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tenant = await newSignedInPage(browser, DEMO.tenant);
  const landlord = await newSignedInPage(browser, DEMO.landlord);
  const listingId = await landlordListingId(tenant);
  const question = `Er hægt að skoða íbúðina á laugardag? (${Date.now()})`;

  // Anna asks from the listing page and lands in the conversation.
  await tenant.goto(`/listings/${listingId}`);
  await tenant.getByRole('button', { name: 'Senda fyrirspurn' }).click();
  const dialog = tenant.getByRole('dialog');
  await dialog.getByLabel('Spurningin þín').fill(question);
  await dialog.getByRole('button', { name: 'Senda fyrirspurn' }).click();
  await expect(tenant).toHaveURL(/\/inbox\/\d+$/);
  const conversationPath = new URL(tenant.url()).pathname;
  await expect(tenant.getByTestId('message').filter({ hasText: question })).toBeVisible();

  // Jón sees the unread count in the header and the conversation first in his inbox.
  await landlord.goto('/inbox');
  await expect(landlord.getByTestId('header-inbox-count')).toBeVisible();
  const row = landlord.getByTestId('inbox-row').filter({ hasText: question });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(landlord);
  await row.click();
  await expect(landlord).toHaveURL(new RegExp(`${conversationPath}$`));
  await expect(landlord.getByText(question)).toBeVisible();
  await expectNoAxeViolations(landlord);

  // Jón answers with Enter; Anna's open conversation shows it without a reload.
  const answer = 'Já, klukkan 14 hentar vel.';
  await landlord.getByTestId('message-box').fill(answer);
  await landlord.getByTestId('message-box').press('Enter');
  await expect(landlord.getByTestId('message').filter({ hasText: answer })).toHaveAttribute(
    'data-delivery',
    'sent',
  );
  await expect(tenant.getByTestId('message').filter({ hasText: answer })).toBeVisible();

  // And back: Anna's reply reaches Jón live.
  const reply = 'Frábært, sjáumst þá.';
  await tenant.getByTestId('message-box').fill(reply);
  await tenant.getByRole('button', { name: 'Senda', exact: true }).click();
  await expect(landlord.getByTestId('message').filter({ hasText: reply })).toBeVisible();

  // A draft stays in the box across a reload until it is sent.
  await tenant.getByTestId('message-box').fill('Ein spurning enn');
  await tenant.reload();
  await expect(tenant.getByTestId('message-box')).toHaveValue('Ein spurning enn');

  await tenant.context().close();
  await landlord.context().close();
});
