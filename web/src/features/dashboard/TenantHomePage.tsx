import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MyRentalProfileLinkDocument } from '../../__generated__/graphql';
import { paths as routes } from '../../app/paths';
import {
  ClipboardIcon,
  DocumentIcon,
  HomeIcon,
  KeyIcon,
  SearchIcon,
  ShieldIcon,
  UserIcon,
} from '../../ui/icons';
import { Dashboard } from './Dashboard';

/** /tenants/home; `children` are sections other features add below (composed in app/routes.ts). */
export function TenantHomePage({ children }: { children?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { data } = useQuery(MyRentalProfileLinkDocument);
  const username = data?.me?.rentalProfile?.profileUsername;
  return (
    <>
      <Dashboard
        subtitle={t('dashboard.tenant_subtitle')}
        cards={[
          {
            title: t('listings.home.find'),
            text: t('listings.home.find_text'),
            icon: <HomeIcon />,
            to: routes.listings.href(),
          },
          {
            title: t('listings.home.liked'),
            text: t('listings.home.liked_text'),
            icon: <KeyIcon />,
            to: routes.likedListings.href(),
          },
          {
            title: t('listings.home.saved'),
            text: t('listings.home.saved_text'),
            icon: <SearchIcon />,
            to: routes.savedSearches.href(),
          },
          {
            title: t('dashboard.cards.profile'),
            text: t('dashboard.cards.profile_text'),
            icon: <UserIcon />,
            to: username ? routes.rentalProfile.href({ username }) : undefined,
          },
          {
            title: t('dashboard.cards.applications'),
            text: t('dashboard.cards.applications_text'),
            icon: <SearchIcon />,
            to: routes.tenantApplications.href(),
          },
          {
            title: t('dashboard.cards.contracts'),
            text: t('dashboard.cards.contracts_text'),
            icon: <DocumentIcon />,
            to: routes.tenantContracts.href(),
          },
          {
            title: t('dashboard.cards.inspections'),
            text: t('dashboard.cards.inspections_text'),
            icon: <ClipboardIcon />,
            to: routes.tenantInspectionReports.href(),
          },
          {
            title: t('dashboard.cards.guarantees'),
            text: t('dashboard.cards.guarantees_text'),
            icon: <ShieldIcon />,
          },
        ]}
      />
      {children}
    </>
  );
}
