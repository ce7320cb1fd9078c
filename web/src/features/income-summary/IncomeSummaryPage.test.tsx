import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../shell/toast-store';
import { MyIncomeSummaryDocument } from '../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../test/render';
import { IncomeSummaryPage } from './IncomeSummaryPage';
import { getIncomeFileUrl, getYearOptions } from './model';

const figures = (rent: number, fees = 0, paidOut = 0, defaultInterest = 0) => ({
  __typename: 'IncomeFigures' as const,
  rent,
  utilities: 0,
  defaultInterest,
  received: rent + defaultInterest,
  fees,
  paidOut,
});

const thisYear = new Date().getUTCFullYear();

function summary(year: number, withData: boolean, isOverLimit = false): MockedResponse {
  const groups = withData
    ? [
        {
          __typename: 'IncomeGroup' as const,
          kind: 'RESIDENTIAL',
          formBox: '510',
          totals: figures(500_000, 7_500, 242_500, 610),
          properties: [
            {
              __typename: 'IncomeProperty' as const,
              key: 'F2001234',
              street: 'Þórsgata 14',
              postalCode: '101',
              propertyCode: '2001234',
              totals: figures(500_000, 7_500, 242_500, 610),
              months: [
                {
                  __typename: 'IncomeMonth' as const,
                  month: 1,
                  figures: figures(250_000, 7_500, 242_500),
                },
                {
                  __typename: 'IncomeMonth' as const,
                  month: 2,
                  figures: figures(250_000, 0, 0, 610),
                },
              ],
            },
          ],
        },
      ]
    : [];
  return {
    request: { query: MyIncomeSummaryDocument, variables: { year } },
    maxUsageCount: 3,
    result: {
      data: {
        __typename: 'Query',
        myIncomeSummary: {
          __typename: 'IncomeSummary',
          year,
          currency: 'ISK',
          isResidentialOverLimit: isOverLimit,
          totals: withData ? figures(500_000, 7_500, 242_500, 610) : figures(0),
          groups,
        },
      },
    },
  };
}

const render = (mocks: MockedResponse[]) =>
  renderWithApp(<IncomeSummaryPage />, {
    user: LANDLORD,
    path: '/en/landlords/finances/income-summary',
    mocks,
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('IncomeSummaryPage', () => {
  it('shows the year per property and month, with the box 510 figure and the notes', async () => {
    await render([summary(thisYear, true)]);
    const months = await screen.findAllByTestId('income-month');
    expect(months).toHaveLength(2);
    expect(within(months[0]!).getByRole('rowheader')).toHaveTextContent('January');
    expect(months[0]).toHaveTextContent('ISK 250,000');
    expect(screen.getByRole('heading', { name: 'Residential housing' })).toBeInTheDocument();
    expect(screen.getByText(/box 510 \(through form RSK 3\.25\)/)).toBeInTheDocument();
    expect(screen.getByTestId('income-property-total')).toHaveTextContent('ISK 500,000');
    expect(screen.getAllByTestId('income-group-totals')[0]).toHaveTextContent(
      'Rent to declare in box 510 (gross, before fees)ISK 500,000',
    );
    expect(screen.getByTestId('income-year-totals')).toHaveTextContent('Default interestISK 610');
    expect(screen.getByText(/declared gross, without deductions/)).toBeInTheDocument();
    expect(screen.queryByTestId('income-over-limit')).not.toBeInTheDocument();
  });

  it('says when a year had nothing, and warns past two residential properties', async () => {
    const user = userEvent.setup();
    await render([summary(thisYear, true, true), summary(thisYear - 1, false)]);
    expect(await screen.findByTestId('income-over-limit')).toHaveTextContent(
      'more than two residential',
    );
    await user.selectOptions(screen.getByLabelText('Year'), String(thisYear - 1));
    expect(
      await screen.findByText(`Nothing was received through Leiga in ${thisYear - 1}.`),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('income-month')).not.toBeInTheDocument();
  });

  it('downloads the PDF with the session token, and says so when it fails', async () => {
    const user = userEvent.setup();
    const toastError = vi.spyOn(toast, 'error');
    const fetchMock = vi.fn().mockResolvedValue(new Response('nope', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    await render([summary(thisYear, true)]);
    await screen.findAllByTestId('income-month');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/landlords/finances/income-summary/pdf/?year=${thisYear}&lang=en`,
      expect.anything(),
    );
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('The file could not be downloaded. Try again.'),
    );
  });
});

describe('the income summary model', () => {
  it('offers this year and six before it, never before 2000', () => {
    expect(getYearOptions(new Date('2026-11-24T00:00:00Z'))).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020,
    ]);
    expect(getYearOptions(new Date('2002-05-01T00:00:00Z'))).toEqual([2002, 2001, 2000]);
  });

  it('addresses the CSV without a language and the PDF in the page’s', () => {
    expect(getIncomeFileUrl('csv', 2025, 'is')).toBe(
      '/api/landlords/finances/income-summary/csv/?year=2025',
    );
    expect(getIncomeFileUrl('pdf', 2025, 'pl')).toBe(
      '/api/landlords/finances/income-summary/pdf/?year=2025&lang=pl',
    );
  });
});
