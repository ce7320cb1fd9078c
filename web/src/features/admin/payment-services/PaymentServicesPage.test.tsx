import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AdminContractPaymentServicesDocument,
  AdminExecuteRevertPayoutDocument,
  AdminPaymentServicesContractsDocument,
  type StaffPaymentActionInput,
} from '../../../__generated__/graphql';
import { renderWithApp } from '../../../test/render';
import { PaymentServicesPage } from './PaymentServicesPage';

const STAFF = {
  __typename: 'User' as const,
  id: '9',
  fullName: 'Helga Björnsdóttir',
  email: 'stjorn@leiga.is',
  isStaff: true,
  userType: null,
  primaryLanguage: { __typename: 'PrimaryLanguage' as const, code: 'EN' as const },
};

const contracts: MockedResponse = {
  request: { query: AdminPaymentServicesContractsDocument, variables: { page: 1, pageSize: 20 } },
  maxUsageCount: 5,
  result: {
    data: {
      __typename: 'Query',
      paymentServicesContracts: {
        __typename: 'PaymentServicesContractPage',
        count: 1,
        page: 1,
        pageSize: 20,
        hasNextPage: false,
        items: [
          {
            __typename: 'PaymentServicesContract',
            contractId: '7',
            bills: 1,
            lastDueDate: '2026-11-02',
          },
        ],
      },
    },
  },
};

const services: MockedResponse = {
  request: { query: AdminContractPaymentServicesDocument, variables: { contractId: '7' } },
  maxUsageCount: 5,
  result: {
    data: {
      __typename: 'Query',
      contractPaymentServices: {
        __typename: 'ContractPaymentServices',
        contractId: '7',
        bills: [
          {
            __typename: 'Bill',
            dueDate: '2026-11-02',
            claimAmount: 250_390,
            claimStatus: 'PAID',
            paidAmount: 250_390,
            paymentFee: 390,
            paymentFeeRemoved: false,
            paidAt: '2026-11-03T10:00:00Z',
          },
        ],
        payouts: [
          {
            __typename: 'StaffPayout',
            id: '3',
            iban: 'IS140159260076545510730339',
            grossAmount: 250_390,
            feeAmount: 7_512,
            amount: 242_878,
            status: 'BOOKED',
            bookedAt: '2026-11-03T10:00:00Z',
            reversedAt: null,
          },
        ],
        actions: [],
      },
    },
  },
};

describe('PaymentServicesPage', () => {
  it('asks staff for a reason before reverting a payout, and sends it', async () => {
    const user = userEvent.setup();
    const sent: StaffPaymentActionInput[] = [];
    const revert: MockedResponse = {
      request: {
        query: AdminExecuteRevertPayoutDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input'] as StaffPaymentActionInput);
          return true;
        },
      },
      result: () => ({
        data: {
          __typename: 'Mutation',
          executeRevertPayout: { __typename: 'StaffPayout', id: '3', status: 'REVERSED' },
        },
      }),
    };
    renderWithApp(<PaymentServicesPage />, {
      user: STAFF,
      path: '/en/admin/rental-contracts/payment-services',
      mocks: [contracts, services, revert],
    });
    await user.click(await screen.findByRole('button', { name: 'Open contract 7' }));
    const [bill] = await screen.findAllByTestId('staff-bill');
    expect(screen.getByTestId('staff-payouts')).toHaveTextContent('Paid out');
    expect(screen.getByText('No staff actions yet.')).toBeInTheDocument();
    await user.click(
      within(bill!).getByRole('button', { name: 'Revert the payout for 02.11.2026' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revert payout' }));
    expect(await within(dialog).findByText('Give a reason (3 to 500 characters).')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(
      within(dialog).getByLabelText('Reason (recorded with your name)'),
      'Wrong account',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revert payout' }));
    await waitFor(() =>
      expect(sent).toEqual([{ contractId: '7', date: '2026-11-02', reason: 'Wrong account' }]),
    );
  });
});
