import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddInspectionKeysDocument, InspectionStepsDocument } from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { reportFixture } from '../test-fixtures';
import { KeysStepPage, SummaryStepPage } from './InspectionStepPage';

type Key = {
  __typename: 'InspectionKeyTransaction';
  id: string;
  keyType: 'MAILBOX';
  count: number;
  recipient: 'TENANT';
  recipientName: string;
};

function stepsFixture(keys: Key[] = [], viewerCanEdit = true) {
  const base = reportFixture({ viewerCanEdit });
  return {
    ...base,
    viewerCanEdit,
    keyTransactions: keys,
    meterReadings: [],
    stepChecks: [
      {
        __typename: 'InspectionStepCheck' as const,
        step: 'keys',
        valid: keys.length > 0,
        problems:
          keys.length > 0
            ? []
            : [
                {
                  __typename: 'InspectionStepProblem' as const,
                  path: 'key_transactions',
                  code: 'inspection-steps.errors.no_keys',
                },
              ],
      },
    ],
    comments: {
      __typename: 'InspectionCommentPage' as const,
      count: 0,
      hasNextPage: false,
      items: [],
    },
  };
}

const stepsMock = (report: ReturnType<typeof stepsFixture>): MockedResponse => ({
  request: { query: InspectionStepsDocument, variables: { id: '5' } },
  maxUsageCount: 5,
  result: { data: { __typename: 'Query', inspectionReport: report } },
});

const key: Key = {
  __typename: 'InspectionKeyTransaction',
  id: '1',
  keyType: 'MAILBOX',
  count: 2,
  recipient: 'TENANT',
  recipientName: 'Anna',
};

describe('inspection steps', () => {
  it('the keys step checks the form with domain’s rules, then records the keys', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const addMock: MockedResponse = {
      request: {
        query: AddInspectionKeysDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input']);
          return true;
        },
      },
      result: { data: { __typename: 'Mutation', addInspectionKeys: stepsFixture([key]) } },
    };
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5/edit/keys',
      mocks: [stepsMock(stepsFixture()), addMock],
      routes: [{ path: '/en/inspection-reports/:id/edit/keys', element: <KeysStepPage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Keys handed over' })).toBeInTheDocument();
    expect(screen.getByText('No keys recorded yet.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('How many'));
    await user.type(screen.getByLabelText('How many'), '51');
    await user.click(screen.getByRole('button', { name: 'Add keys' }));
    expect(screen.getByText('Give a whole number of keys from 1 to 50.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('How many'));
    await user.type(screen.getByLabelText('How many'), '2');
    await user.selectOptions(screen.getByLabelText('Key'), 'MAILBOX');
    await user.type(screen.getByLabelText('Name of the recipient'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Add keys' }));
    expect(await screen.findByText('2 × Mailbox to Anna (Tenant)')).toBeInTheDocument();
    expect(sent).toEqual([
      { reportId: '5', keyType: 'MAILBOX', count: 2, recipient: 'TENANT', recipientName: 'Anna' },
    ]);
  });

  it('the summary lists what is still missing and reads only once committed', async () => {
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5/edit/summary',
      mocks: [stepsMock(stepsFixture([], false))],
      routes: [{ path: '/en/inspection-reports/:id/edit/summary', element: <SummaryStepPage /> }],
    });
    expect(
      await screen.findByText('Keys: Record at least one key handed over.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This report can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add comment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous step' })).toBeInTheDocument();
  });
});
