import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { LanguageMenu, MobileNav } from './header-controls';

const links = [
  { label: 'For tenants', to: '/#tenants' },
  { label: 'For landlords', to: '/#landlords' },
];

describe('header controls that load when someone reaches for them', () => {
  it('draws a plain button first; a press loads the real menu and opens it', async () => {
    await renderWithApp(<LanguageMenu />);
    const plain = screen.getByRole('button', { name: /Language/ });
    expect(plain).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // A press alone: userEvent's pointer would first enter the button, and once another test has
    // loaded the menus' code, the real button takes the plain one's place before the click that
    // userEvent then sends to the plain one, gone by then.
    fireEvent.click(plain);
    const choice = await screen.findByRole(
      'menuitemradio',
      { name: 'Íslenska' },
      { timeout: 5000 },
    );
    expect(screen.getByRole('menu')).toContainElement(choice);
  });

  it('a keyboard user keeps the focus when the real button takes the plain one’s place', async () => {
    const user = userEvent.setup();
    await renderWithApp(<MobileNav label="Main navigation" links={links} />);
    expect(screen.getByTestId('mobile-nav-button')).not.toHaveAttribute('data-rac');
    await user.tab();
    // react-aria's button (data-rac) has replaced the plain one, and has the focus.
    await waitFor(
      () => {
        expect(screen.getByTestId('mobile-nav-button')).toHaveAttribute('data-rac');
        expect(screen.getByTestId('mobile-nav-button')).toHaveFocus();
      },
      { timeout: 5000 },
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('draws nothing for a phone menu without links', async () => {
    await renderWithApp(<MobileNav label="Main navigation" links={[]} />);
    expect(screen.queryByTestId('mobile-nav-button')).not.toBeInTheDocument();
  });
});
