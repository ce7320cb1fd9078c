import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { CookieBanner } from '../shell/CookieBanner';
import { LoadingBar } from '../shell/LoadingBar';
import { useLoadError } from '../shell/loading-bar-store';
import { MobileAppBanner } from '../shell/MobileAppBanner';
import { RouteAnnouncer } from '../shell/RouteAnnouncer';
import { Toaster } from '../shell/Toaster';
import { UpdateBanner } from '../shell/UpdateBanner';

/** What every page has around it: banners, loading bar, toasts. */
export function RootShell() {
  const navigation = useNavigation();
  const hasError = useLoadError();
  return (
    <>
      <LoadingBar isLoading={navigation.state !== 'idle'} hasError={hasError} />
      <MobileAppBanner />
      <UpdateBanner />
      <Outlet />
      <CookieBanner />
      <Toaster />
      <RouteAnnouncer />
      <ScrollRestoration />
    </>
  );
}

/**
 * Shown while the first page's guard and code load: the same mark index.html paints before any
 * script has run (keep the two alike), so a first visit sees one splash, not two.
 */
export function BootSplash() {
  return (
    <div className="grid min-h-dvh place-items-center" aria-busy="true">
      <svg className="size-12 animate-pulse" viewBox="0 0 32 32" role="img" aria-label="Leiga">
        <rect width="32" height="32" rx="8" fill="#0f5e73" />
        <path d="M8 16.5 16 9l8 7.5V24a1 1 0 0 1-1 1h-4.5v-5h-5v5H9a1 1 0 0 1-1-1z" fill="#fff" />
      </svg>
    </div>
  );
}
