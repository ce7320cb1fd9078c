import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  LogContractStepDocument,
  UpdateContractDocument,
  type UpdateContractInput,
} from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { toDomainContract } from '../model';
import { RentStep } from './steps-money';
import { contractFixture } from './test-fixtures';

/** Answers every save with the contract as changed, and records what each save sent. */
function updateMock(inputs: UpdateContractInput[]): MockedResponse {
  return {
    request: {
      query: UpdateContractDocument,
      variables: (v: Record<string, unknown>) => {
        inputs.push(v['input'] as UpdateContractInput);
        return true;
      },
    },
    maxUsageCount: 20,
    result: () => {
      const input = inputs.at(-1)!;
      return {
        data: {
          updateContract: contractFixture({
            price: input.price ?? null,
            insuranceType: input.insuranceType ?? null,
            insuranceAmount: input.insuranceAmount ?? null,
          }),
        },
      };
    },
  };
}

function logMock(logged: unknown[]): MockedResponse {
  return {
    request: {
      query: LogContractStepDocument,
      variables: (v: Record<string, unknown>) => {
        logged.push(v['input']);
        return true;
      },
    },
    maxUsageCount: 5,
    result: {
      data: {
        logContractStep: {
          __typename: 'Contract',
          id: '7',
          validSteps: contractFixture().validSteps,
        },
      },
    },
  };
}

describe('RentStep', () => {
  it('refuses a security over three months’ rent beside the field, then saves, logs the step and moves on', async () => {
    const user = userEvent.setup();
    const inputs: UpdateContractInput[] = [];
    const logged: unknown[] = [];
    const contract = contractFixture();
    const { router } = await renderWithApp(
      <RentStep contract={contract} domain={toDomainContract(contract)} />,
      {
        user: LANDLORD,
        path: '/en/rental-contracts/7/edit/rent-and-securities',
        mocks: [updateMock(inputs), logMock(logged)],
      },
    );
    await user.type(screen.getByLabelText('Monthly rent'), '200000');
    await user.selectOptions(screen.getByLabelText('Type of security'), 'deposit');
    await user.type(screen.getByLabelText('Security amount'), '700000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText(
        'The security may be at most three times the monthly rent plus the housing association fund.',
      ),
    ).toBeInTheDocument();
    expect(logged).toEqual([]);
    // What was typed is kept even so: the api stores it and reports the step incomplete.
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ insuranceAmount: 700000 }));

    await user.clear(screen.getByLabelText('Security amount'));
    await user.type(screen.getByLabelText('Security amount'), '400000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(logged).toEqual([{ id: '7', stepName: 'rent-and-securities', isValid: true }]),
    );
    expect(inputs.at(-1)).toEqual({
      id: '7',
      price: 200000,
      currency: 'ISK',
      insuranceType: 'DEPOSIT',
      insuranceAmount: 400000,
      prePaidRentAmount: null,
      prePaidRentMonths: null,
      isIndexed: false,
      indexBaseMonth: null,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/rental-contracts/7/edit/utilities'),
    );
  });

  it('offers CPI indexation only where the law allows it', async () => {
    const fixed = contractFixture({ isDefinite: true, endDate: '2027-12-31' });
    await renderWithApp(<RentStep contract={fixed} domain={toDomainContract(fixed)} />, {
      user: LANDLORD,
    });
    expect(screen.queryByLabelText('Linked to the consumer price index')).not.toBeInTheDocument();
    expect(screen.getByTestId('indexation-not-allowed')).toHaveTextContent(
      'A fixed-term lease of 12 months or less may not be linked to the consumer price index.',
    );
  });
});
