import { expect, test, type Page } from '@playwright/test';
import {
  closeOwnContexts,
  DEMO,
  expectNoAxeViolations,
  graphql,
  newSignedInSession,
} from './helpers';

test.afterEach(closeOwnContexts);

/** A fresh draft of Jón's made from one of his published listings (it takes the listing's street). */
async function draftContract(page: Page, token: string): Promise<string> {
  const request = page.context().request;
  const listings = await graphql<{ myListings: { items: { id: string }[] } }>(
    request,
    'query { myListings(status: PUBLISHED, pageSize: 1) { items { id } } }',
    {},
    token,
  );
  const listingId = listings.myListings.items[0]?.id;
  if (!listingId) throw new Error('Jón has no published listing');
  const made = await graphql<{ createContract: { id: string } }>(
    request,
    'mutation M($input: CreateContractInput!) { createContract(input: $input) { id } }',
    { input: { listingId } },
    token,
  );
  return made.createContract.id;
}

test('the landlord opens a contract’s conversation from its page; staff read it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const landlord = await newSignedInSession(browser, DEMO.landlord);
  const contractId = await draftContract(landlord.page, landlord.token);

  // Jón opens the contract and its conversation, which names the contract as a link.
  await landlord.page.goto(`/landlords/rental-contracts/${contractId}`);
  await landlord.page.getByRole('button', { name: 'Senda skilaboð' }).click();
  await expect(landlord.page).toHaveURL(/\/inbox\/\d+$/);
  const conversationId = /\/inbox\/(\d+)$/.exec(landlord.page.url())![1]!;
  const links = landlord.page.getByTestId('conversation-links');
  const chip = links.getByRole('link', { name: /^Samningur:/ });
  await expect(chip).toHaveAttribute('href', `/landlords/rental-contracts/${contractId}`);
  const note = `Minnispunktur um samninginn (${Date.now()})`;
  await landlord.page.getByRole('textbox', { name: 'Skilaboð' }).fill(note);
  await landlord.page.getByRole('button', { name: 'Senda', exact: true }).click();
  await expect(landlord.page.getByTestId('message').filter({ hasText: note })).toHaveAttribute(
    'data-delivery',
    'sent',
  );

  // Opening it again from the contract lands in the same conversation.
  await landlord.page.goto(`/landlords/rental-contracts/${contractId}`);
  await landlord.page.getByRole('button', { name: 'Senda skilaboð' }).click();
  await expect(landlord.page).toHaveURL(new RegExp(`/inbox/${conversationId}$`));

  // A second contract of his is connected to the same conversation from the conversation itself.
  const secondId = await draftContract(landlord.page, landlord.token);
  await landlord.page.getByRole('button', { name: 'Tengja samning' }).click();
  await landlord.page.getByRole('combobox', { name: 'Samningur' }).selectOption(secondId);
  await landlord.page.getByRole('button', { name: 'Tengja', exact: true }).click();
  await expect(
    links
      .getByRole('link', { name: /^Samningur:/ })
      .and(landlord.page.locator(`[href="/landlords/rental-contracts/${secondId}"]`)),
  ).toBeVisible();
  await expect(landlord.page.getByRole('button', { name: 'Tengja samning' })).toBeVisible();

  // Staff read it, read-only, with links to the people and the contract.
  const staff = await newSignedInSession(browser, DEMO.staff);
  await staff.page.goto(`/admin/conversations/${conversationId}`);
  await expect(staff.page.getByRole('heading', { name: `Samtal ${conversationId}` })).toBeVisible();
  await expect(
    staff.page.getByTestId('admin-participants').getByRole('link', { name: 'Jón Guðmundsson' }),
  ).toHaveAttribute('href', /\/admin\/users\/\d+$/);
  const staffContractLinks = staff.page
    .getByTestId('admin-links')
    .getByRole('link', { name: /^Samningur:/ });
  await expect(staffContractLinks).toHaveCount(2);
  expect(
    await staffContractLinks.evaluateAll((all) => all.map((a) => a.getAttribute('href')).sort()),
  ).toEqual(
    [`/admin/rental-contracts/${contractId}`, `/admin/rental-contracts/${secondId}`].sort(),
  );
  await expect(
    staff.page.getByTestId('admin-timeline-item').filter({ hasText: note }),
  ).toBeVisible();
  await expectNoAxeViolations(staff.page);

  // The staff user page lists the conversation and links to it.
  await staff.page
    .getByTestId('admin-participants')
    .getByRole('link', { name: 'Jón Guðmundsson' })
    .click();
  await staff.page
    .getByTestId('admin-user-conversations')
    .getByRole('link', { name: `Opna samtal ${conversationId}` })
    .click();
  await expect(staff.page).toHaveURL(new RegExp(`/admin/conversations/${conversationId}$`));
});
