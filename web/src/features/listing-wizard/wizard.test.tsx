import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressLookupDocument, CreateListingDocument } from '../../__generated__/graphql';
import { LANDLORD, renderWithApp, type Rendered } from '../../test/render';
import { RealEstateStep } from './steps-place';
import { PricingStep } from './steps-terms';
import { blankDraft } from './test-fixtures';
import { WizardNewPage } from './WizardNewPage';

async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label, { exact: false });
  await user.clear(input);
  await user.type(input, value);
}

describe('/listings/create/new', () => {
  it('creates no draft on opening; the first save creates it and goes on to the next step', async () => {
    const user = userEvent.setup();
    const created = vi.fn((variables: Record<string, unknown>) => {
      void variables;
      return { data: { createListing: blankDraft('41', { street: 'Grettisgata' }) } };
    });
    const mocks: MockedResponse[] = [
      {
        request: {
          query: AddressLookupDocument,
          variables: { input: { street: 'Grettisgata', houseNumber: '12', postalCode: '101' } },
        },
        result: {
          data: {
            addressLookup: {
              __typename: 'AddressMatch',
              lat: 64.1437,
              lng: -21.9203,
              precision: 'ADDRESS',
              street: 'Grettisgata',
              houseNumber: '12',
              postalCode: '101',
            },
          },
        },
      },
      {
        request: { query: CreateListingDocument, variables: () => true },
        result: created,
      },
    ];
    const view: Rendered = await renderWithApp(<WizardNewPage />, {
      path: '/listings/create/new',
      user: LANDLORD,
      mocks,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Property' })).toBeVisible();
    // Nothing typed, nothing stored, and no error shown before anything is typed.
    expect(created).not.toHaveBeenCalled();
    expect(screen.queryByText('Enter the street name (2 to 100 characters).')).toBeNull();
    // The steps are shown but lead nowhere until the draft exists.
    expect(screen.queryByRole('link', { name: /Price/ })).toBeNull();

    await fill(user, 'Street', 'Grettisgata');
    await fill(user, 'House number', '12');
    await fill(user, 'Postal code', '101');
    // The address is looked up and the pin placed from it: no coordinates to type.
    expect(
      await screen.findByText(
        'The address is on the map. Click the map if the pin is not quite in the right place.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('64.1437'));
    expect(screen.getByLabelText('Longitude')).toHaveValue('-21.9203');
    await fill(user, 'Floor', '2');
    await user.click(screen.getAllByRole('radio', { name: 'No' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const input = (created.mock.calls[0]![0] as { input: { fields: Record<string, unknown> } })
      .input;
    expect(input.fields).toMatchObject({
      street: 'Grettisgata',
      houseNumber: '12',
      postalCode: '101',
      lat: 64.1437,
      lng: -21.9203,
      floor: 2,
      hasElevator: false,
    });
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/en/listings/create/41/basics'),
    );
  }, 30_000);
});

/** A street the lookup does not know: the answer is the middle of its postal code's area. */
const NYGATA_LOOKUP = {
  query: AddressLookupDocument,
  variables: { input: { street: 'Nýgata', houseNumber: '12', postalCode: '101' } },
};
const NYGATA_IN_ITS_AREA = {
  data: {
    addressLookup: {
      __typename: 'AddressMatch',
      lat: 64.1456,
      lng: -21.9331,
      precision: 'POSTAL_CODE',
      street: 'Nýgata',
      houseNumber: '12',
      postalCode: '101',
    },
  },
} as const;

describe('address lookup', () => {
  it('leaves the pin of the address the draft was saved with where the landlord put it', async () => {
    const draft = blankDraft('7', {
      street: 'Grettisgata',
      houseNumber: '12',
      postalCode: '101',
      lat: 64.1441,
      lng: -21.9199,
    });
    // No mocks: a lookup would fail and say so.
    await renderWithApp(<RealEstateStep listing={draft} />, {
      path: '/listings/create/7/real-estate',
      user: LANDLORD,
    });
    expect(await screen.findByLabelText('Latitude')).toHaveValue('64.1441');
    // Longer than the pause the lookup waits for.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByLabelText('Latitude')).toHaveValue('64.1441');
  });

  it('says when only the postal code is known, and moves the pin to its area', async () => {
    const user = userEvent.setup();
    const draft = blankDraft('7', { street: 'Grettisgata', houseNumber: '12', postalCode: '101' });
    await renderWithApp(<RealEstateStep listing={draft} />, {
      path: '/listings/create/7/real-estate',
      user: LANDLORD,
      mocks: [{ request: NYGATA_LOOKUP, result: NYGATA_IN_ITS_AREA }],
    });
    await fill(user, 'Street', 'Nýgata');
    expect(
      await screen.findByText(
        'We could not find the street, so the pin is in the middle of the postal code area. Click the map where the home is.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Latitude')).toHaveValue('64.1456'));
  });

  it('keeps the coordinates the landlord typed while the lookup was out', async () => {
    const user = userEvent.setup();
    const draft = blankDraft('7', { street: 'Grettisgata', houseNumber: '12', postalCode: '101' });
    const answered = vi.fn(() => NYGATA_IN_ITS_AREA);
    await renderWithApp(<RealEstateStep listing={draft} />, {
      path: '/listings/create/7/real-estate',
      user: LANDLORD,
      mocks: [
        {
          request: NYGATA_LOOKUP,
          // A slow answer: it comes after the landlord has typed the coordinates.
          delay: 1_500,
          result: answered,
        },
      ],
    });
    await fill(user, 'Street', 'Nýgata');
    expect(await screen.findByText('Looking up the address…')).toBeVisible();
    await user.click(screen.getByText('Enter the coordinates'));
    await fill(user, 'Latitude', '64.1466');
    await fill(user, 'Longitude', '-21.9426');
    await user.tab();
    await waitFor(() => expect(answered).toHaveBeenCalled(), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByLabelText('Latitude')).toHaveValue('64.1466');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-21.9426');
    // Nor does the status claim the pin was moved to the postal code's middle.
    expect(screen.getByRole('status')).toHaveTextContent('');
  }, 15_000);

  it('keeps a coordinate that is still being typed when the lookup answers', async () => {
    const user = userEvent.setup();
    const draft = blankDraft('7', { street: 'Grettisgata', houseNumber: '12', postalCode: '101' });
    await renderWithApp(<RealEstateStep listing={draft} />, {
      path: '/listings/create/7/real-estate',
      user: LANDLORD,
      mocks: [{ request: NYGATA_LOOKUP, delay: 800, result: NYGATA_IN_ITS_AREA }],
    });
    await fill(user, 'Street', 'Nýgata');
    await user.click(screen.getByText('Enter the coordinates'));
    // The field keeps the focus: nothing is committed when the answer comes.
    await fill(user, 'Latitude', '64.1466');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.getByLabelText('Latitude')).toHaveValue('64.1466');
    expect(screen.getByLabelText('Longitude')).toHaveValue('');
  }, 15_000);
});

describe('pricing step', () => {
  const RANGE = 'Rent for a home is between ISK 15,000 and ISK 1,500,000 a month.';

  it('shows no error before anything is typed, and the rule as the user types', async () => {
    const user = userEvent.setup();
    await renderWithApp(<PricingStep listing={blankDraft('7', { listingType: 'APARTMENT' })} />, {
      path: '/listings/create/7/pricing',
      user: LANDLORD,
    });

    const price = await screen.findByLabelText('Monthly rent', { exact: false });
    expect(price).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Choose the security.')).toBeNull();

    await user.type(price, 'abc');
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Enter a number.')).toBeVisible();
    // Only the field typed in is judged: the untouched security has no error yet.
    expect(screen.queryByText('Choose the security.')).toBeNull();
  });

  it('shows every missing answer when the step is submitted', async () => {
    const user = userEvent.setup();
    await renderWithApp(<PricingStep listing={blankDraft('7', { listingType: 'APARTMENT' })} />, {
      path: '/listings/create/7/pricing',
      user: LANDLORD,
    });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose the security.')).toBeVisible();
  });

  it('shows what is missing straight away on a step answered before', async () => {
    await renderWithApp(
      <PricingStep
        listing={blankDraft('7', {
          listingType: 'APARTMENT',
          price: 900,
          securityType: 'NONE',
          securityMonths: 0,
        })}
      />,
      { path: '/listings/create/7/pricing', user: LANDLORD },
    );
    expect(await screen.findByText(RANGE)).toBeVisible();
  });
});
