import { LISTING_STEPS } from '@leiga/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { firstIncompleteStep, getStepStates, stepOfPath, toFieldsInput, toStep } from './model';
import { Stepper } from './Stepper';

const listing = {
  steps: LISTING_STEPS.map((s) => ({
    step: s.toUpperCase().replace(/-/g, '_') as never,
    isComplete: ['real-estate', 'basics'].includes(s),
    fields: s === 'photos' ? [{ field: 'photos', message: 'validation.photos_min' }] : [],
  })),
};

describe('Stepper', () => {
  it('lists the eleven steps in order, checks the complete ones and marks the current one', async () => {
    await renderWithApp(<Stepper listingId="7" steps={getStepStates(listing)} current="photos" />);
    const nav = screen.getByRole('navigation', { name: 'Steps of the listing' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(11);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(
      LISTING_STEPS.map((s) => `/en/listings/create/7/${s}`),
    );
    expect(links[0]).toHaveAccessibleName('Property (done)');
    expect(links[1]).toHaveAccessibleName('Basics (done)');
    expect(links[2]).toHaveAccessibleName('Photos (not done)');
    expect(links[2]).toHaveAttribute('aria-current', 'step');
    expect(links.filter((l) => l.dataset.complete === 'true')).toHaveLength(2);
    expect(within(nav).getByText('2 of 10 steps done')).toBeInTheDocument();
  });

  it('shows the steps in Icelandic by default', async () => {
    await renderWithApp(<Stepper listingId="7" steps={getStepStates(listing)} current="basics" />, {
      locale: 'is',
    });
    expect(screen.getByRole('link', { name: 'Fasteign (lokið)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Myndir (ólokið)' })).toBeInTheDocument();
  });
});

describe('wizard model', () => {
  it('continues at the first incomplete step', () => {
    expect(firstIncompleteStep(listing)).toBe('photos');
    expect(getStepStates(listing)[2]!.fields).toEqual({ photos: 'validation.photos_min' });
  });

  it('reads the step from the path and the enum', () => {
    expect(stepOfPath('/en/listings/create/7/real-estate')).toBe('real-estate');
    expect(stepOfPath('/listings/create/7')).toBeNull();
    expect(toStep('REAL_ESTATE')).toBe('real-estate');
  });

  it('turns form values into the graph input', () => {
    expect(
      toFieldsInput({
        house_number: '12a',
        listing_type: 'apartment',
        amenities: ['balcony'],
        unit: '',
        property_number: '2001234',
      }),
    ).toEqual({
      houseNumber: '12a',
      listingType: 'APARTMENT',
      amenities: ['BALCONY'],
      unit: null,
      propertyNumber: '2001234',
    });
  });
});
