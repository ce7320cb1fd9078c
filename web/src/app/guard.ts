import {
  DEFAULT_LOCALE,
  decideNavigation,
  getPathLocale,
  localizePath,
  stripLocalePrefix,
  type Locale,
} from '@leiga/domain';
import type { i18n as I18n } from 'i18next';
import { data, redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { NOT_LOGGED_IN_TARGET, REDIRECT_RULES } from '../config';
import { changeLocale, rememberLocale } from '../i18n/i18n';
import { ROUTE_LIST } from './routes';
import { toGuardUser, type Session } from './session';

export type GuardData = { locale: Locale };
export type RouteErrorData = {
  path: string;
  /** A guard's own words on the error screen (a catalogue key and its values). */
  detail?: { key: string; values: Record<string, string> };
};

/**
 * The loader every page runs through: locale of the path, then the domain's guard decision
 * (SPEC 2) for the signed-in user. Redirects keep the locale prefix; errors become the error
 * screen with their status. A path without a prefix is Icelandic: a first visit's language was
 * settled before the router started (settleFirstLocation).
 */
export function createGuardLoader(session: Session, i18n: I18n) {
  return async ({ request }: LoaderFunctionArgs): Promise<GuardData> => {
    const url = new URL(request.url);
    const pathLocale = getPathLocale(url.pathname);
    const bare = stripLocalePrefix(url.pathname);

    const locale = pathLocale ?? DEFAULT_LOCALE;
    if (pathLocale) rememberLocale(pathLocale);
    await changeLocale(i18n, locale);

    const user = toGuardUser(await session.getUser());
    const decision = decideNavigation({
      path: bare + url.search,
      user,
      routes: ROUTE_LIST,
      redirects: REDIRECT_RULES,
      notLoggedInTarget: NOT_LOGGED_IN_TARGET,
    });
    if (decision.kind === 'redirect') {
      if (decision.isFullPageLoad) throw redirectDocument(decision.to);
      throw redirect(localizePath(decision.to, locale));
    }
    if (decision.kind === 'error') {
      throw data<RouteErrorData>(
        { path: url.pathname, ...(decision.detail ? { detail: decision.detail } : {}) },
        { status: decision.status },
      );
    }
    return { locale };
  };
}
