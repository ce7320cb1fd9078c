import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  GuaranteePremiumDocument,
  SetGuaranteeSpreadPaymentsDocument,
} from '../../../__generated__/graphql';
import { LANDLORD, TENANT, renderWithApp } from '../../../test/render';
import { premiumSchedule, premiumScheduleResult } from './premium-fixtures';
import { PremiumPaymentSection } from './PremiumPaymentSection';

const s = premiumSchedule;
const schedule = premiumScheduleResult;
const guarantee = (over: Record<string, unknown> = {}) => ({
  __typename: 'RentalGuarantee' as const,
  id: '7',
  status: 'APPROVED',
  currentUserRole: 'PRINCIPAL',
  yearlyPremium: 67_500,
  spreadPayments: false,
  loanPaymentSchedule: schedule,
  ...over,
});
const read = (g: ReturnType<typeof guarantee>): MockedResponse => ({
  request: { query: GuaranteePremiumDocument, variables: { id: '7' } },
  result: { data: { __typename: 'Query', rentalGuarantee: g } },
});

describe('paying the premium', () => {
  it('tells the tenant the cost before the choice and saves monthly payments', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const save: MockedResponse = {
      request: {
        query: SetGuaranteeSpreadPaymentsDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input']);
          return true;
        },
      },
      result: {
        data: {
          __typename: 'Mutation',
          setGuaranteeSpreadPayments: guarantee({ spreadPayments: true }),
        },
      },
    };
    await renderWithApp(<PremiumPaymentSection id="7" />, {
      user: TENANT,
      mocks: [read(guarantee()), save],
    });
    const monthly = s.annuity + 322;
    const atOnce = await screen.findByRole('radio', { name: /^At once/ });
    const spread = screen.getByRole('radio', { name: /^In 12 monthly payments/ });
    expect(atOnce).toBeChecked();
    expect(spread).not.toBeChecked();
    expect(spread.closest('label')).toHaveTextContent(monthly.toLocaleString('en'));
    const facts = screen.getByTestId('premium-facts');
    expect(facts).toHaveTextContent('15.65 %');
    expect(facts).toHaveTextContent(`${s.aprcPercent.toFixed(2)} %`);
    expect(within(screen.getByTestId('premium-schedule')).getAllByRole('row')).toHaveLength(13);

    await user.click(spread);
    expect(await screen.findByRole('radio', { name: /^In 12 monthly payments/ })).toBeChecked();
    expect(sent).toEqual([{ guaranteeId: '7', spreadPayments: true }]);
  });

  it('shows the landlord the tenant’s choice without a way to change it', async () => {
    await renderWithApp(<PremiumPaymentSection id="7" />, {
      user: LANDLORD,
      mocks: [read(guarantee({ currentUserRole: 'OBLIGEE', spreadPayments: true }))],
    });
    expect(await screen.findByTestId('premium-choice')).toHaveTextContent(
      'The premium is paid in 12 monthly payments',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
