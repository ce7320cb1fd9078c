import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AdminLedgerReconciliationsDocument,
  AdminRunLedgerReconciliationDocument,
} from '../../../__generated__/graphql';
import { renderWithApp } from '../../../test/render';
import { LedgerReconciliationsPage } from './LedgerReconciliationsPage';

const STAFF = {
  __typename: 'User' as const,
  id: '9',
  fullName: 'Helga Björnsdóttir',
  email: 'stjorn@leiga.is',
  isStaff: true,
  userType: null,
  primaryLanguage: { __typename: 'PrimaryLanguage' as const, code: 'EN' as const },
};

const run = (id: string, unbalanced: boolean) => ({
  __typename: 'LedgerReconciliation' as const,
  id,
  trigger: unbalanced ? ('SCHEDULE' as const) : ('STAFF' as const),
  contractsChecked: 12,
  contractsUnbalanced: unbalanced ? 1 : 0,
  isBalanced: !unbalanced,
  durationMs: 41,
  createdAt: '2026-11-24T08:00:00Z',
  findings: unbalanced
    ? [
        {
          __typename: 'LedgerFinding' as const,
          contractId: '31',
          problems: [
            {
              __typename: 'LedgerProblem' as const,
              code: 'TENANT_OWES_MISMATCH' as const,
              expected: 175000,
              actual: 180000,
            },
          ],
        },
      ]
    : [],
});

function listMock(items: ReturnType<typeof run>[]) {
  return {
    request: { query: AdminLedgerReconciliationsDocument, variables: { page: 1, pageSize: 20 } },
    result: {
      data: {
        __typename: 'Query',
        ledgerReconciliations: {
          __typename: 'LedgerReconciliationPage',
          count: items.length,
          page: 1,
          pageSize: 20,
          hasNextPage: false,
          items,
        },
      },
    },
  } satisfies MockedResponse;
}

describe('LedgerReconciliationsPage', () => {
  it('shows the latest runs with what did not balance, and runs one on request', async () => {
    let ran = false;
    await renderWithApp(<LedgerReconciliationsPage />, {
      path: '/admin/ledger-reconciliations',
      user: STAFF,
      mocks: [
        listMock([run('1', true)]),
        {
          request: { query: AdminRunLedgerReconciliationDocument },
          result: () => {
            ran = true;
            return { data: { __typename: 'Mutation', runLedgerReconciliation: run('2', false) } };
          },
        },
        listMock([run('2', false), run('1', true)]),
      ],
    });
    expect(await screen.findByText('1 contract out of balance')).toBeInTheDocument();
    expect(screen.getByText('Daily job')).toBeInTheDocument();
    expect(screen.getByText('Contract 31')).toBeInTheDocument();
    expect(screen.getByText(/^What the tenant owes: expected/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Run reconciliation' }));
    // The mutation's answer is told once the list has been read again.
    expect(
      await screen.findByText('Reconciliation finished: 12 contracts checked.'),
    ).toBeInTheDocument();
    expect(screen.getByText('All balanced')).toBeInTheDocument();
    expect(ran).toBe(true);
  });

  it('says so when nothing has run yet', async () => {
    await renderWithApp(<LedgerReconciliationsPage />, {
      path: '/admin/ledger-reconciliations',
      user: STAFF,
      mocks: [listMock([])],
    });
    expect(await screen.findByText('No reconciliation has run yet.')).toBeInTheDocument();
  });
});
