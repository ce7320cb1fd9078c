import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContractDetailDocument } from '../../../__generated__/graphql';
import { LANDLORD, renderWithApp } from '../../../test/render';
import { ContractWizardPage } from './ContractWizardPage';
import { contractFixture } from './test-fixtures';

function detailMock(contract: ReturnType<typeof contractFixture> | null): MockedResponse {
  return {
    request: { query: ContractDetailDocument, variables: { id: '7' } },
    result: { data: { contract } },
  };
}

async function open(step: string, contract: ReturnType<typeof contractFixture> | null) {
  return renderWithApp(<p>elsewhere</p>, {
    user: LANDLORD,
    path: `/en/rental-contracts/7/edit/${step}`,
    mocks: [detailMock(contract)],
    routes: [{ path: '/en/rental-contracts/:id/edit/:step', element: <ContractWizardPage /> }],
  });
}

describe('ContractWizardPage', () => {
  it('opens a draft’s step as a form beside the step list', async () => {
    await open('period', contractFixture());
    expect(await screen.findByRole('heading', { name: 'Lease period' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('2027-03-01');
    expect(screen.getByRole('link', { name: 'Lease period (complete)' })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('shows a committed contract read-only, without a form', async () => {
    await open(
      'period',
      contractFixture({ status: 'COMMITTED', committed: true, viewerCanEdit: false }),
    );
    expect(await screen.findByTestId('step-read_only')).toBeInTheDocument();
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('shows a committed contract’s amenities as saved, read-only', async () => {
    await open(
      'amenities',
      contractFixture({
        status: 'COMMITTED',
        committed: true,
        viewerCanEdit: false,
        amenities: ['BALCONY', 'SAUNA'],
        fixturesDescription: 'Sófi og borðstofuborð fylgja.',
      }),
    );
    expect(await screen.findByTestId('step-read_only')).toBeInTheDocument();
    expect(screen.getByText('Balcony, Sauna')).toBeInTheDocument();
    expect(screen.getByText('Sófi og borðstofuborð fylgja.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('keeps commit off while steps are incomplete and names them', async () => {
    await open('preview', contractFixture());
    const blocking = await screen.findByTestId('blocking-steps');
    expect(blocking).toHaveTextContent('Rent and security');
    expect(blocking).toHaveTextContent('Fire safety and documents');
    expect(screen.getByRole('button', { name: 'Finish and send for signing' })).toBeDisabled();
  });

  it('is the 404 page for a contract the viewer may not see', async () => {
    await open('period', null);
    expect(await screen.findByTestId('error-screen')).toHaveAttribute('data-status', '404');
  });
});
