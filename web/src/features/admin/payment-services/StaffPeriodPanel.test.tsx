import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AdminPatchStaffBillDocument,
  AdminPatchStaffPayoutDocument,
  AdminStaffBillDocument,
  AdminStaffPayoutDocument,
  type StaffBillPatchInput,
  type StaffPayoutPatchInput,
} from '../../../__generated__/graphql';
import { renderWithApp } from '../../../test/render';
import { StaffPeriodPanel } from './StaffPeriodPanel';

const STAFF = {
  __typename: 'User' as const,
  id: '9',
  fullName: 'Helga Björnsdóttir',
  email: 'stjorn@leiga.is',
  isStaff: true,
  userType: null,
  primaryLanguage: { __typename: 'PrimaryLanguage' as const, code: 'EN' as const },
};
const DATE = '2026-12-01';
const vars = { contractId: '7', date: DATE };

const action = {
  __typename: 'StaffItemAction' as const,
  id: '21',
  action: 'patch_bill',
  reason: 'Rent lowered by agreement',
  createdAt: '2026-11-20T10:00:00Z',
  changes: [
    {
      __typename: 'StaffFinanceChange' as const,
      field: 'amount',
      before: '250000',
      after: '240000',
    },
  ],
};

const billOf = (claimStatus: string | null, actions: (typeof action)[] = []): MockedResponse => ({
  request: { query: AdminStaffBillDocument, variables: vars },
  maxUsageCount: 5,
  result: {
    data: {
      __typename: 'Query',
      staffBill: {
        __typename: 'StaffBill',
        contractId: '7',
        dueDate: DATE,
        finalDueDate: '2026-12-07',
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        amount: 250_000,
        claimAmount: 250_390,
        claimStatus,
        paidAmount: claimStatus === 'PAID' ? 250_390 : 0,
        currency: 'ISK',
        actions,
      },
    },
  },
});

const payout: MockedResponse = {
  request: { query: AdminStaffPayoutDocument, variables: vars },
  maxUsageCount: 5,
  result: {
    data: {
      __typename: 'Query',
      staffPayout: {
        __typename: 'StaffPayoutState',
        contractId: '7',
        dueDate: DATE,
        isOnHold: false,
        heldAt: null,
        payoutMethodId: null,
        payout: null,
        payouts: [],
      },
    },
  },
};

function renderPanel(mocks: MockedResponse[]) {
  return renderWithApp(
    <StaffPeriodPanel contractId="7" date={DATE} onDateChange={() => {}} onClose={() => {}} />,
    { user: STAFF, path: '/en/admin/rental-contracts/payment-services', mocks },
  );
}

describe('StaffPeriodPanel', () => {
  it('changes an unpaid bill only after a confirmation with a reason', async () => {
    const user = userEvent.setup();
    const sent: StaffBillPatchInput[] = [];
    const patch: MockedResponse = {
      request: {
        query: AdminPatchStaffBillDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input'] as StaffBillPatchInput);
          return true;
        },
      },
      result: {
        data: {
          __typename: 'Mutation',
          patchStaffBill: {
            __typename: 'StaffBill',
            contractId: '7',
            dueDate: DATE,
            finalDueDate: '2026-12-07',
            amount: 240_000,
            actions: [action],
          },
        },
      },
    };
    renderPanel([billOf(null), payout, patch]);
    const amount = await screen.findByLabelText('Amount');
    expect(screen.getByText('No staff changes to this period yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save bill changes' }));
    expect(await screen.findByText('Change at least one field.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '240000');
    await user.click(screen.getByRole('button', { name: 'Save bill changes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Change the bill for 01.12.2026?');
    await user.click(within(dialog).getByRole('button', { name: 'Save bill changes' }));
    expect(await within(dialog).findByText('Give a reason (3 to 500 characters).')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(
      within(dialog).getByLabelText('Reason (recorded with your name)'),
      'Rent lowered by agreement',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save bill changes' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { contractId: '7', date: DATE, reason: 'Rent lowered by agreement', amount: 240_000 },
      ]),
    );
  });

  it('keeps a paid bill read-only and shows its history', async () => {
    renderPanel([billOf('PAID', [action]), payout]);
    expect(await screen.findByLabelText('Amount')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save bill changes' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Money was received for this bill');
    const history = screen.getByTestId('staff-period-history');
    expect(history).toHaveTextContent('Bill changed');
    expect(history).toHaveTextContent('Rent lowered by agreement');
    expect(history).toHaveTextContent('Amount:');
  });

  it('holds the payout with a reason', async () => {
    const user = userEvent.setup();
    const sent: StaffPayoutPatchInput[] = [];
    const hold: MockedResponse = {
      request: {
        query: AdminPatchStaffPayoutDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input'] as StaffPayoutPatchInput);
          return true;
        },
      },
      result: {
        data: {
          __typename: 'Mutation',
          patchStaffPayout: {
            __typename: 'StaffPayoutState',
            contractId: '7',
            dueDate: DATE,
            isOnHold: true,
            heldAt: '2026-11-24T10:00:00Z',
          },
        },
      },
    };
    renderPanel([billOf(null), payout, hold]);
    const section = await screen.findByTestId('staff-period-payout');
    expect(section).toHaveTextContent('Not on hold');
    await user.click(within(section).getByRole('button', { name: 'Hold payout' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(
      within(dialog).getByLabelText('Reason (recorded with your name)'),
      'Checking the account',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hold payout' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { contractId: '7', date: DATE, reason: 'Checking the account', isOnHold: true },
      ]),
    );
  });
});
