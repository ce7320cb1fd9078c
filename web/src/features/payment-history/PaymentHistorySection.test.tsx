import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  PaymentHistorySectionDocument,
  SetPaymentHistoryShownDocument,
  type PaymentOutcome,
  type PaymentRecordEffect,
} from '../../__generated__/graphql';
import { LANDLORD, renderWithApp, TENANT } from '../../test/render';
import { PaymentHistorySection } from './PaymentHistorySection';

const USERNAME = 'anna-sigurdardottir';

type Month = { dueDate: string; paidDate: string | null; outcome: PaymentOutcome };

const month = (m: number, outcome: PaymentOutcome, paidDay: number | null = 1): Month => {
  const mm = String(m).padStart(2, '0');
  return {
    dueDate: `2026-${mm}-01`,
    paidDate: paidDay === null ? null : `2026-${mm}-${String(paidDay).padStart(2, '0')}`,
    outcome,
  };
};

const historyOf = (
  months: Month[],
  over: Partial<{ isShown: boolean; preApprovalEffect: PaymentRecordEffect }> = {},
) => ({
  __typename: 'PaymentHistory' as const,
  isShown: false,
  preApprovalEffect: 'NOT_SHARED' as PaymentRecordEffect,
  countedMonths: months.length,
  onTimeMonths: months.filter((m) => m.outcome === 'ON_TIME').length,
  lateAfterDueMonths: months.filter((m) => m.outcome === 'LATE_AFTER_DUE').length,
  lateAfterFinalDueMonths: months.filter((m) => m.outcome === 'LATE_AFTER_FINAL_DUE').length,
  unpaidMonths: months.filter((m) => m.outcome === 'UNPAID').length,
  onTimeRate: months.length ? 75 : null,
  paidByFinalDueRate: months.length ? 100 : null,
  currentStreak: 1,
  longestStreak: 2,
  months: months.map((m) => ({
    __typename: 'PaymentHistoryMonth' as const,
    finalDueDate: m.dueDate.replace(/01$/, '07'),
    ...m,
  })),
  ...over,
});

type History = ReturnType<typeof historyOf>;

const sectionMock = (history: History | null, canEdit: boolean) => ({
  request: { query: PaymentHistorySectionDocument, variables: { username: USERNAME } },
  result: {
    data: {
      rentalProfile: {
        __typename: 'RentalProfile',
        id: '7',
        viewer: {
          __typename: 'ProfileViewer',
          relation: canEdit ? 'OWNER' : 'APPLIED_LANDLORD',
          canEdit,
        },
        paymentHistory: history,
      },
    },
  },
});

const FOUR = [
  month(1, 'ON_TIME'),
  month(2, 'ON_TIME'),
  month(3, 'LATE_AFTER_DUE', 5),
  month(4, 'ON_TIME'),
];

function renderSection(mocks: object[], user = TENANT, locale: 'en' | 'is' = 'en') {
  return renderWithApp(<p>other page</p>, {
    path: `/tenants/rental-profiles/${USERNAME}`,
    user,
    locale,
    mocks: mocks as never,
    routes: [{ path: '/tenants/rental-profiles/:username', element: <PaymentHistorySection /> }],
  });
}

describe('PaymentHistorySection', () => {
  it('shows the tenant her figures, months newest first, and how it counts in pre-approval', async () => {
    await renderSection([sectionMock(historyOf(FOUR), true)]);
    const section = await screen.findByRole('region', { name: 'Payment history' });
    expect(within(section).getByText('75 %')).toBeInTheDocument();
    expect(within(section).getByText('In your pre-approval')).toBeInTheDocument();
    expect(
      within(section).getByText('Hidden: your pre-approval stands on income and credit alone.'),
    ).toBeInTheDocument();
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '01.04.2026',
      '01.03.2026',
      '01.02.2026',
      '01.01.2026',
    ]);
    expect(within(rows[1]!).getByText('After the due date')).toBeInTheDocument();
    const toggle = within(section).getByRole('checkbox', {
      name: 'Show my payment history to landlords I apply to',
    });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Only landlords you have applied to see it/);
  });

  it('saves the choice to show it, and the answer updates the section', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({
      data: {
        setPaymentHistoryShown: {
          __typename: 'RentalProfile',
          id: '7',
          paymentHistory: historyOf(FOUR, { isShown: true, preApprovalEffect: 'NEUTRAL' }),
        },
      },
    }));
    await renderSection([
      sectionMock(historyOf(FOUR), true),
      {
        request: {
          query: SetPaymentHistoryShownDocument,
          variables: { input: { isShown: true } },
        },
        result: saved,
      },
    ]);
    const toggle = await screen.findByRole('checkbox');
    await user.click(toggle);
    await waitFor(() => expect(saved).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('checkbox')).toBeChecked());
    expect(
      screen.getByText('Shown beside the pre-approval; it neither strengthens nor weakens it.'),
    ).toBeInTheDocument();
  });

  it('says why saving failed, in Icelandic, and keeps the choice as it was', async () => {
    const user = userEvent.setup();
    await renderSection(
      [
        sectionMock(historyOf(FOUR), true),
        {
          request: {
            query: SetPaymentHistoryShownDocument,
            variables: { input: { isShown: true } },
          },
          result: { errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] },
        },
      ],
      TENANT,
      'is',
    );
    const toggle = await screen.findByRole('checkbox', {
      name: 'Sýna greiðslusöguna mína leigusölum sem ég sæki um hjá',
    });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows a landlord the shared history without the choice', async () => {
    await renderSection(
      [sectionMock(historyOf(FOUR, { isShown: true, preApprovalEffect: 'STRENGTHENS' }), false)],
      LANDLORD,
    );
    const section = await screen.findByRole('region', { name: 'Payment history' });
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(within(section).getByText('In the pre-approval')).toBeInTheDocument();
    expect(
      within(section).getByText('Rent paid on time strengthens the pre-approval.'),
    ).toBeInTheDocument();
  });

  it('leaves the section out when the api shows no history to this reader', async () => {
    await renderSection([sectionMock(null, false)], LANDLORD);
    await waitFor(() => expect(screen.queryByText(/loading/i)).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Payment history' })).toBeNull();
  });

  it('explains an empty history', async () => {
    await renderSection([sectionMock(historyOf([]), true)]);
    expect(await screen.findByText(/No month has been counted yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows 25 months at a time, newest first, with more on request', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) => ({
      dueDate: `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
      paidDate: null,
      outcome: 'UNPAID' as const,
    }));
    await renderSection([sectionMock(historyOf(many), true)]);
    await screen.findByRole('table');
    expect(screen.getAllByRole('row')).toHaveLength(26);
    await user.click(screen.getByRole('button', { name: 'Show more months' }));
    expect(screen.getAllByRole('row')).toHaveLength(31);
    expect(screen.queryByRole('button', { name: 'Show more months' })).toBeNull();
  });
});
