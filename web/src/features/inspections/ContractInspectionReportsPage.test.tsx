import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContractInspectionReportsDocument } from '../../__generated__/graphql';
import { LANDLORD, TENANT, renderWithApp } from '../../test/render';
import { ContractInspectionReportsPage } from './ContractInspectionReportsPage';

type Row = { id: string; kind: 'MOVE_IN' | 'MOVE_OUT'; status: 'DRAFT' | 'SIGNING' | 'SIGNED' };

const row = ({ id, kind, status }: Row) => ({
  __typename: 'InspectionReport' as const,
  id,
  kind,
  status,
  updatedAt: '2026-11-20T10:00:00.000Z',
  issueCount: 1,
  address: { __typename: 'ContractAddress' as const, street: 'Grettisgata 12', postalCode: '101' },
});

const contractOf = (reports: Row[], committed = true) => ({
  request: { query: ContractInspectionReportsDocument, variables: { id: '8' } },
  result: {
    data: {
      contract: {
        __typename: 'Contract',
        id: '8',
        committed,
        inspectionReports: reports.map(row),
      },
    },
  },
});

const element = <ContractInspectionReportsPage />;
const routes = (base: string) => [
  { path: `${base}/rental-contracts/:id/inspection-report`, element },
];

describe('the contract inspection-report subpage', () => {
  it('shows the move-in with its status and offers the landlord the move-out once it is committed', async () => {
    await renderWithApp(<></>, {
      user: LANDLORD,
      path: '/landlords/rental-contracts/8/inspection-report',
      routes: routes('/landlords'),
      mocks: [contractOf([{ id: '5', kind: 'MOVE_IN', status: 'SIGNED' }])],
    });
    const moveIn = await screen.findByRole('region', { name: 'Move-in inspection' });
    const rowEl = within(moveIn).getByTestId('contract-inspection-row');
    expect(within(rowEl).getByRole('link', { name: 'Report no. 5' })).toHaveAttribute(
      'href',
      '/en/inspection-reports/5',
    );
    expect(rowEl).toHaveTextContent('Signed');
    expect(rowEl).toHaveTextContent('1 issue');
    const moveOut = screen.getByRole('region', { name: 'Move-out inspection' });
    expect(within(moveOut).getByText(/No move-out report yet/)).toBeInTheDocument();
    expect(
      within(moveOut).getByRole('link', { name: 'Start the move-out report' }),
    ).toHaveAttribute('href', '/en/inspection-reports/create?contract=8');
    expect(
      within(moveIn).getByRole('link', { name: 'Start the move-in report' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the contract' })).toHaveAttribute(
      'href',
      '/en/landlords/rental-contracts/8',
    );
  });

  it('offers the landlord the move-in on a contract without reports', async () => {
    await renderWithApp(<></>, {
      user: LANDLORD,
      path: '/landlords/rental-contracts/8/inspection-report',
      routes: routes('/landlords'),
      mocks: [contractOf([])],
    });
    expect(await screen.findByText(/No move-in report yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the move-in report' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start the move-out report' })).toBeNull();
  });

  it('offers no move-out while the only move-in is still a draft', async () => {
    await renderWithApp(<></>, {
      user: LANDLORD,
      path: '/landlords/rental-contracts/8/inspection-report',
      routes: routes('/landlords'),
      mocks: [contractOf([{ id: '5', kind: 'MOVE_IN', status: 'DRAFT' }])],
    });
    expect(await screen.findByTestId('contract-inspection-row')).toHaveTextContent('Draft');
    const moveOut = screen.getByRole('region', { name: 'Move-out inspection' });
    expect(within(moveOut).getByText(/starts from the committed move-in/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start the move-out report' })).toBeNull();
  });

  it('starts nothing on a contract that is not committed yet', async () => {
    await renderWithApp(<></>, {
      user: LANDLORD,
      path: '/landlords/rental-contracts/8/inspection-report',
      routes: routes('/landlords'),
      mocks: [contractOf([], false)],
    });
    expect(
      await screen.findByText('Inspection reports start once the contract is committed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Start the/ })).toBeNull();
  });

  it('lets the tenant read the reports without any create button', async () => {
    await renderWithApp(<></>, {
      user: TENANT,
      path: '/tenants/rental-contracts/8/inspection-report',
      routes: routes('/tenants'),
      mocks: [contractOf([{ id: '5', kind: 'MOVE_IN', status: 'DRAFT' }])],
    });
    expect(await screen.findByTestId('contract-inspection-row')).toHaveTextContent('Draft');
    expect(
      screen.getByText('Your landlord starts the report; it appears here when it does.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Start the/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the contract' })).toHaveAttribute(
      'href',
      '/en/tenants/rental-contracts/8',
    );
  });

  it('is the 404 page for a contract the viewer may not see', async () => {
    await renderWithApp(<></>, {
      user: TENANT,
      path: '/tenants/rental-contracts/8/inspection-report',
      routes: routes('/tenants'),
      mocks: [
        {
          request: { query: ContractInspectionReportsDocument, variables: { id: '8' } },
          result: { data: { contract: null } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('contract-inspection-row')).toBeNull();
  });
});
