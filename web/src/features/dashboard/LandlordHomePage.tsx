import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths as routes } from '../../app/paths';
import { ClipboardIcon, DocumentIcon, SearchIcon, UserIcon, WalletIcon } from '../../ui/icons';
import { Dashboard } from './Dashboard';

/** /landlords/home; `children` are sections other features add below (composed in app/routes.ts). */
export function LandlordHomePage({ children }: { children?: ReactNode } = {}) {
  const { t } = useTranslation();
  return (
    <>
      <Dashboard
        subtitle={t('dashboard.landlord_subtitle')}
        cards={[
          {
            title: t('dashboard.cards.listings'),
            text: t('dashboard.cards.listings_text'),
            icon: <SearchIcon />,
            to: routes.landlordListings.href(),
          },
          {
            title: t('listings.home.create'),
            text: t('listings.home.create_text'),
            icon: <DocumentIcon />,
            to: routes.listingCreate.href(),
          },
          {
            title: t('dashboard.cards.landlord_applications'),
            text: t('dashboard.cards.landlord_applications_text'),
            icon: <UserIcon />,
            to: routes.landlordApplications.href(),
          },
          {
            title: t('dashboard.cards.inspections'),
            text: t('dashboard.cards.inspections_text'),
            icon: <ClipboardIcon />,
            to: routes.landlordInspectionReports.href(),
          },
          {
            title: t('dashboard.cards.payouts'),
            text: t('dashboard.cards.payouts_text'),
            icon: <WalletIcon />,
          },
        ]}
      />
      {children}
    </>
  );
}
