import { fireEvent, screen, within } from '@testing-library/react-native';
import { demoCalendar } from '../../api/src/seed/demo-calendar';
import { shownDate } from './loans';
import { loginTokens } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

/** Anna (a demo tenant) has the seed's twelve contracts with Jón and Magnús. */
const TENANT = 'anna@leiga.is';

/** The test id of the schedule's payment due in the month of `isoDate`. */
const inMonth = (isoDate: string) => new RegExp(`^schedule-item-${isoDate.slice(0, 8)}\\d\\d$`);

describe('contracts list', () => {
  it('lists the signed-in tenant’s contracts after a password sign-in', async () => {
    renderApp();
    await screen.findByText('Sign in to Leiga');
    fireEvent.changeText(screen.getByLabelText('E-mail'), TENANT);
    fireEvent.changeText(screen.getByLabelText('Password'), DEMO_PASSWORD);
    fireEvent.press(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('12 contracts')).toBeOnTheScreen();
    const row = screen.getAllByRole('button', {
      name: 'Open the contract for Grettisgata 54, 101',
    });
    expect(row.length).toBeGreaterThan(0);
    expect(within(row[0]!).getByText('Jón Guðmundsson · Anna Sigurðardóttir')).toBeOnTheScreen();
  });

  it('searches by street and says when nothing matches', async () => {
    renderApp({ session: await loginTokens(TENANT, DEMO_PASSWORD) });
    await screen.findByText('12 contracts');

    fireEvent.changeText(screen.getByLabelText('Search contracts'), 'Hafnarstræti');
    expect(await screen.findByText('1 contract')).toBeOnTheScreen();
    const row = screen.getByRole('button', { name: 'Open the contract for Hafnarstræti 74, 600' });
    expect(within(row).getByText('Registered with HMS')).toBeOnTheScreen();
    expect(within(row).getByText('ISK 1,450,000 a month')).toBeOnTheScreen();

    fireEvent.changeText(screen.getByLabelText('Search contracts'), 'Nowhere street 999');
    expect(await screen.findByText('No contracts match “Nowhere street 999”.')).toBeOnTheScreen();
  });

  it('shows the list in Icelandic with Icelandic money and plurals', async () => {
    renderApp({ locale: 'is', session: await loginTokens(TENANT, DEMO_PASSWORD) });
    expect(await screen.findByText('12 samningar')).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('Leita í samningum'), 'Hafnarstræti');
    expect(await screen.findByText('1 samningur')).toBeOnTheScreen();
    expect(screen.getByText('1.450.000 kr. á mánuði')).toBeOnTheScreen();
  });
});

describe('contract detail', () => {
  it('opens from the list: parties, property, period, rent and schedule', async () => {
    renderApp({ session: await loginTokens(TENANT, DEMO_PASSWORD) });
    await screen.findByText('12 contracts');
    fireEvent.changeText(screen.getByLabelText('Search contracts'), 'Hafnarstræti');
    await screen.findByText('1 contract');
    fireEvent.press(
      screen.getByRole('button', { name: 'Open the contract for Hafnarstræti 74, 600' }),
    );

    expect(await screen.findByText('Payment schedule')).toBeOnTheScreen();
    expect(screen.getByText('Magnús Helgason')).toBeOnTheScreen();
    expect(screen.getByText('Anna Sigurðardóttir')).toBeOnTheScreen();
    const { registeredLease } = demoCalendar();
    expect(
      screen.getByText(`${shownDate(registeredLease.start)} to ${shownDate(registeredLease.end)}`),
    ).toBeOnTheScreen();
    expect(screen.getByText('ISK 1,450,000 a month')).toBeOnTheScreen();
    // Two years of monthly rent, each with its due date and amount.
    expect(screen.getAllByText(/^Due \d\d\.\d\d\.\d{4}$/)).toHaveLength(24);
    // Rent is due on a month's first business day.
    const first = screen.getByTestId(inMonth(registeredLease.start));
    expect(within(first).getByText('To pay: ISK 1,450,195')).toBeOnTheScreen();
    // The lease began this month: its last month stays upcoming for two years.
    const last = screen.getByTestId(inMonth(registeredLease.end));
    expect(within(last).getByText('Upcoming')).toBeOnTheScreen();
  });

  it('shows what was paid and what is late, from a deep link with a stored session', async () => {
    renderApp({ initialUrl: '/contracts/5', session: await loginTokens(TENANT, DEMO_PASSWORD) });
    // The demo's committed lease, whose first months are paid.
    const paid = await screen.findByTestId(inMonth(demoCalendar().committedLease.start));
    expect(within(paid).getByText('Paid')).toBeOnTheScreen();
    expect(within(paid).getByText(/^Paid: ISK 375,195/)).toBeOnTheScreen();
    expect(screen.getByText(/^Paid in total: ISK /)).toBeOnTheScreen();
  });

  it('says so when the contract is not the user’s', async () => {
    renderApp({
      initialUrl: '/contracts/999999',
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    expect(
      await screen.findByText(
        /This contract was not found\.|We could not find what you asked for\./,
      ),
    ).toBeOnTheScreen();
  });
});
