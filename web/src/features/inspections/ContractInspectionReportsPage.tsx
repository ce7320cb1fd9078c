import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ContractInspectionReportsDocument } from '../../__generated__/graphql';
import type { InspectionKind } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { enumKey } from '../../lib/enums';
import { formatDate } from '../../lib/format';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { PageHeader } from '../../ui/Card';
import { EmptyText } from '../../ui/EmptyState';
import { LoadState } from '../../ui/ListState';
import { StatusBadge } from '../../ui/StatusBadge';
import { TitledSection } from '../../ui/TitledSection';
import {
  INSPECTION_STATUS_TONES,
  readReportRow,
  translateInspectionError,
  type InspectionArea,
} from './model';

const KINDS: readonly InspectionKind[] = ['MOVE_IN', 'MOVE_OUT'];
const LINK_CLASS = 'font-semibold text-brand-700 hover:underline dark:text-brand-300';

type ReportRow = ReturnType<typeof readReportRow>;

/**
 * Which reports the landlord side may start now: a move-in always (the api allows a fresh one, as
 * when the first was made on the wrong day), a move-out once a move-in is committed, as on the
 * create page.
 */
export function startableKinds(reports: readonly ReportRow[]): readonly InspectionKind[] {
  const committedMoveIn = reports.some((r) => r.kind === 'MOVE_IN' && r.status !== 'DRAFT');
  return committedMoveIn ? KINDS : ['MOVE_IN'];
}

function contractPageHref(area: InspectionArea, id: string): string {
  return area === 'tenant'
    ? paths.tenantContract.href({ id })
    : paths.landlordContract.href({ id });
}

function ReportList({ reports }: { reports: readonly ReportRow[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      {reports.map((r) => (
        <li
          key={r.id}
          data-testid="contract-inspection-row"
          className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <RouteLink to={paths.inspectionReport.href({ id: r.id })} className={LINK_CLASS}>
              {t('inspection-contract.open', { id: r.id })}
            </RouteLink>
            <StatusBadge
              status={r.status}
              tones={INSPECTION_STATUS_TONES}
              labelPrefix="inspections.status"
            />
          </div>
          <p className="mt-1 text-sm text-ink-muted">
            {t('inspections.web.issue_count', { count: r.issueCount })} ·{' '}
            {t('inspection-contract.updated', { date: formatDate(r.updatedAt) })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * /landlords/rental-contracts/{id}/inspection-report and /tenants/...: the contract's move-in and
 * move-out reports with their status. The landlord side starts the next report from here; the
 * tenant reads. A contract the viewer may not see is the 404 page.
 */
export function ContractInspectionReportsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const area: InspectionArea = useLocation().pathname.includes('/tenants/') ? 'tenant' : 'landlord';
  const { data, loading, error } = useQuery(ContractInspectionReportsDocument, {
    variables: { id },
  });
  if (data && !data.contract) return <ErrorScreen status={404} />;
  const contract = data?.contract;
  if (!contract)
    return (
      <LoadState
        hasData={false}
        isLoading={loading}
        error={error}
        translateError={translateInspectionError}
      />
    );
  const reports = contract.inspectionReports.map((r) => readReportRow(r));
  const startable = area === 'landlord' && contract.committed ? startableKinds(reports) : [];
  return (
    <div>
      <RouteLink
        to={contractPageHref(area, contract.id)}
        className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('inspection-contract.back')}
      </RouteLink>
      <PageHeader
        title={t('inspection-contract.title')}
        subtitle={t('inspection-contract.subtitle')}
      />
      {!contract.committed && (
        <p className="mb-4 text-sm text-ink-muted">{t('inspection-contract.not_committed')}</p>
      )}
      <div className="flex flex-col gap-6">
        {KINDS.map((kind) => {
          const ofKind = reports.filter((r) => r.kind === kind);
          return (
            <TitledSection
              key={kind}
              id={`inspection-${kind.toLowerCase()}`}
              title={t(enumKey('inspections.kinds', kind))}
              titleClassName="mb-2 text-lg font-semibold text-ink"
            >
              {ofKind.length > 0 ? (
                <ReportList reports={ofKind} />
              ) : (
                <EmptyText>
                  {t(
                    area === 'tenant'
                      ? 'inspection-contract.none_tenant'
                      : kind === 'MOVE_IN'
                        ? 'inspection-contract.none_move_in'
                        : 'inspection-contract.none_move_out',
                  )}
                </EmptyText>
              )}
              {startable.includes(kind) && (
                <RouteLink
                  to={`${paths.inspectionCreate.href()}?contract=${contract.id}`}
                  className="mt-3 inline-block rounded-xl bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  {t(
                    kind === 'MOVE_IN'
                      ? 'inspection-contract.start_move_in'
                      : 'inspection-contract.start_move_out',
                  )}
                </RouteLink>
              )}
            </TitledSection>
          );
        })}
      </div>
    </div>
  );
}
