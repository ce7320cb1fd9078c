import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DecideRentalGuaranteeDocument,
  StaffGuaranteeClaimsDocument,
  UserRentalGuaranteesDocument,
  type RentalGuaranteeFieldsFragment,
} from '../../../__generated__/graphql';
import { TENANT, renderWithApp } from '../../../test/render';
import { StaffClaimsQueuePage } from './StaffClaimsQueuePage';
import { StaffDecisionNotice, StaffDecisionPanel } from './StaffDecision';
import { AdminUserGuarantees } from './UserGuaranteesSection';

const STAFF = { ...TENANT, id: '9', fullName: 'Helga Björnsdóttir', isStaff: true };
const DAY = 86_400_000;

const claim = (over: Record<string, unknown> = {}) => ({
  __typename: 'StaffGuaranteeClaim' as const,
  id: '11',
  guaranteeId: '4',
  contractId: '3',
  property: 'Hofsvallagata 21',
  tenantName: 'Anna Sigurðardóttir',
  landlordNames: ['Jón Guðmundsson'],
  type: 'DAMAGE',
  status: 'PENDING_PRINCIPAL_RESPONSE',
  totalAmount: 120_000,
  acceptedAmount: null,
  deadline: new Date(Date.now() + 5 * DAY - 60_000).toISOString(),
  ...over,
});

const queue = (items: unknown[], status = 'OPEN') => ({
  request: { query: StaffGuaranteeClaimsDocument, variables: { status, page: 1 } },
  result: {
    data: {
      staffGuaranteeClaims: {
        __typename: 'StaffGuaranteeClaimPage',
        count: items.length,
        page: 1,
        pageSize: 25,
        hasNextPage: false,
        items,
      },
    },
  },
});

const guarantee = (
  over: Partial<RentalGuaranteeFieldsFragment> = {},
): RentalGuaranteeFieldsFragment => ({
  __typename: 'RentalGuarantee',
  id: '7',
  tenantName: 'Anna Sigurðardóttir',
  contractId: '3',
  monthlyRent: 200_000,
  amount: 400_000,
  status: 'NEEDS_GUARANTOR',
  decision: 'NEEDS_GUARANTOR',
  creditGrade: 'C1',
  cashThresholdPercent: null,
  cashThresholdAmount: null,
  yearlyPremium: null,
  assessedAt: '2026-11-24T12:00:00.000Z',
  createdAt: '2026-11-24T12:00:00.000Z',
  currentUserRole: 'STAFF',
  staffDecision: null,
  ...over,
});

describe('the staff claims queue', () => {
  it('lists each claim with its parties, amounts, countdown and a link to the claim', async () => {
    await renderWithApp(<StaffClaimsQueuePage />, {
      user: STAFF,
      path: '/admin/rental-guarantee-claims',
      mocks: [
        queue([
          claim(),
          claim({
            id: '12',
            status: 'DISPUTED',
            deadline: null,
            acceptedAmount: 40_000,
            property: null,
          }),
        ]),
      ],
    });
    const rows = await screen.findAllByTestId('staff-claim-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(rows[0]).toHaveTextContent('Claim #11 on guarantee #4');
    expect(rows[0]).toHaveTextContent('Hofsvallagata 21');
    expect(rows[0]).toHaveTextContent('Tenant: Anna Sigurðardóttir · Landlord: Jón Guðmundsson');
    expect(first.getByTestId('claim-countdown')).toHaveTextContent(
      'The tenant has 5 days left to answer',
    );
    expect(first.getByRole('link', { name: 'Open the claim' })).toHaveAttribute(
      'href',
      '/en/rental-guarantees/4/claims/11',
    );
    expect(rows[1]).toHaveTextContent('Planned lease');
    expect(rows[1]).toHaveTextContent('No deadline running');
    expect(rows[1]).toHaveTextContent('Referred');
    expect(screen.getByText('2 claims')).toBeInTheDocument();
  });

  it('says when no claim has the chosen status', async () => {
    await renderWithApp(<StaffClaimsQueuePage />, {
      user: STAFF,
      path: '/admin/rental-guarantee-claims?status=paid',
      mocks: [queue([], 'PAID')],
    });
    expect(await screen.findByText('No claims have this status.')).toBeInTheDocument();
  });

  it('shows an error when the queue cannot be read', async () => {
    await renderWithApp(<StaffClaimsQueuePage />, {
      user: STAFF,
      path: '/admin/rental-guarantee-claims',
      mocks: [
        {
          request: { query: StaffGuaranteeClaimsDocument, variables: { status: 'OPEN', page: 1 } },
          error: new Error('network down'),
        },
      ],
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('deciding a guarantee by hand', () => {
  it('asks for a reason, confirms, and records the decline', async () => {
    const reason = 'Tekjur duga ekki fyrir leigunni';
    await renderWithApp(<StaffDecisionPanel guarantee={guarantee()} />, {
      user: STAFF,
      mocks: [
        {
          request: {
            query: DecideRentalGuaranteeDocument,
            variables: { input: { id: '7', decision: 'DECLINED', reason } },
          },
          result: {
            data: {
              decideRentalGuarantee: guarantee({
                status: 'DECLINED',
                decision: 'DECLINED',
                staffDecision: {
                  __typename: 'GuaranteeStaffDecision',
                  decision: 'DECLINED',
                  reason,
                  decidedAt: '2026-11-25T04:00:00.000Z',
                  decidedByName: 'Helga Björnsdóttir',
                },
              }),
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(screen.getByText(/Give a reason of 5 to 1000 characters/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Reason'), `  ${reason}  `);
    await user.click(screen.getByRole('button', { name: 'Record the decision' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Decline this application?');
    expect(dialog).toHaveTextContent(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The decision was recorded.')).toBeInTheDocument();
  });

  it('is not offered to the tenant, nor once the guarantee is committed', async () => {
    const { unmount } = await renderWithApp(
      <StaffDecisionPanel guarantee={guarantee({ currentUserRole: 'PRINCIPAL' })} />,
      { user: TENANT },
    );
    expect(screen.queryByText('Staff decision')).not.toBeInTheDocument();
    unmount();
    await renderWithApp(<StaffDecisionPanel guarantee={guarantee({ status: 'COMMITTED' })} />, {
      user: STAFF,
    });
    expect(screen.queryByText('Staff decision')).not.toBeInTheDocument();
  });

  it('shows the tenant that staff decided, with the reason but not who', async () => {
    await renderWithApp(
      <StaffDecisionNotice
        guarantee={guarantee({
          currentUserRole: 'PRINCIPAL',
          staffDecision: {
            __typename: 'GuaranteeStaffDecision',
            decision: 'APPROVED',
            reason: 'Ábyrgðarmaður lagði fram tryggingu',
            decidedAt: '2026-11-25T04:00:00.000Z',
            decidedByName: null,
          },
        })}
      />,
      { user: TENANT },
    );
    const note = screen.getByTestId('staff-decision');
    expect(note).toHaveTextContent('Approved by Leiga staff on 25.11.2026');
    expect(note).toHaveTextContent('Reason: Ábyrgðarmaður lagði fram tryggingu');
    expect(note).not.toHaveTextContent('Decided by');
  });
});

describe("a user's guarantees on the admin user page", () => {
  it('lists them as tenant and as landlord, each linked', async () => {
    await renderWithApp(<AdminUserGuarantees userId="1" />, {
      user: STAFF,
      mocks: [
        {
          request: { query: UserRentalGuaranteesDocument, variables: { userId: '1' } },
          result: {
            data: {
              userRentalGuarantees: {
                __typename: 'UserRentalGuarantees',
                asTenant: {
                  __typename: 'RentalGuaranteeList',
                  count: 1,
                  items: [guarantee({ status: 'ACTIVE' })],
                },
                asLandlord: { __typename: 'RentalGuaranteeList', count: 0, items: [] },
              },
            },
          },
        },
      ],
    });
    const row = await screen.findByTestId('user-guarantee');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('Tenant: Anna Sigurðardóttir · Contract #3');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/en/rental-guarantees/7');
    expect(screen.getByText('As tenant (1)')).toBeInTheDocument();
    expect(screen.getByText('As landlord (0)')).toBeInTheDocument();
    expect(screen.getByText('None.')).toBeInTheDocument();
  });
});
