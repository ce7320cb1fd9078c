import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AddInspectionKeysDocument,
  AddInspectionUserDocument,
  InspectionStepsDocument,
  RemoveInspectionUserDocument,
  UpdateInspectionUserDocument,
} from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
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

  it('the summary adds a person after domain’s rules pass and removes one after a confirmation', async () => {
    const user = userEvent.setup();
    const added: unknown[] = [];
    const removed: unknown[] = [];
    const base = stepsFixture();
    const inspector = {
      __typename: 'InspectionUser' as const,
      id: '3',
      role: 'IN' as const,
      name: 'Sigrún Úttektardóttir',
      isIndividual: true,
      phones: [{ __typename: 'ContractPhone' as const, countryCode: '354', number: '7771234' }],
      emails: [{ __typename: 'ContractEmail' as const, email: 'sigrun@uttekt.is' }],
    };
    const withInspector = { ...base, users: [...base.users, inspector] };
    const addMock: MockedResponse = {
      request: {
        query: AddInspectionUserDocument,
        variables: (v: Record<string, unknown>) => {
          added.push(v['input']);
          return true;
        },
      },
      result: { data: { __typename: 'Mutation', addInspectionUser: withInspector } },
    };
    const removeMock: MockedResponse = {
      request: {
        query: RemoveInspectionUserDocument,
        variables: (v: Record<string, unknown>) => {
          removed.push(v['input']);
          return true;
        },
      },
      result: { data: { __typename: 'Mutation', removeInspectionUser: base } },
    };
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5/edit/summary',
      mocks: [stepsMock(base), addMock, removeMock],
      routes: [{ path: '/en/inspection-reports/:id/edit/summary', element: <SummaryStepPage /> }],
    });
    const people = await screen.findByTestId('people-list');
    expect(people).toHaveTextContent('Jón Guðmundsson · Landlord');
    expect(people).toHaveTextContent('+354 8201234');

    // An agent that is a company breaks SPEC 5; nothing is sent.
    await user.selectOptions(screen.getByLabelText('Role on the report'), 'AG');
    await user.click(screen.getByRole('button', { name: 'Add to the report' }));
    expect(screen.getByText('Give a name of 1 to 120 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Leigumiðlun ehf.');
    await user.click(screen.getByLabelText('This is a company, not a person'));
    await user.click(screen.getByRole('button', { name: 'Add to the report' }));
    expect(screen.getByText('An agent must be a person, not a company.')).toBeInTheDocument();
    expect(added).toEqual([]);

    await user.click(screen.getByLabelText('This is a company, not a person'));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Sigrún Úttektardóttir');
    await user.selectOptions(screen.getByLabelText('Role on the report'), 'IN');
    await user.type(screen.getByLabelText('Phone number'), '7771234');
    await user.type(screen.getByLabelText('E-mail'), 'sigrun@uttekt.is');
    await user.click(screen.getByRole('button', { name: 'Add to the report' }));
    expect(await screen.findByText('Sigrún Úttektardóttir · Inspector')).toBeInTheDocument();
    expect(added).toEqual([
      {
        reportId: '5',
        role: 'IN',
        name: 'Sigrún Úttektardóttir',
        isIndividual: true,
        phones: [{ countryCode: '354', number: '7771234' }],
        emails: [{ email: 'sigrun@uttekt.is' }],
      },
    ]);
    // The list follows the cache as soon as the answer lands; the form empties a tick later,
    // when the mutation's promise resumes.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));

    await user.click(screen.getByRole('button', { name: 'Remove: Sigrún Úttektardóttir' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sigrún Úttektardóttir will no longer be on the report');
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.queryByText('Sigrún Úttektardóttir · Inspector')).not.toBeInTheDocument(),
    );
    expect(removed).toEqual([{ reportId: '5', userId: '3' }]);
  });

  it('the summary edits a person: the dialog is prefilled, domain’s rules and the api’s field errors show, the list follows', async () => {
    const user = userEvent.setup();
    const toastSuccess = vi.spyOn(toast, 'success');
    const sent: unknown[] = [];
    const base = stepsFixture();
    // A tenant sync-contract brought without a phone.
    const users = base.users.map((u) => (u.role === 'TN' ? { ...u, phones: [] } : u));
    const noPhone = { ...base, users };
    const fixed = {
      ...base,
      users: users.map((u) =>
        u.role === 'TN'
          ? {
              ...u,
              name: 'Anna S. Sigurðardóttir',
              phones: [
                { __typename: 'ContractPhone' as const, countryCode: '354', number: '6601234' },
              ],
            }
          : u,
      ),
    };
    const update = (result: MockedResponse['result']): MockedResponse => ({
      request: {
        query: UpdateInspectionUserDocument,
        variables: (v: Record<string, unknown>) => {
          sent.push(v['input']);
          return true;
        },
      },
      result,
    });
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5/edit/summary',
      mocks: [
        stepsMock(noPhone),
        update({
          errors: [
            {
              message: 'Invalid input.',
              extensions: {
                code: 'BAD_USER_INPUT',
                reason: 'validation_error',
                fields: { 'phones.0.number': 'validation.phone' },
              },
            },
          ],
        }),
        update({ data: { __typename: 'Mutation', updateInspectionUser: fixed } }),
      ],
      routes: [{ path: '/en/inspection-reports/:id/edit/summary', element: <SummaryStepPage /> }],
    });
    const people = await screen.findByTestId('people-list');
    expect(people).toHaveTextContent('Phones: none');

    await user.click(screen.getByRole('button', { name: 'Edit: Anna Sigurðardóttir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit a person on the report' });
    expect(dialog).toHaveTextContent('Role on the report: Tenant.');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Anna Sigurðardóttir');
    expect(within(dialog).getByLabelText('This is a company, not a person')).not.toBeChecked();
    expect(within(dialog).getByText('No phone number yet.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail address 1')).toHaveValue('anna@leiga.is');

    // Domain's rules first: no name, a number that is no phone number; nothing is sent.
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Add a phone number' }));
    expect(within(dialog).getByLabelText('Phone number 1')).toHaveFocus();
    expect(within(dialog).getByLabelText('Country code of phone number 1')).toHaveValue('354');
    await user.type(within(dialog).getByLabelText('Phone number 1'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Give a name of 1 to 120 characters.')).toBeVisible();
    expect(within(dialog).getByText('Enter a valid phone number.')).toBeVisible();
    expect(sent).toEqual([]);

    // The api's field error is shown beside its field, in the reader's words.
    await user.type(within(dialog).getByLabelText('Name'), 'Anna S. Sigurðardóttir');
    await user.clear(within(dialog).getByLabelText('Phone number 1'));
    await user.type(within(dialog).getByLabelText('Phone number 1'), '6601234');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter a valid phone number.')).toBeVisible();
    expect(within(dialog).getByLabelText('Phone number 1')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastSuccess).toHaveBeenCalledWith('Changes to Anna S. Sigurðardóttir saved.');
    expect(screen.getByTestId('people-list')).toHaveTextContent('Anna S. Sigurðardóttir · Tenant');
    expect(screen.getByTestId('people-list')).toHaveTextContent('+354 6601234');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      reportId: '5',
      userId: '2',
      name: 'Anna S. Sigurðardóttir',
      isIndividual: true,
      phones: [{ countryCode: '354', number: '6601234' }],
      emails: [{ email: 'anna@leiga.is' }],
    });
    toastSuccess.mockRestore();
  });

  it('offers no edit once the report is committed', async () => {
    await renderWithApp(<div />, {
      user: LANDLORD,
      path: '/en/inspection-reports/5/edit/summary',
      mocks: [stepsMock(stepsFixture([], false))],
      routes: [{ path: '/en/inspection-reports/:id/edit/summary', element: <SummaryStepPage /> }],
    });
    expect(await screen.findByTestId('people-list')).toHaveTextContent('Anna Sigurðardóttir');
    expect(screen.queryByRole('button', { name: /^Edit: / })).not.toBeInTheDocument();
  });
});
