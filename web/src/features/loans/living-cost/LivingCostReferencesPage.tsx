import { useQuery } from '@apollo/client/react';
import { formatMoney, getIcelandicToday } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../__generated__';
import {
  LivingCostReferenceRowFragmentDoc,
  LivingCostReferencesDocument,
} from '../../../__generated__/graphql';
import { PageHeader } from '../../../ui/Card';
import { cellClass, DataTable } from '../../../ui/DataTable';
import { EmptyText } from '../../../ui/EmptyState';
import { LoadState } from '../../../ui/ListState';
import { AdminHomeLink } from '../../../ui/BackLink';
import { PeriodStartCell, RecordedCell } from '../../../ui/period-cells';
import { LivingCostReferenceForm } from './LivingCostReferenceForm';

/**
 * /admin/finance/living-cost-references: the UMS living-cost reference per period, newest first,
 * with the one loans' payment assessments use today. Staff record each newly published set; a
 * figure not yet checked against UMS's table is marked so.
 */
export function LivingCostReferencesPage() {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(LivingCostReferencesDocument);
  const periods = (data?.livingCostReferences ?? []).map((p) =>
    getFragmentData(LivingCostReferenceRowFragmentDoc, p),
  );
  const money = (amount: number) => formatMoney(amount, 'ISK', i18n.language);
  const today = getIcelandicToday();
  return (
    <div>
      <AdminHomeLink />
      <PageHeader title={t('loans.living_cost.title')} subtitle={t('loans.living_cost.subtitle')} />
      <LivingCostReferenceForm />
      {!data && <LoadState hasData={false} isLoading={loading} error={error} />}
      {data && periods.length === 0 && <EmptyText>{t('loans.living_cost.empty')}</EmptyText>}
      {periods.length > 0 && (
        <DataTable
          columns={[
            { label: t('loans.living_cost.columns.from') },
            { label: t('loans.living_cost.columns.first_adult') },
            { label: t('loans.living_cost.columns.other_adult') },
            { label: t('loans.living_cost.columns.per_child') },
            { label: t('loans.living_cost.columns.source'), className: 'hidden md:table-cell' },
            { label: t('loans.living_cost.columns.recorded'), className: 'hidden md:table-cell' },
          ]}
        >
          {periods.map((p) => (
            <tr key={p.from} data-testid="living-cost-reference" className="border-t border-line">
              <PeriodStartCell
                from={p.from}
                isCurrent={p.isCurrent}
                statusText={t(
                  `loans.living_cost.status.${p.isCurrent ? 'current' : p.from > today ? 'planned' : 'past'}`,
                )}
                unverifiedText={p.isVerified ? null : t('loans.living_cost.status.unverified')}
              />
              <td className={`${cellClass} tabular-nums`}>{money(p.firstAdult)}</td>
              <td className={`${cellClass} tabular-nums`}>{money(p.otherAdult)}</td>
              <td className={`${cellClass} tabular-nums`}>{money(p.perChild)}</td>
              <td
                className={`${cellClass} hidden max-w-xs break-words text-ink-muted md:table-cell`}
              >
                {p.source}
              </td>
              <RecordedCell
                name={p.createdBy?.fullName ?? t('loans.living_cost.seeded')}
                at={p.createdAt}
              />
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
