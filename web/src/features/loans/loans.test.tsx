import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoanDocument, MyLoansDocument } from '../../__generated__/graphql';
import { TENANT, renderWithApp } from '../../test/render';
import { LoanConfigurationPage, LoanReviewPage } from './LoanWizardPage';
import { LoansListPage } from './LoansListPage';

const loan = (over: Record<string, unknown> = {}) => ({
  __typename: 'Loan' as const,
  id: '5',
  status: 'CONTRACT_ATTACHED',
  contractId: '3',
  amount: null,
  months: null,
  borrowers: 1,
  firstDueDate: null,
  monthlyPayment: null,
  paymentAssessmentRequired: null,
  isEditable: true,
  createdAt: '2026-11-24T12:00:00.000Z',
  household: null,
  personalDetails: null,
  creditAssessment: null,
  ...over,
});

const loanMock = (data: ReturnType<typeof loan>) => ({
  request: { query: LoanDocument, variables: { id: '5' } },
  result: { data: { __typename: 'Query' as const, loan: data } },
});

describe('the loans list', () => {
  it('shows an empty state with the way to apply', async () => {
    await renderWithApp(<LoansListPage />, {
      user: TENANT,
      path: '/loans',
      mocks: [
        {
          request: { query: MyLoansDocument, variables: { page: 1, pageSize: 25 } },
          result: {
            data: {
              __typename: 'Query',
              myLoans: {
                __typename: 'LoanPage',
                count: 0,
                page: 1,
                pageSize: 25,
                hasNextPage: false,
                items: [],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('No loan applications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for a loan' })).toBeInTheDocument();
  });
});

describe('the loan configuration step', () => {
  it('names the rule an amount breaks and shows the annuity schedule of a good one', async () => {
    const user = userEvent.setup();
    await renderWithApp(<LoanConfigurationPage />, {
      user: TENANT,
      path: '/loans/new/loan-configuration?loan=5',
      mocks: [loanMock(loan())],
    });
    const amount = await screen.findByLabelText('Amount (kr.)');
    expect(screen.getByRole('link', { name: '3. Amount and term' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await user.type(amount, '5000');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Borrow a whole amount from 10,000 kr. to 3,000,000 kr.'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '120000');
    const table = await screen.findByTestId('loan-schedule');
    const rows = within(table).getAllByRole('row');
    // The header and 12 monthly payments (12 months is the default term).
    expect(rows).toHaveLength(13);
    expect(within(table).getByRole('columnheader', { name: 'Notice fee' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Balance' })).toBeInTheDocument();
  });
});

describe('the review', () => {
  it('tells a declined applicant the rule that declined the loan', async () => {
    await renderWithApp(<LoanReviewPage />, {
      user: TENANT,
      path: '/loans/new/review?loan=5',
      mocks: [
        loanMock(
          loan({
            status: 'DECLINED',
            isEditable: false,
            creditAssessment: {
              __typename: 'LoanCreditAssessment',
              creditStatus: 'ON_DEFAULT_REGISTER',
              creditClass: null,
              declineReason: 'DEFAULT_REGISTER',
              assessedAt: '2026-11-25T12:00:00.000Z',
              paymentAssessment: null,
            },
          }),
        ),
      ],
    });
    const outcome = await screen.findByTestId('loan-outcome');
    expect(outcome).toHaveTextContent('Your loan application was declined.');
    expect(outcome).toHaveTextContent('Reason: you are on the default register.');
    expect(screen.queryByRole('link', { name: /Continue/ })).not.toBeInTheDocument();
  });
});
