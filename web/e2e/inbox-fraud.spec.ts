import { expect, test } from '@playwright/test';
import {
  closeOwnContexts,
  DEMO,
  expectNoAxeViolations,
  graphql,
  newSignedInSession,
} from './helpers';

test.afterEach(closeOwnContexts);

const SCAM =
  'Ég er staddur erlendis og get ekki sýnt íbúðina. Leggðu inn tryggingu með Western Union og ég sendi lyklana í pósti.';

test('a scam message shows its warning to the recipient, not to the sender, and staff review it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tenant = await newSignedInSession(browser, DEMO.tenant);
  const landlord = await newSignedInSession(browser, DEMO.landlord);

  // Anna asks about one of Jón's listings (through the graph: the question UI has its own spec).
  const { listings } = await graphql<{
    listings: { items: { id: string; owner: { fullName: string } }[] };
  }>(
    tenant.page.context().request,
    'query { listings(pageSize: 100) { items { id owner { fullName } } } }',
  );
  const listing = listings.items.find((l) => l.owner.fullName === 'Jón Guðmundsson');
  expect(listing).toBeDefined();
  const started = await graphql<{ startListingConversation: { conversation: { id: string } } }>(
    tenant.page.context().request,
    'mutation Ask($listingId: ID!, $message: String!) { startListingConversation(listingId: $listingId, message: $message) { conversation { id } } }',
    { listingId: listing!.id, message: `Er íbúðin laus? (${Date.now()})` },
    tenant.token,
  );
  const conversationId = started.startListingConversation.conversation.id;

  // Anna has the conversation open when Jón's scam message arrives.
  await tenant.page.goto(`/inbox/${conversationId}`);
  await landlord.page.goto(`/inbox/${conversationId}`);
  await landlord.page.getByTestId('message-box').fill(SCAM);
  await landlord.page.getByTestId('message-box').press('Enter');
  const sent = landlord.page.getByTestId('message').filter({ hasText: SCAM });
  await expect(sent).toHaveAttribute('data-delivery', 'sent');
  await expect(sent.getByTestId('fraud-warning')).toHaveCount(0);

  // She sees the warning live, in Icelandic, with what the signs mean and what to do.
  const received = tenant.page.getByTestId('message').filter({ hasText: SCAM });
  const warning = received.getByRole('alert', { name: /Þessi skilaboð gætu verið svik/ });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Leigusali erlendis');
  await expect(warning).toContainText('Peningasendingarþjónusta');
  await expect(warning).toContainText('Greiddu aldrei tryggingu eða leigu utan Leigu');
  await expectNoAxeViolations(tenant.page);

  // And after a reload too; Jón still sees none on his own message.
  await tenant.page.reload();
  await expect(
    tenant.page.getByTestId('message').filter({ hasText: SCAM }).getByTestId('fraud-warning'),
  ).toBeVisible();
  await landlord.page.reload();
  await expect(landlord.page.getByTestId('message').filter({ hasText: SCAM })).toBeVisible();
  await expect(landlord.page.getByTestId('fraud-warning')).toHaveCount(0);

  // Staff find it among the pending detections and confirm it after the dialog.
  const staff = await newSignedInSession(browser, DEMO.staff);
  await staff.page.goto('/admin/message-fraud-detections');
  const row = staff.page.getByTestId('fraud-detection').filter({ hasText: SCAM });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(staff.page);
  await row.getByRole('button').first().click();
  const dialog = staff.page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').last().click();
  await expect(staff.page.getByTestId('fraud-detection').filter({ hasText: SCAM })).toHaveCount(0);
});
