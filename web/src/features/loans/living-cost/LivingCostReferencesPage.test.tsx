import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../app/session';
import {
  AddLivingCostReferenceDocument,
  LivingCostReferencesDocument,
  type AddLivingCostReferenceInput,
} from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { LivingCostReferencesPage } from './LivingCostReferencesPage';

const STAFF: SessionUser = { ...LANDLORD, id: '9', fullName: 'Helga Björnsdóttir', isStaff: true };

const period = (from: string, firstAdult: number, isCurrent: boolean, isVerified: boolean) => ({
  __typename: 'LivingCostReference' as const,
  from,
  firstAdult,
  otherAdult: 105_000,
  perChild: 60_000,
  source: 'UMS',
  isVerified,
  isCurrent,
  createdBy: null,
  createdAt: '2026-11-30T10:00:00Z',
});

const listMock: MockedResponse = {
  request: { query: LivingCostReferencesDocument },
  maxUsageCount: 5,
  result: { data: { livingCostReferences: [period('2020-01-01', 155_000, true, false)] } },
};

function addMock(sent: AddLivingCostReferenceInput[]): MockedResponse {
  return {
    request: {
      query: AddLivingCostReferenceDocument,
      variables: (v: Record<string, unknown>) => {
        sent.push(v['input'] as AddLivingCostReferenceInput);
        return true;
      },
    },
    result: () => ({
      data: { addLivingCostReference: period(sent.at(-1)!.from, 170_000, false, true) },
    }),
  };
}

describe('LivingCostReferencesPage', () => {
  it('shows the period in effect, marked unverified, and records new figures', async () => {
    const user = userEvent.setup();
    const sent: AddLivingCostReferenceInput[] = [];
    await renderWithApp(<LivingCostReferencesPage />, {
      user: STAFF,
      path: '/en/admin/finance/living-cost-references',
      mocks: [listMock, addMock(sent)],
    });
    const [row] = await screen.findAllByTestId('living-cost-reference');
    expect(within(row!).getByRole('rowheader')).toHaveTextContent(
      '01.01.2020In effectNot checked against UMS’s table',
    );
    expect(row).toHaveTextContent('ISK 155,000');

    const form = screen.getByRole('form', { name: 'Record new figures' });
    await user.type(within(form).getByLabelText('Apply from'), '2027-01-01');
    await user.type(within(form).getByLabelText('First adult (kr a month)'), '0');
    await user.type(within(form).getByLabelText('Each further adult (kr a month)'), '112000');
    await user.type(within(form).getByLabelText('Each child (kr a month)'), '64000');
    await user.type(within(form).getByLabelText('Source'), 'UMS framfærsluviðmið, janúar 2027');
    await user.click(within(form).getByRole('button', { name: 'Record figures' }));
    expect(
      await within(form).findByText('Enter whole krónur from 1 to 1,000,000.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    const first = within(form).getByLabelText('First adult (kr a month)');
    await user.clear(first);
    await user.type(first, '170000');
    await user.click(within(form).getByRole('button', { name: 'Record figures' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          from: '2027-01-01',
          firstAdult: 170_000,
          otherAdult: 112_000,
          perChild: 64_000,
          source: 'UMS framfærsluviðmið, janúar 2027',
        },
      ]),
    );
    // Recorded: the form is empty again for the next set.
    await waitFor(() => expect(within(form).getByLabelText('Apply from')).toHaveValue(''));
  });
});
