import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';
import { markLoadError } from './loading-bar-store';
import { isCrawler, reportError } from './report';

/** The errorElement of the router: 403/404 from the guards, anything thrown while loading. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const path = isRouteErrorResponse(error)
    ? (error.data as { path?: string } | null)?.path
    : undefined;
  useEffect(() => {
    reportError(error, status);
    markLoadError(true);
    return () => markLoadError(false);
  }, [error, status]);
  if (status >= 500 && isCrawler(navigator.userAgent)) return null;
  return <ErrorScreen status={status} path={path} />;
}
