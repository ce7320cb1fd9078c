import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  LandlordInsightsHomeDocument,
  TenantApplicationsHomeDocument,
} from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { Spinner } from '../../ui/Card';
import { ApplicationRow } from './ApplicationRow';
import { ErrorText } from '../../ui/ListState';
import { formatHours, formatPercent, translateApplicationError } from './model';
import { Table } from '../../ui/Table';

const INSIGHT_COLUMNS = ['listing', 'applications', 'pending', 'unread', 'accepted'] as const;

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink">{value}</dd>
    </div>
  );
}

function SectionHeader({
  id,
  title,
  to,
  linkLabel,
}: {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
}) {
  return (
    <div className="mb-4 flex items-end justify-between gap-3">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <RouteLink
        to={to}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {linkLabel}
      </RouteLink>
    </div>
  );
}

/** The tenant home: insights and the latest 5 applications (SPEC 9). */
export function TenantApplicationsHome() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(TenantApplicationsHomeDocument);
  return (
    <section aria-labelledby="home-applications" className="mt-10">
      <SectionHeader
        id="home-applications"
        title={t('applications.home.tenant_title')}
        to={routes.tenantApplications.href()}
        linkLabel={t('applications.home.see_all')}
      />
      {loading && !data && <Spinner label={t('common.status.loading')} />}
      {error && !data && <ErrorText>{translateApplicationError(t, error)}</ErrorText>}
      {data && (
        <>
          <dl className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat
              label={t('applications.insights.applications')}
              value={data.tenantInsights.applications}
            />
            <Stat label={t('applications.insights.pending')} value={data.tenantInsights.pending} />
            <Stat
              label={t('applications.insights.accepted')}
              value={data.tenantInsights.accepted}
            />
            <Stat
              label={t('applications.insights.response_rate')}
              value={formatPercent(data.tenantInsights.responseRate)}
            />
          </dl>
          {data.myApplications.items.length === 0 ? (
            <p className="text-ink-muted">{t('applications.home.tenant_empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {data.myApplications.items.map((item) => (
                <ApplicationRow
                  key={item.id}
                  application={item}
                  to={routes.tenantApplication.href({ id: item.id })}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** The landlord home: applications per listing, response time, acceptance rate. */
export function LandlordInsightsHome() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(LandlordInsightsHomeDocument);
  const insights = data?.landlordInsights;
  const listings = insights?.listings.filter((l) => l.applications > 0) ?? [];
  return (
    <section aria-labelledby="home-insights" className="mt-10">
      <SectionHeader
        id="home-insights"
        title={t('applications.home.landlord_title')}
        to={routes.landlordApplications.href()}
        linkLabel={t('applications.home.see_all')}
      />
      {loading && !data && <Spinner label={t('common.status.loading')} />}
      {error && !data && <ErrorText>{translateApplicationError(t, error)}</ErrorText>}
      {insights && (
        <>
          <dl className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label={t('applications.insights.applications')} value={insights.applications} />
            <Stat label={t('applications.insights.unread')} value={insights.unread} />
            <Stat
              label={t('applications.insights.response_time')}
              value={formatHours(t, insights.avgResponseHours)}
            />
            <Stat
              label={t('applications.insights.acceptance_rate')}
              value={formatPercent(insights.acceptanceRate)}
            />
          </dl>
          {listings.length === 0 ? (
            <p className="text-ink-muted">{t('applications.home.landlord_empty')}</p>
          ) : (
            <div
              // A table wider than a phone scrolls; keyboard users reach it with Tab.
              tabIndex={0}
              role="region"
              aria-label={t('applications.insights.per_listing')}
              className="overflow-x-auto rounded-2xl border border-line bg-surface-raised focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <Table
                caption={t('applications.insights.per_listing')}
                columns={INSIGHT_COLUMNS.map((k) => t(`applications.insights.${k}`))}
                alignRightFrom={1}
                padding="p-3"
              >
                {listings.map((l) => (
                  <tr key={l.listingId} className="border-t border-line text-ink">
                    <th scope="row" className="max-w-60 truncate p-3 font-medium">
                      {l.title ?? `#${l.listingId}`}
                    </th>
                    <td className="p-3 text-right">{l.applications}</td>
                    <td className="p-3 text-right">{l.pending}</td>
                    <td className="p-3 text-right">{l.unread}</td>
                    <td className="p-3 text-right">{l.accepted}</td>
                  </tr>
                ))}
              </Table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
