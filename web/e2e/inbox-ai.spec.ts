import { expect, test, type Page } from '@playwright/test';
import {
  closeOwnContexts,
  DEMO,
  expectNoAxeViolations,
  graphql,
  newSignedInSession,
} from './helpers';

test.afterEach(closeOwnContexts);

/** Anna asks about one of Jón's listings: a conversation of this run's own. */
async function startConversation(tenant: { page: Page; token: string }, message: string) {
  const request = tenant.page.context().request;
  const data = await graphql<{
    listings: { items: { id: string; owner: { fullName: string } }[] };
  }>(request, 'query { listings(pageSize: 100) { items { id owner { fullName } } } }');
  const listing = data.listings.items.find((l) => l.owner.fullName === 'Jón Guðmundsson');
  if (!listing) throw new Error('Jón has no published listing');
  const started = await graphql<{ startListingConversation: { conversation: { id: string } } }>(
    request,
    'mutation Ask($listingId: ID!, $message: String!) { startListingConversation(listingId: $listingId, message: $message) { conversation { id } } }',
    { listingId: listing.id, message },
    tenant.token,
  );
  return started.startListingConversation.conversation.id;
}

test('the landlord gets reply suggestions and one fills the message box; staff open a summary', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tenant = await newSignedInSession(browser, DEMO.tenant);
  const landlord = await newSignedInSession(browser, DEMO.landlord);
  const staff = await newSignedInSession(browser, DEMO.staff);
  const question = `Má ég koma að skoða íbúðina á fimmtudaginn kl. 17:30? (${Date.now()})`;
  const conversationId = await startConversation(tenant, question);

  // Jón asks for suggestions: three Icelandic templates, labelled as such.
  await landlord.page.goto(`/inbox/${conversationId}`);
  await expect(landlord.page.getByTestId('message').filter({ hasText: question })).toBeVisible();
  await landlord.page.getByRole('button', { name: 'Stinga upp á svörum' }).click();
  const panel = landlord.page.getByRole('region', { name: 'Tillögur að svörum' });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByTestId('suggestions-note')).toContainText('sniðmát');
  const first = await panel.getByRole('listitem').first().locator('p').innerText();
  expect(first).toContain('skoða');
  await expectNoAxeViolations(landlord.page);

  // Picking one fills the box; Jón edits before sending.
  await panel.getByRole('button', { name: 'Nota tillögu 1' }).click();
  const box = landlord.page.getByTestId('message-box');
  await expect(box).toHaveValue(first);
  await expect(box).toBeFocused();
  await box.press('End');
  await box.pressSequentially(' Kveðja, Jón');
  await box.press('Enter');
  await expect(
    landlord.page.getByTestId('message').filter({ hasText: `${first} Kveðja, Jón` }),
  ).toBeVisible();

  // Staff summarise the conversation and open the summary from the list.
  const made = await graphql<{ createConversationSummary: { id: string } }>(
    staff.page.context().request,
    'mutation Sum($input: CreateConversationSummaryInput!) { createConversationSummary(input: $input) { id } }',
    { input: { conversationId } },
    staff.token,
  );
  await staff.page.goto('/admin/conversation-summaries');
  await expect(staff.page.getByRole('heading', { name: 'Samantektir samtala' })).toBeVisible();
  await staff.page
    .getByRole('link', { name: `Samtal #${conversationId}` })
    .first()
    .click();
  await expect(staff.page).toHaveURL(
    new RegExp(`/admin/conversation-summaries/${made.createConversationSummary.id}$`),
  );
  await expect(staff.page.getByTestId('summary-provider')).toHaveText(
    'Útdráttur og sniðmát (án mállíkans)',
  );
  const text = staff.page.getByTestId('summary-text');
  await expect(text).toContainText('Anna Sigurðardóttir (leigjandi):');
  await expect(text).toContainText('kl. 17:30');
  // Jón's reply as sent (the suggestion) is in it: it is about the viewing.
  await expect(text).toContainText('velkomið að koma og skoða');
  await expect(staff.page.getByRole('link', { name: 'Opna samtalið' })).toHaveAttribute(
    'href',
    new RegExp(`/inbox/${conversationId}$`),
  );

  await expectNoAxeViolations(staff.page);

  // Regenerate asks first, then says it is done.
  await staff.page.getByRole('button', { name: 'Endurgera' }).click();
  const dialog = staff.page.getByRole('alertdialog', { name: 'Endurgera samantektina?' });
  await dialog.getByRole('button', { name: 'Endurgera' }).click();
  await expect(staff.page.getByText('Samantektin var endurgerð.')).toBeVisible();
});
