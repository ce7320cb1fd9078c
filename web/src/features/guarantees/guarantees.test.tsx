import type { MockedResponse } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AssessRentalGuaranteeDocument,
  CreateRentalGuaranteeDocument,
  GuaranteeClaimsDocument,
  GuaranteeContractsDocument,
  GuaranteePremiumDocument,
  LandlordRentalGuaranteesDocument,
  MyRentalGuaranteesDocument,
  RentalGuaranteeDocument,
} from '../../__generated__/graphql';
import { LANDLORD, TENANT, renderWithApp } from '../../test/render';
import { ApplyGuaranteePage } from './ApplyGuaranteePage';
import { premiumScheduleResult } from './premium/premium-fixtures';
import { GuaranteePage } from './GuaranteePage';
import { LandlordGuaranteesPage, TenantGuaranteesPage } from './GuaranteesListPage';

const guarantee = (over: Record<string, unknown> = {}) => ({
  __typename: 'RentalGuarantee' as const,
  id: '7',
  tenantName: 'Anna Jónsdóttir',
  contractId: null,
  monthlyRent: 200_000,
  amount: 300_000,
  status: 'APPROVED',
  decision: 'APPROVED',
  creditGrade: 'A2',
  cashThresholdPercent: 0,
  cashThresholdAmount: 0,
  yearlyPremium: 67_500,
  assessedAt: '2026-11-24T12:00:00.000Z',
  createdAt: '2026-11-24T12:00:00.000Z',
  currentUserRole: 'PRINCIPAL',
  staffDecision: null,
  ...over,
});

/** The guarantee page of `g` (id 7) under `base`, as `user` sees it; `mocks` answer its sections. */
const renderGuaranteePage = (
  user: typeof TENANT,
  base: string,
  g: ReturnType<typeof guarantee>,
  mocks: MockedResponse[] = [],
) =>
  renderWithApp(<GuaranteePage />, {
    user,
    path: `${base}/7`,
    routes: [{ path: `${base}/:id`, element: <GuaranteePage /> }],
    mocks: [
      {
        request: { query: RentalGuaranteeDocument, variables: { id: '7' } },
        result: { data: { rentalGuarantee: g } },
      },
      ...mocks,
    ],
  });

const page = (field: string, query: DocumentNode, items: unknown[]) => ({
  request: { query, variables: { page: 1, pageSize: 25 } },
  result: {
    data: {
      [field]: {
        __typename: 'RentalGuaranteePage',
        count: items.length,
        page: 1,
        pageSize: 25,
        hasNextPage: false,
        items,
      },
    },
  },
});

describe('guarantee lists', () => {
  it('shows the tenant an empty state with the way to apply', async () => {
    await renderWithApp(<TenantGuaranteesPage />, {
      user: TENANT,
      path: '/tenants/rental-guarantees',
      mocks: [page('myRentalGuarantees', MyRentalGuaranteesDocument, [])],
    });
    expect(await screen.findByText('No rental guarantees yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for a guarantee' })).toHaveAttribute(
      'href',
      '/en/rental-guarantees/new',
    );
  });

  it('lists the landlord the guarantees on their contracts, each linked', async () => {
    await renderWithApp(<LandlordGuaranteesPage />, {
      user: LANDLORD,
      path: '/landlords/rental-guarantees',
      mocks: [
        page('landlordRentalGuarantees', LandlordRentalGuaranteesDocument, [
          guarantee({ contractId: '3', currentUserRole: 'OBLIGEE' }),
        ]),
      ],
    });
    const row = await screen.findByTestId('guarantee-row');
    expect(row).toHaveTextContent('Anna Jónsdóttir · Contract #3');
    expect(row).toHaveTextContent('Approved');
    expect(screen.getByText('1 guarantee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Guarantee of/ })).toHaveAttribute(
      'href',
      '/en/landlords/rental-guarantees/7',
    );
  });
});

describe('one guarantee', () => {
  it('shows the status, decision, cash share and premium', async () => {
    await renderGuaranteePage(TENANT, '/tenants/rental-guarantees', guarantee());
    const details = await screen.findByTestId('guarantee-details');
    expect(details).toHaveTextContent('Credit classA2');
    expect(details).toHaveTextContent('Yearly premium');
    expect(details).toHaveTextContent('0%');
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0);
  });
});

describe('the sections under a guarantee', () => {
  it('wait for the premium above them, so "File a claim" does not jump down as it comes', async () => {
    const active = guarantee({ status: 'ACTIVE', currentUserRole: 'OBLIGEE', contractId: null });
    await renderGuaranteePage(LANDLORD, '/landlords/rental-guarantees', active, [
      {
        request: { query: GuaranteePremiumDocument, variables: { id: '7' } },
        delay: 300,
        result: {
          data: {
            rentalGuarantee: {
              __typename: 'RentalGuarantee',
              id: '7',
              status: 'ACTIVE',
              currentUserRole: 'OBLIGEE',
              yearlyPremium: 67_500,
              spreadPayments: false,
              loanPaymentSchedule: premiumScheduleResult,
            },
          },
        },
      },
      {
        request: { query: GuaranteeClaimsDocument, variables: { guaranteeId: '7' } },
        result: {
          data: {
            guaranteeClaims: {
              __typename: 'GuaranteeClaimList',
              remainingCover: 300_000,
              heldCover: 0,
              items: [],
            },
          },
        },
      },
    ]);
    await screen.findByTestId('guarantee-details');
    // The guarantee is read, its premium not yet: a loading state, and no claim link to press.
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('link', { name: 'File a claim' })).toBeNull();
    const fileClaim = await screen.findByRole('link', { name: 'File a claim' });
    // The premium's card, above it, came in the same render.
    expect(screen.getByRole('heading', { name: 'Paying the premium' })).toBeInTheDocument();
    expect(fileClaim).toHaveAttribute('href', '/en/landlords/rental-guarantees/7/file-claim');
  });
});

describe('applying', () => {
  const contracts = {
    request: { query: GuaranteeContractsDocument },
    result: { data: { contracts: { __typename: 'ContractPage', items: [] } } },
  };

  it('checks the amount cap and the consent before sending anything', async () => {
    await renderWithApp(<ApplyGuaranteePage />, {
      user: TENANT,
      path: '/rental-guarantees/new',
      mocks: [contracts],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Monthly rent'), '100000');
    await user.type(screen.getByLabelText('Guaranteed amount'), '300001');
    await user.click(screen.getByRole('button', { name: 'Apply and get a decision' }));
    expect(
      await screen.findByText("The guarantee can cover at most 3 months' rent."),
    ).toBeInTheDocument();
    expect(screen.getByText('Tick the box to consent to the credit check.')).toBeInTheDocument();
  });

  it('offers the leases from ready for signing on that have not ended, not drafts', async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const lease = (id: string, status: string, endDate: string | null) => ({
      __typename: 'Contract',
      id,
      status,
      endDate,
    });
    await renderWithApp(<ApplyGuaranteePage />, {
      user: TENANT,
      path: '/rental-guarantees/new',
      mocks: [
        {
          request: { query: GuaranteeContractsDocument },
          result: {
            data: {
              contracts: {
                __typename: 'ContractPage',
                items: [
                  lease('1', 'COMMITTED', day(-1)),
                  lease('2', 'COMMITTED', null),
                  lease('3', 'COMMITTED', day(0)),
                  lease('4', 'SIGNING', day(300)),
                  lease('5', 'SIGNED', null),
                  lease('6', 'REGISTERED', day(-30)),
                  lease('7', 'REGISTERED', day(365)),
                  lease('8', 'DRAFT', null),
                ],
              },
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('One of my contracts'));
    const select = await screen.findByLabelText('Lease');
    await expect
      .poll(() =>
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      )
      .toEqual([
        'Choose a contract',
        'Contract #2',
        'Contract #3',
        'Contract #4',
        'Contract #5',
        'Contract #7',
      ]);
  });

  it('applies, consents and opens the decision', async () => {
    const created = guarantee({ status: 'DRAFT', decision: null, yearlyPremium: null });
    const { router } = await renderWithApp(<ApplyGuaranteePage />, {
      user: TENANT,
      path: '/rental-guarantees/new',
      mocks: [
        contracts,
        {
          request: {
            query: CreateRentalGuaranteeDocument,
            variables: { input: { amount: 300_000, contractId: null, monthlyRent: 100_000 } },
          },
          result: { data: { createRentalGuarantee: created } },
        },
        {
          request: {
            query: AssessRentalGuaranteeDocument,
            variables: { input: { id: '7', consent: true } },
          },
          result: { data: { assessRentalGuarantee: guarantee() } },
        },
      ],
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Monthly rent'), '100000');
    await user.type(screen.getByLabelText('Guaranteed amount'), '300000');
    await user.click(
      screen.getByLabelText(
        'I consent to a credit check with the credit bureau for this application.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Apply and get a decision' }));
    await expect.poll(() => router.state.location.pathname).toBe('/en/tenants/rental-guarantees/7');
  });
});
