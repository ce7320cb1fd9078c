import { fireEvent, screen, within } from '@testing-library/react-native';
import { graphRequest, loginTokens } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

/** Anna rents from Jón with the seed's one active rental guarantee (api/src/seed/seed-guarantees.ts). */
const TENANT = 'anna@leiga.is';
const LANDLORD = 'jon@leiga.is';

type Guarantee = {
  id: string;
  status: string;
  amount: number;
  contractId: string | null;
  contract: { realEstate: { address: { street: string; postalCode: string } } } | null;
};

let guarantee: Guarantee;
let claimId: string;
/** The lease's address as rows and headings show it ("Laugavegur 1, 101"). */
let leaseAddress: string;

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Jón files a damage claim with two lines and sends it: Anna then has 4 weeks to answer. */
beforeAll(async () => {
  const jon = (await loginTokens(LANDLORD, DEMO_PASSWORD)).access;
  const list = await graphRequest<{ landlordRentalGuarantees: { items: Guarantee[] } }>(
    jon,
    `query { landlordRentalGuarantees { items { id status amount contractId contract { realEstate { address { street postalCode } } } } } }`,
  );
  const active = list.landlordRentalGuarantees.items.find((g) => g.status === 'ACTIVE');
  if (!active) throw new Error('the demo has no active guarantee of Jón');
  guarantee = active;
  const address = active.contract?.realEstate.address;
  if (!address) throw new Error('the demo guarantee has no contract address');
  leaseAddress = `${address.street}, ${address.postalCode}`;
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
  claimId = created.createGuaranteeClaim.id;
  const ref = { guaranteeId: guarantee.id, claimId };
  for (const [type, amount, description] of [
    ['DAMAGE', 60_000, 'Brotin flís'],
    ['CLEANING', 20_000, 'Lokaþrif'],
  ] as const) {
    await graphRequest(
      jon,
      `mutation ($input: GuaranteeClaimLineInput!) { saveGuaranteeClaimLine(input: $input) { id } }`,
      { input: { ...ref, type, amount, description } },
    );
  }
  await graphRequest(
    jon,
    `mutation ($input: CommitGuaranteeClaimInput!) { commitGuaranteeClaim(input: $input) { id } }`,
    { input: { ...ref, confirm: true } },
  );
});

describe('guarantees list', () => {
  it('opens from the contracts screen: the tenant’s guarantee with cover and status', async () => {
    renderApp({ session: await loginTokens(TENANT, DEMO_PASSWORD) });
    await screen.findByText('12 contracts');
    fireEvent.press(screen.getByRole('button', { name: 'Guarantees' }));

    expect(await screen.findByText('1 guarantee')).toBeOnTheScreen();
    const row = screen.getByRole('button', {
      name: new RegExp(`^Open the guarantee of ISK [\\d,]+ for ${leaseAddress}$`),
    });
    expect(within(row).getByText(leaseAddress)).toBeOnTheScreen();
    expect(within(row).getByText('Active')).toBeOnTheScreen();
    expect(within(row).getByText(/^Cover of ISK [\d,]+$/)).toBeOnTheScreen();

    // And back to the contracts.
    fireEvent.press(screen.getByRole('button', { name: 'Contracts' }));
    expect(await screen.findByText('12 contracts')).toBeOnTheScreen();
  });

  it('shows a landlord the guarantees on his contracts, with the tenant', async () => {
    renderApp({ initialUrl: '/guarantees', session: await loginTokens(LANDLORD, DEMO_PASSWORD) });
    expect(await screen.findByText('1 guarantee')).toBeOnTheScreen();
    expect(screen.getByText(/^Tenant: Anna Sigurðardóttir · Applied /)).toBeOnTheScreen();
  });
});

describe('guarantee detail', () => {
  it('opens from the list: status, cover left, lease, parties and the claim to answer', async () => {
    renderApp({ initialUrl: '/guarantees', session: await loginTokens(TENANT, DEMO_PASSWORD) });
    await screen.findByText('1 guarantee');
    fireEvent.press(screen.getByRole('button', { name: /^Open the guarantee of / }));

    const claim = await screen.findByTestId(`claim-${claimId}`);
    expect(screen.getByText('Amount of cover')).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: leaseAddress })).toBeOnTheScreen();
    expect(screen.getByText('Active')).toBeOnTheScreen();
    expect(screen.getByText(/^ISK [\d,]+ of ISK [\d,]+$/)).toBeOnTheScreen();
    expect(screen.getByText(/^Of which open claims hold ISK [\d,]+$/)).toBeOnTheScreen();
    expect(screen.getByText('Anna Sigurðardóttir')).toBeOnTheScreen();
    expect(await screen.findByText('Jón Guðmundsson')).toBeOnTheScreen();
    expect(screen.getByText(/^\d\d\.\d\d\.\d{4} to \d\d\.\d\d\.\d{4}$/)).toBeOnTheScreen();

    expect(within(claim).getByText('Damage claim')).toBeOnTheScreen();
    expect(within(claim).getByText("Awaiting the tenant's answer")).toBeOnTheScreen();
    expect(within(claim).getByText('Claimed: ISK 80,000')).toBeOnTheScreen();
    expect(within(claim).getByText(/^Answer by \d\d\.\d\d\.\d{4}$/)).toBeOnTheScreen();
    expect(within(claim).getByText('Damage: ISK 60,000 – Brotin flís')).toBeOnTheScreen();
    expect(within(claim).getByText('Cleaning: ISK 20,000 – Lokaþrif')).toBeOnTheScreen();
  });

  it('tells the landlord when the tenant must answer', async () => {
    renderApp({
      initialUrl: `/guarantees/${guarantee.id}`,
      session: await loginTokens(LANDLORD, DEMO_PASSWORD),
    });
    const claim = await screen.findByTestId(`claim-${claimId}`);
    expect(within(claim).getByText(/^The tenant answers by \d\d\.\d\d\.\d{4}$/)).toBeOnTheScreen();
  });

  it('shows the guarantee and its claim in Icelandic', async () => {
    renderApp({
      locale: 'is',
      initialUrl: `/guarantees/${guarantee.id}`,
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    const claim = await screen.findByTestId(`claim-${claimId}`);
    expect(screen.getByText('Fjárhæð ábyrgðar')).toBeOnTheScreen();
    expect(screen.getByText('Virk')).toBeOnTheScreen();
    expect(within(claim).getByText('Krafa vegna tjóns')).toBeOnTheScreen();
    expect(within(claim).getByText('Bíður svars leigjanda')).toBeOnTheScreen();
    expect(within(claim).getByText('Krafist: 80.000 kr.')).toBeOnTheScreen();
    expect(within(claim).getByText(/^Svaraðu í síðasta lagi \d\d\.\d\d\.\d{4}$/)).toBeOnTheScreen();
  });

  it('says so when the guarantee is not the user’s', async () => {
    renderApp({
      initialUrl: '/guarantees/999999',
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    expect(
      await screen.findByText(
        /This rental guarantee was not found\.|We could not find what you asked for\./,
      ),
    ).toBeOnTheScreen();
  });
});
