import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AddPayoutMethodDocument,
  ChoosePayoutMethodDocument,
  ContractKeyHandoversDocument,
  ContractPaymentsStepDocument,
  RemoveKeyHandoverDocument,
} from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { toDomainContract } from '../model';
import { contractFixture } from '../wizard/test-fixtures';
import { KeyHandoversPanel } from './KeyHandoversPanel';
import { PaymentsStep } from './PaymentsStep';

/** Jón (the payee, 040768-2389) has his own account and, by mistake, Anna's. */
const JONS = {
  __typename: 'PayoutMethod' as const,
  id: '11',
  iban: 'IS190133260123450407682389',
  holderName: 'Jón Guðmundsson',
  icelandicFormat: {
    __typename: 'IcelandicBankAccount' as const,
    bank: '0133',
    ledger: '26',
    account: '012345',
    holderKennitala: '0407682389',
  },
};
const ANNAS = {
  ...JONS,
  id: '12',
  iban: 'IS390101260712031203942319',
  holderName: 'Anna Sigurðardóttir',
  icelandicFormat: {
    ...JONS.icelandicFormat,
    bank: '0101',
    account: '071203',
    holderKennitala: '1203942319',
  },
};
const PAYEE = {
  __typename: 'ContractPayee' as const,
  name: 'Jón Guðmundsson',
  identifier: '0407682389',
  identifierCountry: 'IS',
  entityId: null,
};

function stepMock(): MockedResponse {
  return {
    request: { query: ContractPaymentsStepDocument, variables: { id: '7' } },
    maxUsageCount: 5,
    result: {
      data: {
        contract: { __typename: 'Contract', id: '7', payoutMethod: null },
        myPayoutMethods: [JONS, ANNAS],
      },
    },
  };
}

function renderStep(mocks: MockedResponse[]) {
  const fixture = contractFixture();
  const contract = contractFixture({
    paidWithCash: false,
    payee: PAYEE,
    landlords: [{ ...fixture.landlords[0]!, identifier: PAYEE.identifier }],
  });
  return renderWithApp(<PaymentsStep contract={contract} domain={toDomainContract(contract)} />, {
    user: LANDLORD,
    path: '/en/rental-contracts/7/edit/payments',
    mocks: [stepMock(), ...mocks],
  });
}

describe('PaymentsStep', () => {
  it('offers only the payee’s own accounts and saves the one chosen', async () => {
    const user = userEvent.setup();
    const chosen: unknown[] = [];
    await renderStep([
      {
        request: {
          query: ChoosePayoutMethodDocument,
          variables: (v: Record<string, unknown>) => {
            chosen.push(v['input']);
            return true;
          },
        },
        result: {
          data: {
            updateContract: {
              __typename: 'Contract',
              id: '7',
              paidWithCash: false,
              payoutMethod: {
                __typename: 'ContractPayoutMethod',
                id: '11',
                bankAccount: {
                  __typename: 'ContractBankAccount',
                  iban: JONS.iban,
                  holderKennitala: '0407682389',
                },
              },
              validSteps: [],
            },
          },
        },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'Your bank accounts' });
    const [own, foreign] = within(list).getAllByRole('radio');
    expect(foreign).toBeDisabled();
    expect(within(list).getByText('Not held by the payee, so it cannot be chosen.')).toBeVisible();
    await user.click(own!);
    await waitFor(() =>
      expect(chosen).toEqual([{ id: '7', payoutMethodId: '11', paidWithCash: false }]),
    );
    await waitFor(() => expect(own).toBeChecked());
  });

  it('refuses a new account not held by the payee, then shows the bank’s refusal by the field', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    await renderStep([
      {
        request: {
          query: AddPayoutMethodDocument,
          variables: (v: Record<string, unknown>) => {
            sent.push(v['input']);
            return true;
          },
        },
        result: {
          errors: [
            {
              message: 'The bank does not know this account.',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { iban: 'validation.account_unknown' },
              },
            },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add a bank account' }));
    const number = screen.getByLabelText('Account number');
    const holder = screen.getByLabelText("Account holder's kennitala");
    await user.type(number, '0101-26-071203');
    await user.clear(holder);
    await user.type(holder, '1203942319');
    await user.click(screen.getByRole('button', { name: 'Confirm with the bank and add' }));
    expect(
      await screen.findByText("The account must be held under the payee's kennitala."),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(holder);
    await user.type(holder, '040768-2389');
    await user.click(screen.getByRole('button', { name: 'Confirm with the bank and add' }));
    expect(
      await screen.findByText(
        'The bank does not know this account. Check the account number and the kennitala.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([{ iban: 'IS350101260712030407682389' }]);
  });
});

describe('KeyHandoversPanel', () => {
  it('lists the handovers and deletes one only after confirming', async () => {
    const user = userEvent.setup();
    const handover = {
      __typename: 'KeyHandover' as const,
      id: '5',
      handedOverOn: '2027-01-01',
      direction: 'TO_TENANT' as const,
      keyCount: 3,
      description: 'Front door, flat and mailbox',
    };
    const listed = (keyHandovers: (typeof handover)[]) => ({
      request: { query: ContractKeyHandoversDocument, variables: { id: '7' } },
      result: {
        data: {
          contract: {
            __typename: 'Contract',
            id: '7',
            viewerCanEdit: true,
            viewerAccess: 'EDIT',
            keyHandovers,
          },
        },
      },
    });
    const removed: unknown[] = [];
    await renderWithApp(<KeyHandoversPanel contractId="7" />, {
      user: LANDLORD,
      mocks: [
        listed([handover]),
        {
          request: {
            query: RemoveKeyHandoverDocument,
            variables: (v: Record<string, unknown>) => {
              removed.push(v['id']);
              return true;
            },
          },
          result: { data: { removeKeyHandover: '5' } },
        },
        listed([]),
      ],
    });
    const list = await screen.findByTestId('key-handovers');
    expect(list).toHaveTextContent('01.01.2027');
    expect(list).toHaveTextContent('To the tenant');
    expect(list).toHaveTextContent('3 keys');
    expect(list).toHaveTextContent('Front door, flat and mailbox');

    await user.click(screen.getByRole('button', { name: 'Delete the key handover of 01.01.2027' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removed).toEqual(['5']));
    expect(await screen.findByText('No key handovers have been recorded.')).toBeVisible();
  });
});
