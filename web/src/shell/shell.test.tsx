import { COOKIE_BANNER_KEY, MOBILE_BANNER_COOKIE } from '@leiga/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, TENANT } from '../test/render';
import { CookieBanner } from './CookieBanner';
import { ErrorScreen } from './ErrorScreen';
import { MobileAppBanner } from './MobileAppBanner';
import { UpdateBanner } from './UpdateBanner';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ErrorScreen', () => {
  it('shows the status, an oops heading and the 404 texts with the path', async () => {
    await renderWithApp(<ErrorScreen status={404} path="/nowhere" />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Oops!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByText(/We could not find \/nowhere/)).toBeInTheDocument();
  });

  it('shares the illustration between 403 and 404, and uses another for server errors', async () => {
    const { unmount } = await renderWithApp(<ErrorScreen status={403} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Access denied');
    const room = screen.getByRole('img').innerHTML;
    unmount();
    await renderWithApp(<ErrorScreen status={502} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Server error');
    expect(screen.getByRole('img').innerHTML).not.toBe(room);
  });

  it('goes home by role: /tenants/home for a tenant, / for a visitor', async () => {
    const { unmount } = await renderWithApp(<ErrorScreen status={404} />, { user: TENANT });
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute(
      'href',
      '/en/tenants/home',
    );
    unmount();
    await renderWithApp(<ErrorScreen status={404} />);
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/en');
  });
});

describe('CookieBanner', () => {
  it('links to the cookie policy and stays closed once dismissed', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWithApp(<CookieBanner />);
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/en/legal/cookie-policy',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss cookie notice' }));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_BANNER_KEY)).toBe('true');
    unmount();
    await renderWithApp(<CookieBanner />);
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });
});

describe('MobileAppBanner', () => {
  it('is hidden on desktop browsers', async () => {
    await renderWithApp(<MobileAppBanner />);
    expect(screen.queryByTestId('mobile-app-banner')).not.toBeInTheDocument();
  });

  it('shows on Android, links to the store in a new tab, and closing sets the 3-day cookie', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
    );
    const user = userEvent.setup();
    await renderWithApp(<MobileAppBanner />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toContain('play.google.com');
    expect(link).toHaveTextContent('Leiga for Android');
    await user.click(screen.getByRole('button', { name: 'Close app banner' }));
    expect(screen.queryByTestId('mobile-app-banner')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${MOBILE_BANNER_COOKIE}=true`);
  });

  it('names the iPhone app on iOS', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    );
    await renderWithApp(<MobileAppBanner />);
    expect(screen.getByRole('link')).toHaveTextContent('Leiga for iPhone');
  });
});

describe('UpdateBanner', () => {
  it('appears when builds/latest.json names a newer build; close hides it', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ id: 'newer' })));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    await renderWithApp(<UpdateBanner currentId="current" pollMs={60_000} />);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('A new version of Leiga is available.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
    await user.click(screen.getByRole('button', { name: 'Close update notice' }));
    expect(screen.queryByTestId('update-banner')).not.toBeInTheDocument();
  });

  it('stays hidden while the build is current', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ id: 'same' }))));
    await renderWithApp(<UpdateBanner currentId="same" pollMs={60_000} />);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.queryByTestId('update-banner')).not.toBeInTheDocument();
  });
});
