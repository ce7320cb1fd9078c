import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../app/session';
import {
  AddIndexValueDocument,
  CorrectIndexValueDocument,
  IndexValuesDocument,
  type AddIndexValueInput,
  type CorrectIndexValueInput,
} from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { IndexValuesPage } from './IndexValuesPage';

const STAFF: SessionUser = { ...LANDLORD, id: '9', fullName: 'Helga Björnsdóttir', isStaff: true };
const SOURCE = 'Hagstofa Íslands (hagstofa.is)';

const value = (monthKey: string, v: number) => ({
  __typename: 'IndexValue' as const,
  monthKey,
  value: v,
  source: SOURCE,
  createdBy: null,
  updatedAt: '2026-11-20T10:00:00Z',
});

const listMock: MockedResponse = {
  request: { query: IndexValuesDocument, variables: { page: 1 } },
  maxUsageCount: 5,
  result: {
    data: {
      indexValues: {
        __typename: 'IndexValuePage',
        count: 2,
        page: 1,
        pageSize: 12,
        hasNextPage: false,
        items: [value('2026M02', 665.8), value('2025M12', 661.4)],
      },
    },
  },
};

function addMock(sent: AddIndexValueInput[]): MockedResponse {
  return {
    request: {
      query: AddIndexValueDocument,
      variables: (v: Record<string, unknown>) => {
        sent.push(v['input'] as AddIndexValueInput);
        return true;
      },
    },
    result: () => ({ data: { addIndexValue: value(sent.at(-1)!.monthKey, sent.at(-1)!.value) } }),
  };
}

function correctMock(sent: CorrectIndexValueInput[]): MockedResponse {
  return {
    request: {
      query: CorrectIndexValueDocument,
      variables: (v: Record<string, unknown>) => {
        sent.push(v['input'] as CorrectIndexValueInput);
        return true;
      },
    },
    result: () => ({ data: { correctIndexValue: value('2026M02', 665.9) } }),
  };
}

async function renderPage(mocks: MockedResponse[]) {
  return renderWithApp(<IndexValuesPage />, {
    user: STAFF,
    path: '/en/admin/index-values',
    mocks: [listMock, ...mocks],
  });
}

describe('IndexValuesPage', () => {
  it('lists the values newest first with their month in words', async () => {
    await renderPage([]);
    const rows = await screen.findAllByTestId('index-value');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'February 20262026M02',
      'December 20252025M12',
    ]);
    expect(within(rows[0]!).getByText('665.8')).toBeInTheDocument();
  });

  it('adds a month, suggesting the one after the newest, and refuses a badly written month', async () => {
    const user = userEvent.setup();
    const sent: AddIndexValueInput[] = [];
    await renderPage([addMock(sent)]);
    await screen.findAllByTestId('index-value');
    await user.click(screen.getByRole('button', { name: 'Add a month' }));
    const dialog = await screen.findByRole('dialog');
    const month = within(dialog).getByLabelText('Month');
    expect(month).toHaveValue('2026M03');
    await user.clear(month);
    await user.type(month, '2026-03');
    await user.type(within(dialog).getByLabelText('Index value'), '667,2');
    await user.type(within(dialog).getByLabelText('Source'), SOURCE);
    await user.click(within(dialog).getByRole('button', { name: 'Add a month' }));
    expect(
      await within(dialog).findByText(
        'Write the month as Statistics Iceland does: year, M and month, e.g. 2026M01.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(month);
    await user.type(month, '2026M03');
    await user.click(within(dialog).getByRole('button', { name: 'Add a month' }));
    await waitFor(() =>
      expect(sent).toEqual([{ monthKey: '2026M03', value: 667.2, source: SOURCE }]),
    );
  });

  it('asks before overwriting a recorded value, and corrects it once confirmed', async () => {
    const user = userEvent.setup();
    const sent: CorrectIndexValueInput[] = [];
    await renderPage([correctMock(sent)]);
    await user.click(
      await screen.findByRole('button', { name: 'Correct the value for February 2026' }),
    );
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Index value');
    await user.clear(field);
    await user.type(field, '665.9');
    await user.click(within(dialog).getByRole('button', { name: 'Correct' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('The value 665.8 becomes 665.9.');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() =>
      expect(sent).toEqual([{ monthKey: '2026M02', value: 665.9, source: SOURCE }]),
    );
  });
});
