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

/** Shown while the first page's guard and code load. */
export function BootSplash() {
  return (
    <div className="grid min-h-dvh place-items-center" aria-busy="true">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
    </div>
  );
}
