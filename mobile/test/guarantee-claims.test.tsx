import { fireEvent, screen, within } from '@testing-library/react-native';
import { graphRequest, loginTokens } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

/** Anna rents from Jón with the seed's one active rental guarantee (api/src/seed/seed-guarantees.ts). */
const TENANT = 'anna@leiga.is';
const LANDLORD = 'jon@leiga.is';

type Guarantee = { id: string; status: string };
type Line = readonly [type: string, amount: number, description: string];

let guarantee: Guarantee;
let claimId: string;
let jon: string;

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Jón files a damage claim with these lines and sends it: Anna then has 4 weeks to answer. */
async function fileClaim(lines: readonly Line[]): Promise<{ id: string; lineIds: string[] }> {
  const created = await graphRequest<{ createGuaranteeClaim: { id: string } }>(
    jon,
    `mutation ($input: CreateGuaranteeClaimInput!) { createGuaranteeClaim(input: $input) { id } }`,
    {
      input: {
        guaranteeId: guarantee.id,
        type: 'DAMAGE',
        returnDate: daysAgo(3),
        description: 'Við skil íbúðarinnar',
      },
    },
  );
  const id = created.createGuaranteeClaim.id;
  const ref = { guaranteeId: guarantee.id, claimId: id };
  const lineIds: string[] = [];
  for (const [type, amount, description] of lines) {
    const saved = await graphRequest<{ saveGuaranteeClaimLine: { lines: { id: string }[] } }>(
      jon,
      `mutation ($input: GuaranteeClaimLineInput!) {
        saveGuaranteeClaimLine(input: $input) { id lines { id } }
      }`,
      { input: { ...ref, type, amount, description } },
    );
    lineIds.push(saved.saveGuaranteeClaimLine.lines.at(-1)!.id);
  }
  await graphRequest(
    jon,
    `mutation ($input: CommitGuaranteeClaimInput!) { commitGuaranteeClaim(input: $input) { id } }`,
    { input: { ...ref, confirm: true } },
  );
  return { id, lineIds };
}

beforeAll(async () => {
  jon = (await loginTokens(LANDLORD, DEMO_PASSWORD)).access;
  const list = await graphRequest<{ landlordRentalGuarantees: { items: Guarantee[] } }>(
    jon,
    `query { landlordRentalGuarantees { items { id status } } }`,
  );
  const active = list.landlordRentalGuarantees.items.find((g) => g.status === 'ACTIVE');
  if (!active) throw new Error('the demo has no active guarantee of Jón');
  guarantee = active;
  claimId = (
    await fileClaim([
      ['DAMAGE', 60_000, 'Brotin flís'],
      ['CLEANING', 20_000, 'Lokaþrif'],
    ])
  ).id;
});

describe('answering a guarantee claim', () => {
  it('gives the landlord no answer controls', async () => {
    renderApp({
      initialUrl: `/guarantees/${guarantee.id}`,
      session: await loginTokens(LANDLORD, DEMO_PASSWORD),
    });
    const claim = await screen.findByTestId(`claim-${claimId}`);
    expect(within(claim).getByText("Awaiting the tenant's answer")).toBeOnTheScreen();
    expect(within(claim).queryByRole('radio')).toBeNull();
    expect(within(claim).queryByRole('button', { name: 'Send answer' })).toBeNull();
    expect(screen.queryByText('Your answer')).toBeNull();
  });

  it('lets the tenant accept one line, reject the other with a reason, and confirm', async () => {
    renderApp({
      initialUrl: `/guarantees/${guarantee.id}`,
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    const claim = await screen.findByTestId(`claim-${claimId}`);
    expect(within(claim).getByText(/^Answer by \d\d\.\d\d\.\d{4}$/)).toBeOnTheScreen();

    // Every line needs an answer before anything is sent.
    fireEvent.press(within(claim).getByRole('button', { name: 'Send answer' }));
    expect(within(claim).getByText('Answer every line of the claim.')).toBeOnTheScreen();
    expect(within(claim).getAllByText('Accept or reject the line.')).toHaveLength(2);

    const accept = within(claim).getByRole('radio', { name: 'Accept the line Brotin flís' });
    fireEvent.press(accept);
    expect(accept).toBeChecked();
    fireEvent.press(within(claim).getByRole('radio', { name: 'Reject the line Lokaþrif' }));
    expect(within(claim).getByRole('radio', { name: 'Reject the line Lokaþrif' })).toBeChecked();

    // A rejection needs its reason.
    fireEvent.press(within(claim).getByRole('button', { name: 'Send answer' }));
    expect(within(claim).getByText('Give a reason for rejecting the line.')).toBeOnTheScreen();
    fireEvent.changeText(
      within(claim).getByLabelText('Reason for rejecting the line Lokaþrif'),
      'Íbúðin var þrifin við skil',
    );

    // Asked to confirm first, with what is accepted and rejected.
    fireEvent.press(within(claim).getByRole('button', { name: 'Send answer' }));
    expect(within(claim).getByText('Send your answer?')).toBeOnTheScreen();
    expect(
      within(claim).getByText('You accept ISK 60,000 and reject ISK 20,000.'),
    ).toBeOnTheScreen();
    fireEvent.press(within(claim).getByRole('button', { name: 'Yes, send the answer' }));

    expect(await within(claim).findByText("Awaiting the landlord's answer")).toBeOnTheScreen();
    expect(within(claim).getByText('Accepted: ISK 60,000')).toBeOnTheScreen();
    expect(
      within(claim).getByText('Damage: ISK 60,000 – Brotin flís · Accepted by the tenant'),
    ).toBeOnTheScreen();
    expect(
      within(claim).getByText('Cleaning: ISK 20,000 – Lokaþrif · Rejected by the tenant'),
    ).toBeOnTheScreen();
    expect(
      within(claim).getByText(/^The landlord answers by \d\d\.\d\d\.\d{4}$/),
    ).toBeOnTheScreen();
    expect(within(claim).queryByRole('radio')).toBeNull();
    expect(within(claim).queryByRole('button', { name: 'Send answer' })).toBeNull();
  });

  it('tells the tenant, in Icelandic, when the claim was answered meanwhile', async () => {
    const other = await fileClaim([['OTHER', 5_000, 'Týndur lykill']]);
    const anna = await loginTokens(TENANT, DEMO_PASSWORD);
    renderApp({ locale: 'is', initialUrl: `/guarantees/${guarantee.id}`, session: anna });
    const claim = await screen.findByTestId(`claim-${other.id}`);
    fireEvent.press(within(claim).getByRole('radio', { name: 'Samþykkja liðinn Týndur lykill' }));
    fireEvent.press(within(claim).getByRole('button', { name: 'Senda svar' }));
    expect(within(claim).getByText('Senda svarið?')).toBeOnTheScreen();

    // Answered elsewhere (say, on the web) before this one is confirmed.
    await graphRequest(
      anna.access,
      `mutation ($input: RespondToGuaranteeClaimInput!) { respondToGuaranteeClaim(input: $input) { id } }`,
      {
        input: {
          guaranteeId: guarantee.id,
          claimId: other.id,
          lines: [{ lineId: other.lineIds[0], response: 'ACCEPTED' }],
        },
      },
    );
    fireEvent.press(within(claim).getByRole('button', { name: 'Já, senda svarið' }));
    expect(
      await within(claim).findByText(
        'Krafan bíður ekki lengur svars frá þér. Dragðu niður til að endurhlaða.',
      ),
    ).toBeOnTheScreen();
  });
});
