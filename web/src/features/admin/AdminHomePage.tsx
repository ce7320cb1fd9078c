import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { PageHeader } from '../../ui/Card';
import {
  ChevronRightIcon,
  DocumentIcon,
  PhoneIcon,
  ShieldIcon,
  UserIcon,
  WalletIcon,
} from '../../ui/icons';

/** /admin */
export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('admin.title')} subtitle={t('admin.overview_text')} />
      <div className="flex flex-col gap-3">
        {[
          { to: routes.adminUsers.href(), label: t('admin.users'), icon: <UserIcon /> },
          {
            to: routes.adminContracts.href(),
            label: t('contracts.web.admin_title'),
            icon: <DocumentIcon />,
          },
          {
            to: routes.adminHmsSubmissions.href(),
            label: t('contracts.signing_web.hms_admin_title'),
            icon: <DocumentIcon />,
          },
          {
            to: routes.adminGuaranteeClaims.href(),
            label: t('guarantees.staff.queue_title'),
            icon: <ShieldIcon />,
          },
          {
            to: routes.adminIndexValues.href(),
            label: t('contracts.indexation.admin_title'),
            icon: <WalletIcon />,
          },
          {
            to: routes.adminDefaultInterestRates.href(),
            label: t('default-interest.nav'),
            icon: <WalletIcon />,
          },
          {
            to: routes.adminLivingCostReferences.href(),
            label: t('loans.living_cost.nav'),
            icon: <WalletIcon />,
          },
          {
            to: routes.adminMobileAppVersions.href(),
            label: t('mobile-app-versions.title'),
            icon: <PhoneIcon />,
          },
          {
            to: routes.adminConversationSummaries.href(),
            label: t('ai.nav.summaries'),
            icon: <DocumentIcon />,
          },
          { to: routes.adminLlmUsage.href(), label: t('ai.nav.usage'), icon: <DocumentIcon /> },
        ].map((item) => (
          <RouteLink
            key={item.to}
            to={item.to}
            className="flex max-w-md items-center gap-4 rounded-2xl border border-line bg-surface-raised p-5 shadow-sm hover:border-brand-400"
          >
            <span className="grid size-10 place-items-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-200">
              {item.icon}
            </span>
            <span className="flex-1 font-semibold text-ink">{item.label}</span>
            <ChevronRightIcon className="text-ink-muted" />
          </RouteLink>
        ))}
      </div>
    </div>
  );
}
