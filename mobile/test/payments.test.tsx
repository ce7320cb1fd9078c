import { fireEvent, screen, within } from '@testing-library/react-native';
import { Platform } from 'react-native';
import { BORROWER, paperLeaseOf, shownDate } from './loans';
import { graphRequest, loginTokens, registerTenant } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

/** The seed's leases are all Anna's; each platform's landlord bills her on his own lease. */
const TENANT = BORROWER;
const LANDLORD = Platform.OS === 'ios' ? 'jon@leiga.is' : 'magnus@leiga.is';
/** A day no seeded period uses, past its final due date: the bill is late. */
const LATE_DUE = Platform.OS === 'ios' ? '2026-03-17' : '2026-03-18';
const LATE_AMOUNT = Platform.OS === 'ios' ? 123_456 : 123_457;
const EMPTY_TENANT = `no-payments-${Platform.OS}-${Date.now()}@example.is`;

const isk = (amount: number) => `ISK ${amount.toLocaleString('en-US')}`;

type Item = {
  dueDate: string;
  status: string;
  amountDue: number;
  paidAmount: number;
  interestAmount: number;
};
type Schedule = {
  contracts: { items: { id: string; paymentSchedule: { items: Item[] } | null }[] };
};

let lease: { id: string; address: string };
let contracts: Schedule['contracts']['items'];

beforeAll(async () => {
  const landlord = (await loginTokens(LANDLORD, DEMO_PASSWORD)).access;
  lease = await paperLeaseOf(landlord);
  await graphRequest(
    landlord,
    `mutation ($input: AddPaymentScheduleItemInput!) { addPaymentScheduleItem(input: $input) { id } }`,
    {
      input: {
        contractId: lease.id,
        dueDate: LATE_DUE,
        finalDueDate: LATE_DUE,
        amount: LATE_AMOUNT,
      },
    },
  );
  const anna = (await loginTokens(TENANT, DEMO_PASSWORD)).access;
  const data = await graphRequest<Schedule>(
    anna,
    `query { contracts(page: 1, pageSize: 100) { items { id paymentSchedule {
      items { dueDate status amountDue paidAmount interestAmount } } } } }`,
  );
  contracts = data.contracts.items;
});

/** The graph's item of a contract by its due date. */
function itemOf(contractId: string, dueDate: string): Item {
  const item = contracts
    .find((c) => c.id === contractId)
    ?.paymentSchedule?.items.find((i) => i.dueDate === dueDate);
  if (!item) throw new Error(`no item ${contractId} ${dueDate}`);
  return item;
}

/** The newest paid period across the tenant's contracts (the overview lists the newest first). */
function newestPaid() {
  const paid = contracts.flatMap((c) =>
    (c.paymentSchedule?.items ?? [])
      .filter((i) => i.status === 'PAID')
      .map((item) => ({ contractId: c.id, item })),
  );
  paid.sort((a, b) => b.item.dueDate.localeCompare(a.item.dueDate));
  return paid[0];
}

describe('payments overview', () => {
  it('opens from the contracts screen: the late bill with its amount, and the late summary', async () => {
    renderApp({ session: await loginTokens(TENANT, DEMO_PASSWORD) });
    fireEvent.press(await screen.findByRole('button', { name: 'Payments' }));

    const late = await screen.findByTestId('payments-late');
    expect(within(late).getByRole('header', { name: 'Late' })).toBeOnTheScreen();
    const bill = within(late).getByTestId(`payment-${lease.id}-${LATE_DUE}`);
    const item = itemOf(lease.id, LATE_DUE);
    expect(item.status).toBe('LATE');
    expect(within(bill).getByText(lease.address)).toBeOnTheScreen();
    expect(within(bill).getByText(`Due ${shownDate(LATE_DUE)}`)).toBeOnTheScreen();
    expect(within(bill).getByText(`To pay: ${isk(item.amountDue)}`)).toBeOnTheScreen();
    expect(within(bill).getByText('Late')).toBeOnTheScreen();
    expect(
      within(bill).getByText(`Owed: ${isk(item.amountDue + item.interestAmount)}`),
    ).toBeOnTheScreen();
    if (item.interestAmount > 0) {
      expect(
        within(bill).getByText(`Default interest: ${isk(item.interestAmount)}`),
      ).toBeOnTheScreen();
    }
    expect(
      screen.getByText(/^\d+ payments? (is|are) late: ISK [\d,]+ owed with default interest$/),
    ).toBeOnTheScreen();
  });

  it('lists what is due next and what was paid, as the graph has them', async () => {
    renderApp({ initialUrl: '/payments', session: await loginTokens(TENANT, DEMO_PASSWORD) });
    const due = await screen.findByTestId('payments-due');
    expect(within(due).getByRole('header', { name: 'Due next' })).toBeOnTheScreen();
    // Each contract's next upcoming period is there.
    for (const contract of contracts) {
      const next = contract.paymentSchedule?.items
        .filter((i) => i.status === 'UPCOMING')
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
      if (!next) continue;
      const row = within(due).getByTestId(`payment-${contract.id}-${next.dueDate}`);
      expect(within(row).getByText(`To pay: ${isk(next.amountDue)}`)).toBeOnTheScreen();
    }

    const paidGroup = screen.getByTestId('payments-paid');
    const newest = newestPaid();
    if (!newest) throw new Error('the seed has no paid rent of Anna’s');
    const paid = within(paidGroup).getByTestId(
      `payment-${newest.contractId}-${newest.item.dueDate}`,
    );
    expect(within(paid).getByText(`Was due ${shownDate(newest.item.dueDate)}`)).toBeOnTheScreen();
    expect(
      within(paid).getByText(new RegExp(`^Paid: ${isk(newest.item.paidAmount)}`)),
    ).toBeOnTheScreen();
  });

  it('opens the contract of a bill', async () => {
    renderApp({ initialUrl: '/payments', session: await loginTokens(TENANT, DEMO_PASSWORD) });
    fireEvent.press(
      await screen.findByRole('button', {
        name: `Rent for ${lease.address} due ${shownDate(LATE_DUE)}`,
      }),
    );
    expect(await screen.findByTestId(`schedule-item-${LATE_DUE}`)).toBeOnTheScreen();
    expect(screen.getByText('Lease period')).toBeOnTheScreen();
  });

  it('shows the late bill in Icelandic', async () => {
    renderApp({
      locale: 'is',
      initialUrl: '/payments',
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    const late = await screen.findByTestId('payments-late');
    expect(within(late).getByRole('header', { name: 'Í vanskilum' })).toBeOnTheScreen();
    const bill = within(late).getByTestId(`payment-${lease.id}-${LATE_DUE}`);
    expect(within(bill).getByText(`Gjalddagi ${shownDate(LATE_DUE)}`)).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: 'Næst á gjalddaga' })).toBeOnTheScreen();
  });

  it('says so when the tenant has nothing to pay', async () => {
    await registerTenant(EMPTY_TENANT, 'Leyniord-2026!', 'Greiðslu Laus');
    renderApp({
      initialUrl: '/payments',
      session: await loginTokens(EMPTY_TENANT, 'Leyniord-2026!'),
    });
    expect(await screen.findByText('No payments scheduled on your contracts.')).toBeOnTheScreen();
  });
});
