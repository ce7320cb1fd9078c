import { act, fireEvent, screen, within } from '@testing-library/react-native';
import { Platform, RefreshControl } from 'react-native';
import { applyForLoan, BORROWER, paperLeaseOf, scheduleOf, shownDate } from './loans';
import { loginTokens, registerTenant } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

/** ios and android run at once against one stack: each borrows on another landlord's lease. */
const LANDLORD = Platform.OS === 'ios' ? 'jon@leiga.is' : 'magnus@leiga.is';
/** The amounts tell this file's loans (per platform) from the signing file's. */
const AMOUNT = Platform.OS === 'ios' ? 301_000 : 302_000;
const LATER_AMOUNT = Platform.OS === 'ios' ? 305_000 : 306_000;
const MONTHS = 12;
const EMPTY_TENANT = `no-loans-${Platform.OS}-${Date.now()}@example.is`;

const isk = (amount: number) => `ISK ${amount.toLocaleString('en-US')}`;
const today = () => shownDate(new Date().toISOString());

let loanId: string;
let lease: { id: string; address: string };
let schedule: Awaited<ReturnType<typeof scheduleOf>>;

beforeAll(async () => {
  const landlord = (await loginTokens(LANDLORD, DEMO_PASSWORD)).access;
  lease = await paperLeaseOf(landlord);
  const anna = (await loginTokens(BORROWER, DEMO_PASSWORD)).access;
  const loan = await applyForLoan(anna, lease.id, AMOUNT, MONTHS);
  if (loan.status !== 'APPROVED') throw new Error(`the loan was ${loan.status}`);
  loanId = loan.id;
  schedule = await scheduleOf(anna, loanId);
});

describe('loans list', () => {
  it('opens from the contracts screen: the loan with its status, term and next payment', async () => {
    renderApp({ session: await loginTokens(BORROWER, DEMO_PASSWORD) });
    fireEvent.press(await screen.findByRole('button', { name: 'Loans' }));

    const row = await screen.findByRole('button', {
      name: `Open the loan of ${isk(AMOUNT)} applied for ${today()}`,
    });
    expect(screen.getByText(/^\d+ loans?$/)).toBeOnTheScreen();
    expect(within(row).getByText(isk(AMOUNT))).toBeOnTheScreen();
    expect(within(row).getByText('Approved, awaiting your signature')).toBeOnTheScreen();
    expect(within(row).getByText('12 months')).toBeOnTheScreen();
    expect(within(row).getByText(`For the lease at ${lease.address}`)).toBeOnTheScreen();
    expect(
      within(row).getByText(
        `Next payment: ${isk(schedule.monthlyPayment)} on ${shownDate(schedule.firstDueDate)}`,
      ),
    ).toBeOnTheScreen();
  });

  it('shows a loan applied for meanwhile after a pull to refresh', async () => {
    renderApp({ initialUrl: '/loans', session: await loginTokens(BORROWER, DEMO_PASSWORD) });
    await screen.findByRole('button', { name: new RegExp(`^Open the loan of ${isk(AMOUNT)} `) });
    const later = `Open the loan of ${isk(LATER_AMOUNT)} applied for ${today()}`;
    expect(screen.queryByRole('button', { name: later })).toBeNull();

    const anna = (await loginTokens(BORROWER, DEMO_PASSWORD)).access;
    await applyForLoan(anna, lease.id, LATER_AMOUNT, 6);
    await act(async () => {
      (screen.UNSAFE_getByType(RefreshControl).props as { onRefresh: () => void }).onRefresh();
    });
    expect(await screen.findByRole('button', { name: later })).toBeOnTheScreen();
  });

  it('says so when the tenant has no loans', async () => {
    await registerTenant(EMPTY_TENANT, 'Leyniord-2026!', 'Lána Laus');
    renderApp({ initialUrl: '/loans', session: await loginTokens(EMPTY_TENANT, 'Leyniord-2026!') });
    expect(
      await screen.findByText('You have no loans. You apply for a loan on the Leiga website.'),
    ).toBeOnTheScreen();
  });
});

describe('loan detail', () => {
  it('opens from the list: terms, interest, the lease and the annuity schedule', async () => {
    renderApp({ initialUrl: '/loans', session: await loginTokens(BORROWER, DEMO_PASSWORD) });
    fireEvent.press(
      await screen.findByRole('button', {
        name: `Open the loan of ${isk(AMOUNT)} applied for ${today()}`,
      }),
    );

    expect(await screen.findByRole('header', { name: isk(AMOUNT) })).toBeOnTheScreen();
    expect(screen.getByText('Approved, awaiting your signature')).toBeOnTheScreen();
    expect(screen.getByText('12 months')).toBeOnTheScreen();
    expect(screen.getByText(`Monthly payment: ${isk(schedule.monthlyPayment)}`)).toBeOnTheScreen();
    expect(screen.getAllByText(/^Interest: [\d.]+% a year$/).length).toBeGreaterThan(0);
    expect(
      await screen.findByRole('link', { name: `Open the rental contract for ${lease.address}` }),
    ).toBeOnTheScreen();

    // A row a month, as the graph computes it, each unpaid until the loan is paid out.
    const rows = schedule.paymentSchedule.rows;
    expect(rows).toHaveLength(MONTHS);
    for (const row of [rows[0]!, rows[rows.length - 1]!]) {
      const shown = screen.getByTestId(`loan-row-${row.number}`);
      expect(
        within(shown).getByText(`Payment ${row.number} · ${shownDate(row.dueDate)}`),
      ).toBeOnTheScreen();
      expect(within(shown).getByText(`To pay: ${isk(row.total)}`)).toBeOnTheScreen();
      expect(
        within(shown).getByText(
          new RegExp(
            `^Principal ${isk(row.principal)}, interest ISK [\\d,]+, notice fee ISK [\\d,]+$`,
          ),
        ),
      ).toBeOnTheScreen();
      expect(within(shown).getByText(`Balance after: ${isk(row.balance)}`)).toBeOnTheScreen();
    }
    expect(screen.getByText('Balance after: ISK 0')).toBeOnTheScreen();
    // Approved and the borrower's: they may sign it here.
    expect(
      within(screen.getByTestId('loan-signing')).getByRole('button', {
        name: 'Sign with electronic ID',
      }),
    ).toBeOnTheScreen();
  });

  it('opens the attached lease by its address', async () => {
    renderApp({
      initialUrl: `/loans/${loanId}`,
      session: await loginTokens(BORROWER, DEMO_PASSWORD),
    });
    fireEvent.press(
      await screen.findByRole('link', { name: `Open the rental contract for ${lease.address}` }),
    );
    expect(await screen.findByText('Lease period')).toBeOnTheScreen();
    expect(screen.getByText('Parties')).toBeOnTheScreen();
  });

  it('shows the loan in Icelandic', async () => {
    renderApp({
      locale: 'is',
      initialUrl: `/loans/${loanId}`,
      session: await loginTokens(BORROWER, DEMO_PASSWORD),
    });
    expect(await screen.findByText('Samþykkt, bíður undirritunar þinnar')).toBeOnTheScreen();
    expect(screen.getByText('12 mánuðir')).toBeOnTheScreen();
    expect(screen.getByText('Greiðsluáætlun')).toBeOnTheScreen();
    expect(screen.getByText('Eftirstöðvar: 0 kr.')).toBeOnTheScreen();
    // Rates with the Icelandic decimal comma, whatever the engine's Intl knows.
    const aprc = screen.getByText(/^Árleg hlutfallstala kostnaðar: /);
    const shown = /: (\d+(?:,\d{1,2})?)%$/.exec(String(aprc.props.children));
    expect(shown).not.toBeNull();
    expect(Number(shown?.[1]?.replace(',', '.'))).toBeCloseTo(
      schedule.paymentSchedule.aprcPercent,
      2,
    );
  });

  it('says so when the loan is not the user’s', async () => {
    renderApp({
      initialUrl: `/loans/${loanId}`,
      session: await loginTokens(LANDLORD, DEMO_PASSWORD),
    });
    expect(
      await screen.findByText(/This loan was not found\.|We could not find what you asked for\./),
    ).toBeOnTheScreen();
  });
});
