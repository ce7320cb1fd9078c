import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { FraudCheckCell } from './FraudCheckCell';

const none = {
  photoId: null,
  otherListingId: null,
  distance: null,
  scope: null,
  pricePerM2: null,
  medianPerM2: null,
  comparables: null,
  ratio: null,
  scamCode: null,
  excerpt: null,
};

function listing(fraudCheck: unknown) {
  return { __typename: 'Listing', id: '3', isVerified: false, fraudCheck } as never;
}

describe('FraudCheckCell', () => {
  it('says when a listing has not been checked yet', async () => {
    await renderWithApp(<FraudCheckCell listing={listing(null)} />);
    expect(await screen.findByText('Not checked')).toBeVisible();
  });

  it('shows a passed check as passed', async () => {
    const check = { score: 0, passes: true, checkedAt: '2026-11-24T08:00:00Z', signals: [] };
    await renderWithApp(<FraudCheckCell listing={listing(check)} />);
    expect(await screen.findByText('Passed')).toBeVisible();
  });

  it('lists the signals of a flagged listing with the numbers to judge them', async () => {
    const check = {
      score: 0.8,
      passes: false,
      checkedAt: '2026-11-24T08:00:00Z',
      signals: [
        { ...none, code: 'REUSED_PHOTO', photoId: '41', otherListingId: '7', distance: 2 },
        {
          ...none,
          code: 'PRICE_FAR_BELOW',
          scope: 'POSTAL_CODE',
          pricePerM2: 1400,
          medianPerM2: 4000,
          comparables: 12,
          ratio: 0.35,
        },
        {
          ...none,
          code: 'SCAM_PHRASE',
          scamCode: 'money_transfer_service',
          excerpt: 'Western Union',
        },
      ],
    };
    await renderWithApp(<FraudCheckCell listing={listing(check)} />);
    expect(await screen.findByText('Flagged')).toBeVisible();
    expect(screen.getByText('Score 0.8')).toBeVisible();
    await userEvent.click(screen.getByText('Reasons (3)'));
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Photo #41 looks like a photo another landlord showed first on listing #7 (2 of 64 bits apart).',
      'Rent of 1,400 ISK/m² is 35% of the median 4,000 ISK/m² of 12 comparable homes in the same postal code.',
      'Money-transfer service: “Western Union”',
    ]);
  });
});
