import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../app/session';
import {
  AddDefaultInterestRateDocument,
  CorrectDefaultInterestRateDocument,
  DefaultInterestRatesDocument,
  RemoveDefaultInterestRateDocument,
  type AddDefaultInterestRateInput,
  type CorrectDefaultInterestRateInput,
  type RemoveDefaultInterestRateInput,
} from '../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../test/render';
import { DefaultInterestRatesPage } from './DefaultInterestRatesPage';

const STAFF: SessionUser = { ...LANDLORD, id: '9', fullName: 'Helga Björnsdóttir', isStaff: true };
const FUTURE = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
const dotted = (iso: string) => iso.split('-').reverse().join('.');

const rate = (from: string, yearlyPercent: number, state: 'current' | 'planned') => ({
  __typename: 'DefaultInterestRate' as const,
  from,
  yearlyBasisPoints: Math.round(yearlyPercent * 100),
  yearlyPercent,
  source: 'sedlabanki.is',
  isVerified: state === 'planned',
  isCurrent: state === 'current',
  hasStarted: state === 'current',
  createdBy: null,
  updatedAt: '2026-11-24T10:00:00Z',
});

const listMock: MockedResponse = {
  request: { query: DefaultInterestRatesDocument },
  maxUsageCount: 5,
  result: {
    data: {
      defaultInterestRates: [rate(FUTURE, 14.5, 'planned'), rate('2026-11-24', 15.25, 'current')],
    },
  },
};

function addMock(sent: AddDefaultInterestRateInput[]): MockedResponse {
  return {
    request: {
      query: AddDefaultInterestRateDocument,
      variables: (v: Record<string, unknown>) => {
        sent.push(v['input'] as AddDefaultInterestRateInput);
        return true;
      },
    },
    result: () => ({
      data: { addDefaultInterestRate: rate(sent.at(-1)!.from, 13, 'planned') },
    }),
  };
}

function removeMock(sent: RemoveDefaultInterestRateInput[]): MockedResponse {
  return {
    request: {
      query: RemoveDefaultInterestRateDocument,
      variables: (v: Record<string, unknown>) => {
        sent.push(v['input'] as RemoveDefaultInterestRateInput);
        return true;
      },
    },
    result: () => ({ data: { removeDefaultInterestRate: FUTURE } }),
  };
}

function correctMock(sent: CorrectDefaultInterestRateInput[]): MockedResponse {
  return {
    request: {
      query: CorrectDefaultInterestRateDocument,
      variables: (v: Record<string, unknown>) => {
        sent.push(v['input'] as CorrectDefaultInterestRateInput);
        return true;
      },
    },
    result: () => ({
      data: {
        correctDefaultInterestRate: { ...rate('2026-11-24', 15.25, 'current'), isVerified: true },
      },
    }),
  };
}

const renderPage = (mocks: MockedResponse[]) =>
  renderWithApp(<DefaultInterestRatesPage />, {
    user: STAFF,
    path: '/en/admin/finance/default-interest-rates',
    mocks: [listMock, ...mocks],
  });

describe('DefaultInterestRatesPage', () => {
  it('lists the periods newest first and says which is in force and which is unverified', async () => {
    await renderPage([]);
    const [planned, current] = await screen.findAllByTestId('default-interest-rate');
    expect(within(planned!).getByRole('rowheader')).toHaveTextContent(`${dotted(FUTURE)}Planned`);
    expect(planned).toHaveTextContent('14.5 %');
    expect(within(current!).getByRole('rowheader')).toHaveTextContent(
      '24.11.2026In forceNot verified',
    );
    expect(current).toHaveTextContent('15.25 %');
    // Only a period not yet started can be removed here; every period can be corrected.
    expect(within(current!).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(
      within(current!).getByRole('button', { name: 'Correct the period from 24.11.2026' }),
    ).toBeInTheDocument();
  });

  it('checks the domain rules before sending, then records the period', async () => {
    const user = userEvent.setup();
    const sent: AddDefaultInterestRateInput[] = [];
    await renderPage([addMock(sent)]);
    await screen.findAllByTestId('default-interest-rate');
    const form = screen.getByRole('form', { name: 'Record a period' });
    await user.type(within(form).getByLabelText('First day'), FUTURE);
    await user.type(within(form).getByLabelText('Yearly rate (%)'), '13.1234');
    await user.type(within(form).getByLabelText('Source'), 'sedlabanki.is');
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(
      await within(form).findByText('The rate is published with at most two decimals.'),
    ).toBeInTheDocument();
    const percent = within(form).getByLabelText('Yearly rate (%)');
    await user.clear(percent);
    await user.type(percent, '13');
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(
      await within(form).findByText('A period starting on this day is already recorded.'),
    ).toBeInTheDocument();

    const from = within(form).getByLabelText('First day');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(
      await within(form).findByText('This period has started: say why you record or change it.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Reason'), 'Recorded late');
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          from: '2026-01-01',
          yearlyPercent: 13,
          source: 'sedlabanki.is',
          isVerified: true,
          reason: 'Recorded late',
        },
      ]),
    );
  });

  it('asks before removing a planned period', async () => {
    const user = userEvent.setup();
    const sent: RemoveDefaultInterestRateInput[] = [];
    await renderPage([removeMock(sent)]);
    await user.click(
      await screen.findByRole('button', { name: `Remove the period from ${dotted(FUTURE)}` }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(`The rate of 14.5 % planned from ${dotted(FUTURE)}`);
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent).toEqual([{ from: FUTURE }]));
  });

  it('marks the seeded period verified, with the reason a started period needs', async () => {
    const user = userEvent.setup();
    const sent: CorrectDefaultInterestRateInput[] = [];
    await renderPage([correctMock(sent)]);
    await user.click(
      await screen.findByRole('button', { name: 'Correct the period from 24.11.2026' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Correct the period from 24.11.2026',
    });
    expect(within(dialog).getByLabelText('Yearly rate (%)')).toHaveValue('15.25');
    await user.click(
      within(dialog).getByLabelText("Checked against the Central Bank's published table"),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save the correction' }));
    expect(
      await within(dialog).findByText('This period has started: say why you record or change it.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Checked on sedlabanki.is');
    await user.click(within(dialog).getByRole('button', { name: 'Save the correction' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          from: '2026-11-24',
          yearlyPercent: 15.25,
          source: 'sedlabanki.is',
          isVerified: true,
          reason: 'Checked on sedlabanki.is',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
