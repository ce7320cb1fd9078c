import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyInspectionReportsDocument } from '../../__generated__/graphql';
import { LANDLORD, TENANT, renderWithApp } from '../../test/render';
import { LandlordInspectionsPage, TenantInspectionsPage } from './InspectionsListPage';
import { reportFixture } from './test-fixtures';

const pageOf = (items: ReturnType<typeof reportFixture>[]) => ({
  request: { query: MyInspectionReportsDocument, variables: { page: 1, pageSize: 25 } },
  result: {
    data: {
      myInspectionReports: {
        __typename: 'InspectionReportPage',
        count: items.length,
        page: 1,
        pageSize: 25,
        hasNextPage: false,
        items,
      },
    },
  },
});

describe('inspection report lists', () => {
  it('lists the reports 25 a page, each linked to its page', async () => {
    await renderWithApp(<LandlordInspectionsPage />, {
      user: LANDLORD,
      path: '/landlords/inspection-reports',
      mocks: [pageOf([reportFixture()])],
    });
    const row = await screen.findByTestId('inspection-row');
    expect(screen.getByText('1 report')).toBeInTheDocument();
    expect(row).toHaveTextContent('Move-in inspection · 0 issues');
    expect(screen.getByRole('link', { name: 'Grettisgata 12, 101' })).toHaveAttribute(
      'href',
      '/en/inspection-reports/5',
    );
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('says what happens when a tenant has none yet', async () => {
    await renderWithApp(<TenantInspectionsPage />, {
      user: TENANT,
      path: '/tenants/inspection-reports',
      mocks: [pageOf([])],
    });
    expect(await screen.findByText('No inspection reports yet')).toBeInTheDocument();
    expect(
      screen.getByText('Your landlord starts the report; it appears here when it does.'),
    ).toBeInTheDocument();
  });
});
