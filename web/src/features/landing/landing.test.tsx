import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('landing page search (issue #12)', () => {
  it('takes the words typed in the hero straight to the search', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithApp(<LandingPage />);
    await user.type(screen.getByRole('searchbox', { name: 'What are you looking for?' }), '101');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/en/listings');
    expect(router.state.location.search).toBe('?q=101');
  });

  it('sends a tenant to the listings, not to sign-up', async () => {
    await renderWithApp(<LandingPage />);
    const tenant = screen.getByRole('link', { name: 'I am looking for a home' });
    expect(tenant).toHaveAttribute('href', '/en/listings');
  });
});
