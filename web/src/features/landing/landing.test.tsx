import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { LandingPage, LANDING_PHOTOS } from './LandingPage';

describe('landing page imagery (SPEC 4 placeholder)', () => {
  it('shows a 10x10 blurred placeholder for each photo until the photo has loaded', async () => {
    await renderWithApp(<LandingPage />);
    const hero = screen.getByRole('img', {
      name: 'A colourful corrugated-iron house in Reykjavík',
    });
    const frame = hero.closest('div')!;
    const placeholder = within(frame).getByTestId('image-placeholder');
    expect(placeholder).toHaveAttribute('src', `/_ipx/s_10x10,q_50/${LANDING_PHOTOS.hero}`);
    expect(placeholder.style.filter).toMatch(/^blur\(\d+px\)$/);
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(hero).toHaveAttribute('src', `/_ipx/w_840,q_70/${LANDING_PHOTOS.hero}`);
    expect(hero).toHaveAttribute('loading', 'eager');

    fireEvent.load(hero);
    expect(within(frame).queryByTestId('image-placeholder')).not.toBeInTheDocument();
    expect(hero).toHaveAttribute('data-loaded', 'true');
    // The other photos are still waiting for theirs.
    expect(screen.getAllByTestId('image-placeholder')).toHaveLength(2);
  });
});
