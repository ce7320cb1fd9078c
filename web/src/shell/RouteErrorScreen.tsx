import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { RouteErrorData } from '../app/guard';
import { ErrorScreen } from './ErrorScreen';
import { markLoadError } from './loading-bar-store';
import { isCrawler, reportError } from './report';

/** The errorElement of the router: 403/404 from the guards, anything thrown while loading. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data = isRouteErrorResponse(error) ? (error.data as RouteErrorData | null) : null;
  const path = data?.path;
  useEffect(() => {
    reportError(error, status);
    markLoadError(true);
    return () => markLoadError(false);
  }, [error, status]);
  if (status >= 500 && isCrawler(navigator.userAgent)) return null;
  return <ErrorScreen status={status} path={path} detail={data?.detail} />;
}
