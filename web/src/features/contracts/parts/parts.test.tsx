import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContractPartsDocument, PropertyRegistryDocument } from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { contractFixture } from '../wizard/test-fixtures';
import { PartiesStep } from './PartiesStep';
import { RealEstatePicker } from './RealEstatePicker';
import { UtilitiesStep } from './UtilitiesStep';

const party = (role: 'LANDLORD' | 'TENANT', id: string, name: string, identifier: string) => ({
  __typename: 'ContractEntity' as const,
  id,
  role,
  name,
  identifier,
  identifierCountry: 'IS',
  isIndividual: true,
  phones: [
    { __typename: 'ContractPhone' as const, id: `p${id}`, countryCode: '354', number: '6901234' },
  ],
  emails: [],
  agents: [],
});

function partsMock(): MockedResponse {
  return {
    request: { query: ContractPartsDocument, variables: { id: '7' } },
    result: {
      data: {
        contract: {
          __typename: 'Contract',
          id: '7',
          realEstate: null,
          landlords: [party('LANDLORD', '1', 'Jón Guðmundsson', '1203894569')],
          tenants: [],
          utilities: [],
          validSteps: [{ __typename: 'ContractValidStep', stepName: 'parties', isValid: false }],
        },
      },
    },
  };
}

function registryMock(): MockedResponse {
  return {
    request: { query: PropertyRegistryDocument, variables: { q: 'Skipholt 12' } },
    result: {
      data: {
        propertyRegistry: {
          __typename: 'RegistryPropertyPage',
          count: 1,
          items: [
            {
              __typename: 'RegistryProperty',
              propertyCode: 'F2012345',
              landregId: 'L104512',
              address: {
                __typename: 'RegistryAddress',
                street: 'Skipholt',
                houseNumber: '12',
                postalCode: '105',
                town: 'Reykjavík',
              },
              units: [
                {
                  __typename: 'RegistryUnit',
                  unitCode: '010101',
                  usage: 'íbúð',
                  size: 74.2,
                  rooms: 3,
                  fireInsuranceValue: 41000000,
                },
                {
                  __typename: 'RegistryUnit',
                  unitCode: '010102',
                  usage: 'íbúð',
                  size: 55,
                  rooms: 2,
                  fireInsuranceValue: 32000000,
                },
              ],
            },
          ],
        },
      },
    },
  };
}

describe('RealEstatePicker', () => {
  it('searches the register once typing pauses, shows the units and asks for one ticked', async () => {
    const user = userEvent.setup();
    await renderWithApp(<RealEstatePicker contractId="7" currentCode={null} />, {
      user: LANDLORD,
      path: '/en/rental-contracts/7/edit/property',
      mocks: [registryMock()],
    });
    await user.type(screen.getByRole('combobox', { name: 'Address or fastanúmer' }), 'Skipholt 12');
    const option = await screen.findByRole('button', { name: /Skipholt 12, 105 Reykjavík/ });
    expect(option).toHaveTextContent('F2012345 · 2 units');
    await user.click(option);
    expect(screen.getByTestId('registry-units')).toHaveTextContent('landeignarnúmer L104512');
    expect(screen.getByTestId('registry-units')).toHaveTextContent('74.2 m² · 3 rooms');
    await user.click(screen.getByRole('button', { name: 'Use this property' }));
    expect(
      await screen.findByText('Choose at least one unit of the property.'),
    ).toBeInTheDocument();
  });
});

describe('PartiesStep', () => {
  it('lists the parties and checks a new tenant with domain’s rules before saving', async () => {
    const user = userEvent.setup();
    const contract = contractFixture();
    await renderWithApp(<PartiesStep contract={contract} />, {
      user: LANDLORD,
      path: '/en/rental-contracts/7/edit/parties',
      mocks: [partsMock()],
    });
    const landlords = await screen.findByTestId('landlords');
    expect(landlords).toHaveTextContent('Jón Guðmundsson');
    expect(landlords).toHaveTextContent('+354 6901234');
    expect(screen.getByTestId('tenants')).toHaveTextContent('No tenant yet.');
    // Jón has a phone but no e-mail: the step's rules say so beside him.
    expect(screen.getByTestId('party-issues')).toHaveTextContent('e-mail');

    await user.click(screen.getByRole('button', { name: 'Add a tenant' }));
    const form = screen.getByTestId('add-tenant');
    await user.type(screen.getByLabelText('Kennitala'), '1203942329');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await waitFor(() => expect(form.querySelector('[aria-invalid="true"]')).toBeInTheDocument());
    expect(screen.getByLabelText('Kennitala')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('UtilitiesStep', () => {
  it('asks a price of the other utility the tenant pays, by domain’s rule, before saving', async () => {
    const user = userEvent.setup();
    await renderWithApp(<UtilitiesStep contract={contractFixture()} />, {
      user: LANDLORD,
      path: '/en/rental-contracts/7/edit/utilities',
      mocks: [partsMock()],
    });
    const other = await screen.findByTestId('utility-other');
    expect(screen.getByTestId('utility-heating')).toBeInTheDocument();
    await user.click(within(other).getByLabelText('The tenant pays this'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(other).getByLabelText('Monthly amount (kr.)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
