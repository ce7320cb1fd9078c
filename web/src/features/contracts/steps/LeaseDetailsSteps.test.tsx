import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ContractAmenitySuggestionsDocument,
  LogContractStepDocument,
  RemoveContractPhoneDocument,
  UpdateContractAmenitiesDocument,
  UpdateContractMaintenanceDocument,
} from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { toDomainContract } from '../model';
import { getNextStep } from '../wizard/patch';
import { contractFixture } from '../wizard/test-fixtures';
import { AmenitiesStep } from './AmenitiesStep';
import { MaintenanceStep } from './MaintenanceStep';
import { PartyContacts } from './PartyContacts';

/** Records each call's input and answers with the contract as the fixture has it. */
function recordingMock(
  query: DocumentNode,
  field: string,
  inputs: unknown[],
  answer: () => unknown = () => contractFixture(),
): MockedResponse {
  return {
    request: {
      query,
      variables: (v: Record<string, unknown>) => {
        inputs.push(v['input']);
        return true;
      },
    },
    maxUsageCount: 10,
    result: () => ({ data: { [field]: answer() } }),
  };
}

const suggestionsMock = (amenities: string[]): MockedResponse => ({
  request: { query: ContractAmenitySuggestionsDocument, variables: { id: '7' } },
  result: {
    data: { contract: { __typename: 'Contract', id: '7', amenitySuggestions: amenities } },
  },
});

const logMock = (logged: unknown[]) =>
  recordingMock(LogContractStepDocument, 'logContractStep', logged, () => ({
    __typename: 'Contract',
    id: '7',
    validSteps: contractFixture().validSteps,
  }));

describe('AmenitiesStep', () => {
  it('starts from the listing’s amenities, saves the choice with the furnishings and moves on', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const logged: unknown[] = [];
    const contract = contractFixture();
    const { router } = await renderWithApp(
      <AmenitiesStep contract={contract} domain={toDomainContract(contract)} />,
      {
        user: LANDLORD,
        path: '/en/rental-contracts/7/edit/amenities',
        mocks: [
          suggestionsMock(['BALCONY', 'DISHWASHER']),
          recordingMock(UpdateContractAmenitiesDocument, 'updateContractAmenities', saved),
          logMock(logged),
        ],
      },
    );
    expect(await screen.findByTestId('amenities-from-listing')).toBeInTheDocument();
    const choices = screen.getByRole('group', { name: 'Amenities' });
    expect(within(choices).getByLabelText('Balcony')).toBeChecked();
    expect(within(choices).getByLabelText('Dishwasher')).toBeChecked();
    expect(within(choices).getByLabelText('Sauna')).not.toBeChecked();

    await user.click(within(choices).getByLabelText('Balcony'));
    await user.type(screen.getByLabelText('Furnishings and fixtures'), 'Sófi fylgir.');
    expect(screen.getByText(/1488 characters left/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(logged).toEqual([{ id: '7', stepName: 'amenities', isValid: true }]),
    );
    expect(saved.at(-1)).toEqual({
      id: '7',
      amenities: ['DISHWASHER'],
      fixturesDescription: 'Sófi fylgir.',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/rental-contracts/7/edit/period'),
    );
  });

  it('shows a saved answer without asking for the listing’s', async () => {
    const contract = contractFixture({ amenities: ['SAUNA'], fixturesDescription: 'Ísskápur.' });
    await renderWithApp(<AmenitiesStep contract={contract} domain={toDomainContract(contract)} />, {
      user: LANDLORD,
    });
    expect(screen.getByLabelText('Sauna')).toBeChecked();
    expect(screen.getByLabelText('Balcony')).not.toBeChecked();
    expect(screen.getByLabelText('Furnishings and fixtures')).toHaveValue('Ísskápur.');
    expect(screen.queryByTestId('amenities-from-listing')).not.toBeInTheDocument();
  });
});

describe('MaintenanceStep', () => {
  it('asks who pays an independent inspector before it saves, then saves and goes to preview', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const logged: unknown[] = [];
    const contract = contractFixture();
    const { router } = await renderWithApp(
      <MaintenanceStep contract={contract} domain={toDomainContract(contract)} />,
      {
        user: LANDLORD,
        path: '/en/rental-contracts/7/edit/maintenance-and-inspection',
        mocks: [
          recordingMock(UpdateContractMaintenanceDocument, 'updateContractMaintenance', saved),
          logMock(logged),
        ],
      },
    );
    expect(screen.getByLabelText('Joint inspection by the parties')).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Who pays the inspector' })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Snow clearing'));
    await user.click(screen.getByLabelText('Independent inspector'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Choose who pays the independent inspector.'),
    ).toBeInTheDocument();
    expect(logged).toEqual([]);

    await user.click(screen.getByLabelText('The parties split the cost in half'));
    await user.type(screen.getByLabelText('Inspector (if known)'), 'Úttektir ehf.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(logged).toEqual([{ id: '7', stepName: 'maintenance-and-inspection', isValid: true }]),
    );
    expect(saved.at(-1)).toEqual({
      id: '7',
      tenantDuties: ['SNOW_CLEARING'],
      maintenanceNotes: null,
      inspection: 'INDEPENDENT',
      inspectionPaidBy: 'SPLIT',
      inspectorName: 'Úttektir ehf.',
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/rental-contracts/7/edit/preview'),
    );
  });
});

describe('PartyContacts', () => {
  it('removes one phone only after the confirmation', async () => {
    const user = userEvent.setup();
    const removed: unknown[] = [];
    await renderWithApp(
      <PartyContacts
        phones={[{ id: '41', countryCode: '354', number: '6901234' }]}
        emails={[{ id: '42', email: 'kristin@leiga.is' }]}
        emptyText="No phone or e-mail"
      />,
      {
        user: LANDLORD,
        mocks: [recordingMock(RemoveContractPhoneDocument, 'removeContractPhone', removed)],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Remove phone number +354 6901234' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove +354 6901234?');
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual([{ id: '41' }]));
    // The dialog closes once the removal has answered; waiting for it keeps that state update
    // inside the test rather than after the environment is torn down.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('the wizard’s order', () => {
  it('goes from the special terms to maintenance and inspection, then to preview', () => {
    expect(getNextStep('property')).toBe('amenities');
    expect(getNextStep('special-terms')).toBe('maintenance-and-inspection');
    expect(getNextStep('maintenance-and-inspection')).toBe('preview');
    expect(getNextStep('preview')).toBe('preview');
  });
});
