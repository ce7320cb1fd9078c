import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContractPriceEstimateDocument } from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { PriceEstimatePanel } from './PriceEstimatePanel';

function estimateMock(estimate: Record<string, unknown>): MockedResponse {
  return {
    request: { query: ContractPriceEstimateDocument, variables: { id: '7' } },
    result: {
      data: {
        contract: {
          __typename: 'Contract',
          id: '7',
          priceEstimate: {
            __typename: 'PriceEstimate',
            low: null,
            high: null,
            currency: 'ISK',
            ...estimate,
          },
        },
      },
    },
  };
}

describe('PriceEstimatePanel', () => {
  it('suggests a rent with how many listings it compared, and one click takes it', async () => {
    const user = userEvent.setup();
    const onUse = vi.fn();
    await renderWithApp(<PriceEstimatePanel contractId="7" onUse={onUse} />, {
      user: LANDLORD,
      path: '/en/rental-contracts/7',
      mocks: [
        estimateMock({
          status: 'OK',
          estimate: 285000,
          low: 250000,
          high: 320000,
          comparedCount: 14,
        }),
      ],
    });
    expect(
      await screen.findByText('Compared with 14 similar listings.', { exact: false }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this rent' }));
    expect(onUse).toHaveBeenCalledWith(285000);
  });

  it('says it could not estimate, offering nothing to click, when too few listings compare', async () => {
    await renderWithApp(<PriceEstimatePanel contractId="7" onUse={vi.fn()} />, {
      user: LANDLORD,
      path: '/en/rental-contracts/7',
      mocks: [estimateMock({ status: 'INSUFFICIENT_DATA', estimate: null, comparedCount: 2 })],
    });
    expect(await screen.findByTestId('price-estimate-unavailable')).toHaveTextContent(
      'too few similar listings',
    );
    expect(screen.queryByRole('button', { name: 'Use this rent' })).not.toBeInTheDocument();
  });

  it('says it could not estimate when the estimate failed, without blocking anything', async () => {
    await renderWithApp(<PriceEstimatePanel contractId="7" onUse={vi.fn()} />, {
      user: LANDLORD,
      path: '/en/rental-contracts/7',
      mocks: [estimateMock({ status: 'FAILED', estimate: null, comparedCount: 0 })],
    });
    expect(await screen.findByTestId('price-estimate-unavailable')).toHaveTextContent(
      'does not affect the lease or its signing',
    );
  });
});
