import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../ui/Button';
import { UserIcon } from '../../ui/icons';
import { useCurrentUser } from '../context';
import { loadApollo } from '../graph';
import { RouteLink } from '../links';
import { paths as routes } from '../paths';
import { getSignedInHeaderItem } from './header-slots';
import { menuButtonClass } from './menu-classes';

/**
 * The signed-in menu reads the graph through Apollo: it and Apollo load only for a signed-in user.
 * A feature's header item (the notification bell) loads with them, beside the menu.
 */
const SignedInMenu = lazy(() =>
  Promise.all([
    import('./UserMenu'),
    import('./InboxLink'),
    loadApollo(),
    getSignedInHeaderItem()?.() ?? Promise.resolve(null),
  ]).then(([{ UserMenu }, { InboxLink }, graph, Extra]) => ({
    default: function SignedInMenu() {
      return (
        <graph.ApolloProvider client={graph.client}>
          <span className="flex items-center gap-1">
            <InboxLink />
            {Extra && <Extra />}
            <UserMenu />
          </span>
        </graph.ApolloProvider>
      );
    },
  })),
);

/** The header's account corner: "Sign in" for a visitor, the user menu once signed in. */
export function AccountButton() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) {
    return (
      <RouteLink to={routes.login.href()} className={buttonClass('primary', 'sm')}>
        {t('common.actions.sign_in')}
      </RouteLink>
    );
  }
  return (
    <Suspense
      fallback={
        // The menu button's own size while it loads, so the header does not move.
        <span className={menuButtonClass} aria-hidden="true">
          <UserIcon size={18} />
          <span className="hidden max-w-40 truncate md:inline">{user.fullName}</span>
        </span>
      }
    >
      <SignedInMenu />
    </Suspense>
  );
}
