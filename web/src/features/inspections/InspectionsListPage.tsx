import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MyInspectionReportsDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { formatDate } from '../../lib/format';
import { PageHeader } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PagedList } from '../../ui/PagedList';
import { StatusBadge } from '../../ui/StatusBadge';
import { enumKey } from '../../lib/enums';
import {
  INSPECTION_STATUS_TONES,
  readReportRow,
  translateInspectionError,
  type InspectionArea,
} from './model';

/** The reports the viewer is a user of, 25 a page (SPEC 9), newest change first. */
function InspectionsList({ area }: { area: InspectionArea }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, previousData, loading, error } = useQuery(MyInspectionReportsDocument, {
    variables: { page, pageSize: PAGE_SIZES.inspections },
  });
  const list = (data ?? previousData)?.myInspectionReports;
  const result = list && { ...list, items: list.items.map((i) => readReportRow(i)) };
  const onPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    setParams(next);
  };
  return (
    <div>
      <PageHeader
        title={t('inspections.web.title')}
        subtitle={t(`inspections.web.${area}_subtitle`)}
      />
      <PagedList
        query={{ result, loading, error }}
        translateError={translateInspectionError}
        countText={(count) => t('inspections.web.count', { count })}
        pagerLabel={t('inspections.web.pages')}
        page={page}
        onPage={onPage}
        empty={
          <EmptyState
            title={t('inspections.web.empty_title')}
            text={t(`inspections.web.empty_${area}`)}
          />
        }
      >
        {(items) =>
          items.map((r) => (
            <li
              key={r.id}
              data-testid="inspection-row"
              className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <RouteLink
                  to={paths.inspectionReport.href({ id: r.id })}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {r.address
                    ? `${r.address.street}, ${r.address.postalCode}`
                    : t('inspections.web.no_address')}
                </RouteLink>
                <StatusBadge
                  status={r.status}
                  tones={INSPECTION_STATUS_TONES}
                  labelPrefix="inspections.status"
                />
              </div>
              <p className="mt-1 text-sm text-ink-muted">
                {t(enumKey('inspections.kinds', r.kind))} ·{' '}
                {t('inspections.web.issue_count', { count: r.issueCount })} ·{' '}
                {formatDate(r.updatedAt)}
              </p>
            </li>
          ))
        }
      </PagedList>
    </div>
  );
}

export function LandlordInspectionsPage() {
  return <InspectionsList area="landlord" />;
}

export function TenantInspectionsPage() {
  return <InspectionsList area="tenant" />;
}
