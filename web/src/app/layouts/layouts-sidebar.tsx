import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext, useParams } from 'react-router';
import {
  CalendarIcon,
  ClipboardIcon,
  DocumentIcon,
  HomeIcon,
  SearchIcon,
  ShieldIcon,
  UserIcon,
  WalletIcon,
} from '../../ui/icons';
import { builtNavItems, type NavEntry } from './nav-items';
import { Sidebar } from './Sidebar';
import { SiteHeader, SkipLink } from './SiteHeader';
import { Main } from './layouts-simple';

function SidebarFrame({ nav, children }: { nav: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader showNav={false} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row">
        {nav}
        <Main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:py-8">{children ?? <Outlet />}</Main>
      </div>
    </div>
  );
}

/** Landlord screens (SPEC 2): the landlord's areas, each listed once its screen is built. */
export function UserSidebarLayout() {
  const { t } = useTranslation();
  const entries: NavEntry[] = [
    {
      pattern: '/landlords/home',
      label: t('dashboard.sidebar.home'),
      icon: <HomeIcon size={18} />,
    },
    {
      pattern: '/landlords/listings',
      label: t('dashboard.sidebar.listings'),
      icon: <SearchIcon size={18} />,
    },
    {
      pattern: '/landlords/rental-applications',
      label: t('dashboard.sidebar.applications'),
      icon: <UserIcon size={18} />,
    },
    {
      pattern: '/landlords/rental-contracts',
      label: t('dashboard.sidebar.contracts'),
      icon: <DocumentIcon size={18} />,
    },
    {
      pattern: '/landlords/inspection-reports',
      label: t('dashboard.sidebar.inspections'),
      icon: <ClipboardIcon size={18} />,
    },
    {
      pattern: '/landlords/rental-guarantees',
      label: t('dashboard.sidebar.guarantees'),
      icon: <ShieldIcon size={18} />,
    },
    {
      pattern: '/landlords/finances/payouts',
      label: t('dashboard.sidebar.payouts'),
      icon: <WalletIcon size={18} />,
    },
    {
      pattern: '/landlords/finances/invoices',
      label: t('finances.nav.invoices'),
      icon: <DocumentIcon size={18} />,
    },
    {
      pattern: '/landlords/finances/income-summary',
      label: t('income-summary.nav'),
      icon: <CalendarIcon size={18} />,
    },
  ];
  return (
    <SidebarFrame
      nav={<Sidebar label={t('dashboard.sidebar.label')} items={builtNavItems(entries)} />}
    />
  );
}

/** What a page under /organizations/{slug} may put in the team sidebar. */
export type TeamLayoutContext = { setOrganizationName: (name: string | null) => void };

/**
 * For pages in the team-sidebar layout: shows the organization's name (once the page has loaded
 * it) in the sidebar's name slot; until then the slot shows the slug of the path.
 */
export function useTeamLayout(): TeamLayoutContext {
  return useOutletContext<TeamLayoutContext>();
}

/** Organization screens under /organizations/{slug} (SPEC 2 team-sidebar layout). */
export function TeamSidebarLayout() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [name, setOrganizationName] = useState<string | null>(null);
  const base = '/organizations/{slug}';
  const entries: NavEntry[] = [
    { pattern: base, label: t('dashboard.team.overview'), icon: <HomeIcon size={18} />, end: true },
    {
      pattern: `${base}/inbox`,
      label: t('dashboard.team.inbox'),
      icon: <DocumentIcon size={18} />,
    },
    {
      pattern: `${base}/applications`,
      label: t('dashboard.team.applications'),
      icon: <UserIcon size={18} />,
    },
    {
      pattern: `${base}/rental-contracts`,
      label: t('dashboard.team.rental_contracts'),
      icon: <DocumentIcon size={18} />,
    },
    {
      pattern: `${base}/rental-guarantees`,
      label: t('dashboard.team.rental_guarantees'),
      icon: <ShieldIcon size={18} />,
    },
    {
      pattern: `${base}/inspection-reports`,
      label: t('dashboard.team.inspection_reports'),
      icon: <ClipboardIcon size={18} />,
    },
    {
      pattern: `${base}/portfolios`,
      label: t('dashboard.team.portfolios'),
      icon: <WalletIcon size={18} />,
    },
    {
      pattern: `${base}/properties`,
      label: t('dashboard.team.properties'),
      icon: <HomeIcon size={18} />,
    },
    {
      pattern: `${base}/settings`,
      label: t('dashboard.team.settings'),
      icon: <UserIcon size={18} />,
    },
  ];
  const context: TeamLayoutContext = { setOrganizationName };
  return (
    <SidebarFrame
      nav={
        <Sidebar
          label={t('dashboard.team.label')}
          items={slug ? builtNavItems(entries, { slug }) : []}
          header={
            <p className="truncate text-base font-bold text-ink" data-testid="organization-name">
              <span className="sr-only">{t('dashboard.team.organization')}: </span>
              {name ?? slug}
            </p>
          }
        />
      }
    >
      <Outlet context={context} />
    </SidebarFrame>
  );
}

/** The back office (SPEC 2 admin layout). */
export function AdminLayout() {
  const { t } = useTranslation();
  const entries: NavEntry[] = [
    { pattern: '/admin', label: t('admin.overview'), icon: <HomeIcon size={18} />, end: true },
    { pattern: '/admin/users', label: t('admin.users'), icon: <UserIcon size={18} /> },
    {
      pattern: '/admin/listings',
      label: t('admin.nav.listings'),
      icon: <SearchIcon size={18} />,
      end: true,
    },
    {
      pattern: '/admin/listings/publish-requests',
      label: t('listings.admin.requests_title'),
      icon: <ClipboardIcon size={18} />,
    },
    {
      pattern: '/admin/listings/publishes',
      label: t('listings.admin.publishes_title'),
      icon: <DocumentIcon size={18} />,
    },
    {
      pattern: '/admin/message-fraud-detections',
      label: t('fraud.admin.nav'),
      icon: <ShieldIcon size={18} />,
    },
    {
      pattern: '/admin/conversation-summaries',
      label: t('ai.nav.summaries'),
      icon: <ClipboardIcon size={18} />,
    },
    { pattern: '/admin/llm-usage', label: t('ai.nav.usage'), icon: <DocumentIcon size={18} /> },
    {
      pattern: '/admin/rental-guarantee-claims',
      label: t('guarantees.staff.queue_title'),
      icon: <ShieldIcon size={18} />,
    },
    {
      pattern: '/admin/ledger-reconciliations',
      label: t('ledger.nav'),
      icon: <ClipboardIcon size={18} />,
    },
    {
      pattern: '/admin/rental-contracts/payment-services',
      label: t('finances.nav.payment_services'),
      icon: <WalletIcon size={18} />,
    },
  ];
  return (
    <SidebarFrame nav={<Sidebar label={t('admin.nav_label')} items={builtNavItems(entries)} />} />
  );
}
