import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { VerifiedBadge } from './VerifiedBadge';

const EXPLANATION =
  "This listing passed Leiga's automatic fraud checks and the landlord is identified by electronic ID.";

describe('VerifiedBadge', () => {
  it('on the listing page takes focus and explains itself in a tooltip', async () => {
    await renderWithApp(<VerifiedBadge isFocusable />);
    const badge = await screen.findByTestId('verified-badge');
    expect(badge).toHaveTextContent('Verified');
    await userEvent.tab();
    expect(badge).toHaveFocus();
    expect(badge).toHaveAccessibleDescription(EXPLANATION);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(EXPLANATION);
  });

  it('on a card adds no tab stop and carries the explanation as its title and read-out text', async () => {
    await renderWithApp(<VerifiedBadge />);
    const badge = await screen.findByTestId('verified-badge');
    expect(badge).not.toHaveAttribute('tabindex');
    expect(badge).toHaveAttribute('title', EXPLANATION);
    expect(badge).toHaveTextContent(`Verified: ${EXPLANATION}`);
  });

  it('speaks Icelandic by default', async () => {
    await renderWithApp(<VerifiedBadge />, { locale: 'is' });
    expect(await screen.findByTestId('verified-badge')).toHaveTextContent('Staðfest');
  });
});
