import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  GuaranteeClaimDocument,
  GuaranteeMoveOutIssuesDocument,
  RecordGuaranteeClaimRulingDocument,
  RespondToGuaranteeClaimDocument,
} from '../../../__generated__/graphql';
import { LANDLORD, TENANT, renderWithApp } from '../../../test/render';
import { AnswerClaimPage } from './AnswerClaimPage';
import { EditClaimPage } from './EditClaimPage';
import { claimDaysLeft, parseKronur } from './model';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const line = (id: string, description: string, amount: number, over = {}) => ({
  __typename: 'GuaranteeClaimLine' as const,
  id,
  type: 'DAMAGE',
  amount,
  description,
  inspectionIssueIds: [],
  response: null,
  responseReason: null,
  ...over,
});

const claim = (over: Record<string, unknown> = {}) => ({
  __typename: 'GuaranteeClaim' as const,
  id: '9',
  guaranteeId: '3',
  type: 'DAMAGE',
  status: 'PENDING_PRINCIPAL_RESPONSE',
  description: '',
  returnDate: '2026-11-20',
  lastClaimDay: '2026-12-18',
  committedAt: '2026-11-24T12:00:00.000Z',
  principalRespondedAt: null,
  deadline: inDays(10),
  isDeemedAccepted: false,
  totalAmount: 80_000,
  acceptedAmount: null,
  paidAt: null,
  currentUserRole: 'PRINCIPAL',
  isEditable: false,
  guaranteeAmount: 750_000,
  remainingCover: 750_000,
  heldCover: 0,
  ruling: null,
  lines: [line('1', 'Brotin flís', 60_000), line('2', 'Lokaþrif', 20_000, { type: 'CLEANING' })],
  files: [],
  ...over,
});

const read = (data: ReturnType<typeof claim>) => ({
  request: { query: GuaranteeClaimDocument, variables: { guaranteeId: '3', claimId: '9' } },
  result: { data: { guaranteeClaim: data } },
});

describe('claim model', () => {
  it.each([
    ['80000', 80_000],
    ['80 000', 80_000],
    ['80.000', 80_000],
    ['8,5', Number.NaN],
    ['', Number.NaN],
  ])('reads %j as %s krónur', (text, value) => expect(parseKronur(text)).toEqual(value));
  it('counts the days left to the deadline', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(claimDaysLeft({ deadline: '2026-12-22T12:00:00Z' }, now)).toBe(28);
    expect(claimDaysLeft({ deadline: null }, now)).toBeNull();
  });
});

describe('the tenant answers a claim', () => {
  it('shows the countdown, asks a reason for a rejection and sends the answers', async () => {
    const answered = claim({
      status: 'PENDING_OBLIGEE_RESPONSE',
      acceptedAmount: 20_000,
      deadline: inDays(28),
      lines: [
        line('1', 'Brotin flís', 60_000, { response: 'REJECTED', responseReason: 'Var brotin' }),
        line('2', 'Lokaþrif', 20_000, { type: 'CLEANING', response: 'ACCEPTED' }),
      ],
    });
    await renderWithApp(<AnswerClaimPage />, {
      user: TENANT,
      path: '/rental-guarantees/3/claims/9',
      routes: [{ path: '/rental-guarantees/:id/claims/:claimId', element: <AnswerClaimPage /> }],
      mocks: [
        read(claim()),
        {
          request: {
            query: RespondToGuaranteeClaimDocument,
            variables: {
              input: {
                guaranteeId: '3',
                claimId: '9',
                lines: [
                  { lineId: '1', response: 'REJECTED', reason: 'Var brotin' },
                  { lineId: '2', response: 'ACCEPTED', reason: null },
                ],
              },
            },
          },
          result: { data: { respondToGuaranteeClaim: answered } },
        },
      ],
    });
    expect(await screen.findByTestId('claim-countdown')).toHaveTextContent(
      'The tenant has 10 days left to answer',
    );
    const user = userEvent.setup();
    const [tile, cleaning] = screen.getAllByTestId('claim-answer');
    await user.click(tile!.querySelector('input[value="rejected"]')!);
    await user.click(cleaning!.querySelector('input[value="accepted"]')!);
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Give a reason for rejecting the line.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason for rejecting'), 'Var brotin');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText("Awaiting the landlord's answer")).toBeInTheDocument();
    expect(screen.getByText('Rejected by the tenant: Var brotin')).toBeInTheDocument();
  });
});

describe('staff settle a referred dispute', () => {
  it('checks the ruling against the claim, records it and shows it', async () => {
    const disputed = claim({ status: 'DISPUTED', currentUserRole: 'STAFF', deadline: null });
    const ruled = claim({
      status: 'ACCEPTED',
      currentUserRole: 'STAFF',
      deadline: null,
      acceptedAmount: 50_000,
      ruling: {
        __typename: 'GuaranteeClaimRuling',
        body: 'COURT',
        reference: 'E-12/2026',
        awardedAmount: 50_000,
        ruledAt: '2026-11-25T10:00:00.000Z',
      },
    });
    await renderWithApp(<AnswerClaimPage />, {
      user: { ...TENANT, isStaff: true },
      path: '/rental-guarantees/3/claims/9',
      routes: [{ path: '/rental-guarantees/:id/claims/:claimId', element: <AnswerClaimPage /> }],
      mocks: [
        read(disputed),
        {
          request: {
            query: RecordGuaranteeClaimRulingDocument,
            variables: {
              input: {
                guaranteeId: '3',
                claimId: '9',
                body: 'COURT',
                reference: 'E-12/2026',
                awardedAmount: 50_000,
              },
            },
          },
          result: { data: { recordGuaranteeClaimRuling: ruled } },
        },
      ],
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Decided by'), 'court');
    await user.type(screen.getByLabelText('Case reference'), 'E-12/2026');
    await user.type(screen.getByLabelText('Amount awarded (ISK)'), '90000');
    await user.click(screen.getByRole('button', { name: 'Record the ruling' }));
    expect(
      await screen.findByText('The award cannot be more than was claimed.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount awarded (ISK)'));
    await user.type(screen.getByLabelText('Amount awarded (ISK)'), '50000');
    await user.click(screen.getByRole('button', { name: 'Record the ruling' }));
    expect(await screen.findByTestId('claim-ruling')).toHaveTextContent('A court, E-12/2026');
    // Accepted by the ruling, the claim can now be paid.
    expect(screen.getByRole('button', { name: 'Pay from the guarantee' })).toBeInTheDocument();
  });
});

describe('the landlord drafts a claim', () => {
  it('offers the line form and the sending only on a draft', async () => {
    await renderWithApp(<EditClaimPage />, {
      user: LANDLORD,
      path: '/landlords/rental-guarantees/3/file-claim/9',
      routes: [
        {
          path: '/landlords/rental-guarantees/:id/file-claim/:claimId',
          element: <EditClaimPage />,
        },
      ],
      mocks: [
        read(
          claim({
            status: 'DRAFT',
            isEditable: true,
            currentUserRole: 'OBLIGEE',
            deadline: null,
            committedAt: null,
          }),
        ),
        {
          request: { query: GuaranteeMoveOutIssuesDocument, variables: { guaranteeId: '3' } },
          result: {
            data: {
              guaranteeMoveOutIssues: [
                {
                  __typename: 'MoveOutIssue',
                  id: '41',
                  description: 'Sprunga í flís á baðherbergi',
                  subjectTag: 'floor',
                },
              ],
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Add line' })).toBeInTheDocument();
    expect(screen.getByText('Last day to claim: 18.12.2026')).toBeInTheDocument();
    expect(await screen.findByLabelText('Sprunga í flís á baðherbergi')).toBeInTheDocument();
    expect(screen.getByLabelText('Attach invoice or photo')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the claim to the tenant' }));
    expect(await screen.findByRole('alertdialog', { name: 'Send the claim?' })).toBeInTheDocument();
  });
});
