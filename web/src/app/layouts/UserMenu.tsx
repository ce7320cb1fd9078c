import { useMutation, useQuery } from '@apollo/client/react';
import { getHomePath } from '@leiga/domain';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoutDocument, MyRentalProfileLinkDocument } from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { UserIcon } from '../../ui/icons';
import { useCurrentUser, useSession } from '../context';
import { RouteLink, useLocalizedPath } from '../links';
import { paths as routes } from '../paths';
import { toGuardUser } from '../session';
import { buttonClass } from '../../ui/Button';
import { menuButtonClass, menuItemClass, popoverClass } from './menus';

export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [logout] = useMutation(LogoutDocument);
  return async () => {
    await logout().catch(() => undefined);
    await session.signOut();
    toast.info(t('accounts.signed_out'));
    await navigate(localize(routes.landing.href()));
  };
}

/** Signed in: a menu with home, settings, back office (staff) and sign out; else "Sign in". */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const signOut = useSignOut();
  const profileLink = useQuery(MyRentalProfileLinkDocument, {
    skip: user?.userType !== 'TENANT',
  });
  const profileUsername = profileLink.data?.me?.rentalProfile?.profileUsername;
  if (!user) {
    return (
      <RouteLink to={routes.login.href()} className={buttonClass('primary', 'sm')}>
        {t('common.actions.sign_in')}
      </RouteLink>
    );
  }
  const go = (path: string) => void navigate(localize(path));
  const home = getHomePath(toGuardUser(user)?.userType);
  return (
    <MenuTrigger>
      <Button className={menuButtonClass} data-testid="user-menu">
        <UserIcon size={18} />
        <span className="sr-only">{t('common.nav.user_menu')}: </span>
        <span className="hidden max-w-40 truncate md:inline">{user.fullName}</span>
      </Button>
      <Popover className={popoverClass} placement="bottom end">
        <Menu aria-label={t('common.nav.user_menu')} className="outline-none">
          <MenuItem className={menuItemClass} onAction={() => go(home)}>
            {t('common.nav.home')}
          </MenuItem>
          {user.userType === 'LANDLORD' && (
            <MenuItem className={menuItemClass} onAction={() => go(routes.landlordListings.href())}>
              {t('listings.nav.my_listings')}
            </MenuItem>
          )}
          {profileUsername && (
            <MenuItem
              className={menuItemClass}
              onAction={() => go(routes.rentalProfile.href({ username: profileUsername }))}
            >
              {t('profiles.nav.my_profile')}
            </MenuItem>
          )}
          {user.userType !== 'LANDLORD' && (
            <MenuItem className={menuItemClass} onAction={() => go(routes.likedListings.href())}>
              {t('listings.nav.liked')}
            </MenuItem>
          )}
          {user.userType !== 'LANDLORD' && (
            <MenuItem className={menuItemClass} onAction={() => go(routes.savedSearches.href())}>
              {t('listings.nav.saved_searches')}
            </MenuItem>
          )}
          <MenuItem className={menuItemClass} onAction={() => go(routes.accountSettings.href())}>
            {t('common.nav.account_settings')}
          </MenuItem>
          {user.isStaff && (
            <MenuItem className={menuItemClass} onAction={() => go(routes.admin.href())}>
              {t('common.nav.admin')}
            </MenuItem>
          )}
          <Separator className="my-1 border-t border-line" />
          <MenuItem className={menuItemClass} onAction={() => void signOut()} id="sign-out">
            {t('common.actions.sign_out')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
