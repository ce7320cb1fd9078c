import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../i18n/i18n';
import { loadResources } from '../test/render';
import { formatDocumentTitle, routeIdOf, usePageTitle } from './page-title';
import { RouteAnnouncer } from './RouteAnnouncer';

function Named() {
  usePageTitle('Jón Guðmundsson');
  return (
    <main id="main">
      <h1>Jón Guðmundsson</h1>
    </main>
  );
}

/** A page titled by its heading, drawn when its data comes (a listing, a contract). */
function LoadsItsHeading() {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTitle('Grettisgata 54'), 30);
    return () => clearTimeout(timer);
  }, []);
  return <main id="main">{title === null ? <p>…</p> : <h1>{title}</h1>}</main>;
}

async function setup(initialEntry = '/login') {
  const i18n = await createTestI18n('en', loadResources());
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        element: (
          <>
            <RouteAnnouncer />
            <Outlet />
          </>
        ),
        children: [
          {
            id: 'login',
            path: '/login',
            element: (
              <main id="main">
                <h1>Welcome to Leiga</h1>
                <Link to="/account/settings">Settings</Link>
                <Link to="/login?tab=sign-up">Sign up tab</Link>
              </main>
            ),
          },
          {
            id: 'accountSettings/en',
            path: '/account/settings',
            element: (
              <main id="main">
                <h1>Account settings</h1>
                <Link to="/admin/users/1">User</Link>
              </main>
            ),
          },
          { id: 'adminUser', path: '/admin/users/:id', element: <Named /> },
          // Not in the catalogue's shell.titles: titled by its heading.
          { id: 'someListing', path: '/some-listing', element: <LoadsItsHeading /> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('route announcer', () => {
  it('titles the page from the catalogues, moves focus to the new heading and announces it', async () => {
    const router = await setup();
    await waitFor(() => expect(document.title).toBe('Sign in · Leiga'));
    // The first load keeps the browser's focus.
    expect(document.activeElement).toBe(document.body);

    await act(() => router.navigate('/account/settings'));
    const heading = screen.getByRole('heading', { name: 'Account settings' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Account settings · Leiga');
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('Account settings · Leiga');
  });

  it('prefers a title the page gives itself', async () => {
    const router = await setup();
    await act(() => router.navigate('/admin/users/1'));
    await waitFor(() => expect(document.title).toBe('Jón Guðmundsson · Leiga'));
    await waitFor(() =>
      expect(screen.getByTestId('route-announcer')).toHaveTextContent('Jón Guðmundsson · Leiga'),
    );
  });

  it('follows a heading drawn when the data comes, and keeps the server title until then', async () => {
    document.title = "Grettisgata 54, the server's title · Leiga";
    await setup('/some-listing');
    // No heading yet: a first visit keeps the title the server wrote.
    expect(document.title).toBe("Grettisgata 54, the server's title · Leiga");
    await waitFor(() => expect(document.title).toBe('Grettisgata 54 · Leiga'));
  });

  it('titles a page reached in the app from its heading once drawn', async () => {
    const router = await setup();
    await act(() => router.navigate('/some-listing'));
    await waitFor(() => expect(document.title).toBe('Grettisgata 54 · Leiga'));
  });

  it('leaves focus alone when only the search changes', async () => {
    const router = await setup();
    const link = screen.getByRole('link', { name: 'Sign up tab' });
    link.focus();
    await act(() => router.navigate('/login?tab=sign-up'));
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.activeElement).toBe(link);
  });
});

describe('page titles', () => {
  it('formats and maps router ids to registry ids', () => {
    expect(formatDocumentTitle('Users', 'Leiga')).toBe('Users · Leiga');
    expect(formatDocumentTitle('Leiga', 'Leiga')).toBe('Leiga');
    expect(formatDocumentTitle(null, 'Leiga')).toBe('Leiga');
    expect(routeIdOf('accountSettings/en')).toBe('accountSettings');
    expect(routeIdOf('login')).toBe('login');
    expect(routeIdOf(undefined)).toBeNull();
  });
});
