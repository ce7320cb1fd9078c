import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, TENANT } from '../../test/render';
import { AdminLayout, TeamSidebarLayout, UserSidebarLayout } from './layouts-sidebar';
import { MobileNav } from './MobileNav';
import { builtNavItems, isBuilt } from './nav-items';
import { SiteHeader } from './SiteHeader';

describe('mobile navigation', () => {
  const links = [
    { label: 'For tenants', to: '/#tenants' },
    { label: 'For landlords', to: '/#landlords' },
  ];

  it('a button with aria-expanded opens a menu that keeps focus; Escape closes it', async () => {
    const user = userEvent.setup();
    await renderWithApp(<MobileNav label="Main navigation" links={links} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(screen.getByTestId('mobile-nav-button')).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Focus is trapped: tabbing past the last link comes back into the menu.
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('mobile-nav-button')),
    );
  });

  it('following a link closes the menu', async () => {
    const user = userEvent.setup();
    await renderWithApp(<MobileNav label="Main navigation" links={links} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('link', { name: 'For landlords' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the header offers it to guests, with the same links as the wide navigation', async () => {
    await renderWithApp(<SiteHeader />);
    expect(await screen.findByTestId('mobile-nav-button')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'For tenants' })).toHaveAttribute(
      'href',
      '/en/#tenants',
    );
  });
});

describe('sidebars list only screens that are built', () => {
  it('builtNavItems drops unbuilt patterns and fills in parameters', () => {
    expect(isBuilt('/admin/users')).toBe(true);
    expect(isBuilt('/organizations/{slug}/inbox')).toBe(false);
    expect(
      builtNavItems(
        [
          { pattern: '/admin/users/{id}', label: 'User' },
          { pattern: '/admin/blog/authors', label: 'Authors' },
        ],
        { id: 7 },
      ),
    ).toEqual([{ label: 'User', to: '/admin/users/7' }]);
  });

  it('the landlord sidebar links home and nothing that is missing', async () => {
    await renderWithApp(<UserSidebarLayout />, { path: '/en/landlords/home', user: TENANT });
    const nav = screen.getByRole('navigation', { name: 'Landlord navigation' });
    const links = within(nav).getAllByRole('link');
    const hrefs = links.map((a) => a.getAttribute('href')!.replace(/^\/en/, ''));
    expect(hrefs).toContain('/landlords/home');
    for (const href of hrefs) expect(isBuilt(href)).toBe(true);
    // The finances screens are built (issue #16): payouts and invoices are listed.
    expect(within(nav).getByRole('link', { name: 'Payouts' })).toHaveAttribute(
      'href',
      '/en/landlords/finances/payouts',
    );
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'href',
      '/en/landlords/finances/invoices',
    );
  });

  it('the back office sidebar links its built screens', async () => {
    await renderWithApp(<AdminLayout />, { path: '/en/admin/users' });
    const nav = screen.getByRole('navigation', { name: 'Back office navigation' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'href',
      '/en/admin',
    );
  });

  it('the team sidebar shows the organization in its name slot and no dead links', async () => {
    await renderWithApp(<TeamSidebarLayout />, {
      path: '/en/organizations/reitir',
      routes: [{ path: '/en/organizations/:slug', element: <TeamSidebarLayout /> }],
    });
    const nav = screen.getByRole('navigation', { name: 'Organization navigation' });
    expect(within(nav).getByTestId('organization-name')).toHaveTextContent('reitir');
    for (const a of within(nav).queryAllByRole('link'))
      expect(a.getAttribute('href')).toMatch(/^\/en\/organizations\/reitir/);
  });
});
