import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AcceptLoanCoApplicantDocument,
  DeclineLoanCoApplicantDocument,
  DeleteLoanCoApplicantDocument,
  InviteLoanCoApplicantDocument,
  LoanCoApplicantInvitationDocument,
  LoanCoApplicantOfLoanDocument,
  LoanDocument,
  type InviteLoanCoApplicantInput,
} from '../../__generated__/graphql';
import { TENANT, renderWithApp } from '../../test/render';
import { LoanInvitationPage } from './LoanInvitationPage';
import { LoanApplicantsPage } from './LoanWizardPage';

const loan = {
  __typename: 'Loan' as const,
  id: '5',
  status: 'CONFIGURED',
  contractId: '3',
  amount: 1_500_000,
  months: 24,
  borrowers: 2,
  firstDueDate: '2027-01-04',
  monthlyPayment: 73_000,
  paymentAssessmentRequired: false,
  isEditable: true,
  createdAt: '2026-11-24T12:00:00.000Z',
  household: null,
  personalDetails: null,
  creditAssessment: null,
};

const coApplicant = (status: string) => ({
  __typename: 'LoanCoApplicant' as const,
  id: '11',
  email: 'kristin@leiga.is',
  status,
  hasConsent: false,
  hasHousehold: false,
});

const coApplicantOf = (co: ReturnType<typeof coApplicant> | null): MockedResponse => ({
  request: { query: LoanCoApplicantOfLoanDocument, variables: { id: '5' } },
  result: {
    data: { __typename: 'Query', loan: { __typename: 'Loan', id: '5', coApplicant: co } },
  },
});

describe('inviting a co-applicant in the applicants step', () => {
  it('checks the address, sends the invitation and shows it waiting for an answer', async () => {
    const user = userEvent.setup();
    const sent: InviteLoanCoApplicantInput[] = [];
    await renderWithApp(<LoanApplicantsPage />, {
      user: TENANT,
      path: '/loans/new/credit-assessment/applicants?loan=5',
      mocks: [
        {
          request: { query: LoanDocument, variables: { id: '5' } },
          result: { data: { __typename: 'Query', loan } },
        },
        coApplicantOf(null),
        {
          request: {
            query: InviteLoanCoApplicantDocument,
            variables: (v: Record<string, unknown>) => {
              sent.push(v['input'] as InviteLoanCoApplicantInput);
              return true;
            },
          },
          result: {
            data: { __typename: 'Mutation', inviteLoanCoApplicant: coApplicant('PENDING') },
          },
        },
        coApplicantOf(coApplicant('PENDING')),
      ] as never,
    });
    const email = await screen.findByLabelText("Co-applicant's e-mail");
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(email);
    await user.type(email, 'Kristin@leiga.is');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByTestId('loan-co-applicant-status')).toHaveTextContent(
      'Invitation sent to kristin@leiga.is: waiting for an answer.',
    );
    expect(sent).toEqual([{ loanId: '5', email: 'kristin@leiga.is' }]);
  });

  it('withdraws an unanswered invitation after a confirmation', async () => {
    const user = userEvent.setup();
    const withdrawn: string[] = [];
    await renderWithApp(<LoanApplicantsPage />, {
      user: TENANT,
      path: '/loans/new/credit-assessment/applicants?loan=5',
      mocks: [
        {
          request: { query: LoanDocument, variables: { id: '5' } },
          result: { data: { __typename: 'Query', loan } },
        },
        coApplicantOf(coApplicant('PENDING')),
        {
          request: {
            query: DeleteLoanCoApplicantDocument,
            variables: (v: Record<string, unknown>) => {
              withdrawn.push(String(v['id']));
              return true;
            },
          },
          result: {
            data: { __typename: 'Mutation', deleteLoanCoApplicant: coApplicant('DELETED') },
          },
        },
        coApplicantOf(null),
      ] as never,
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw the invitation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw the invitation?' });
    expect(dialog).toHaveTextContent('The invitation sent to kristin@leiga.is lapses');
    expect(withdrawn).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the invitation' }));
    expect(await screen.findByLabelText("Co-applicant's e-mail")).toBeInTheDocument();
    expect(withdrawn).toEqual(['11']);
  });

  it('borrowing alone invites nobody', async () => {
    await renderWithApp(<LoanApplicantsPage />, {
      user: TENANT,
      path: '/loans/new/credit-assessment/applicants?loan=5',
      mocks: [
        {
          request: { query: LoanDocument, variables: { id: '5' } },
          result: { data: { __typename: 'Query', loan: { ...loan, borrowers: 1 } } },
        },
      ] as never,
    });
    expect(await screen.findByText('I borrow alone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });
});

describe("the co-applicant's invitation page", () => {
  const invitation = (status: string) => ({
    request: { query: LoanCoApplicantInvitationDocument, variables: { id: '11' } },
    result: {
      data: {
        __typename: 'Query',
        loanCoApplicant: { ...coApplicant(status), viewerSide: 'INVITEE' },
      },
    },
  });

  it('the invitee accepts only with consent, then gives their household figures', async () => {
    const user = userEvent.setup();
    await renderWithApp(<div />, {
      user: TENANT,
      path: '/invitations/loan/11',
      routes: [{ path: '/invitations/loan/:id', element: <LoanInvitationPage /> }],
      mocks: [
        invitation('PENDING'),
        {
          request: { query: AcceptLoanCoApplicantDocument, variables: { id: '11', consent: true } },
          result: {
            data: {
              __typename: 'Mutation',
              acceptLoanCoApplicant: { ...coApplicant('ACCEPTED'), viewerSide: 'INVITEE' },
            },
          },
        },
        invitation('ACCEPTED'),
      ] as never,
    });
    const acceptButton = await screen.findByRole('button', { name: 'Accept the invitation' });
    await user.click(acceptButton);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No default register lookup without your consent.',
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(acceptButton);
    expect(await screen.findByTestId('loan-invitation-accepted')).toBeInTheDocument();
    expect(screen.getByLabelText('Net income a month (kr.)')).toBeInTheDocument();
  });

  it('the invitee may decline instead', async () => {
    const user = userEvent.setup();
    await renderWithApp(<div />, {
      user: TENANT,
      path: '/invitations/loan/11',
      routes: [{ path: '/invitations/loan/:id', element: <LoanInvitationPage /> }],
      mocks: [
        invitation('PENDING'),
        {
          request: { query: DeclineLoanCoApplicantDocument, variables: { id: '11' } },
          result: {
            data: {
              __typename: 'Mutation',
              declineLoanCoApplicant: { ...coApplicant('DECLINED'), viewerSide: 'INVITEE' },
            },
          },
        },
        invitation('DECLINED'),
      ] as never,
    });
    await user.click(await screen.findByRole('button', { name: 'Decline the invitation' }));
    expect(await screen.findByText('The invitation was declined.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });
});
