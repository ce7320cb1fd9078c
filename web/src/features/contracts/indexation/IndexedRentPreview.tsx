import { useQuery } from '@apollo/client/react';
import type { Contract } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { ContractIndexedRentDocument } from '../../../__generated__/graphql';
import { LoadState } from '../../../ui/ListState';
import { Table } from '../../../ui/Table';
import { formatPrice } from '../format';
import {
  PREVIEW_MONTHS,
  formatIndexMonth,
  formatIndexValue,
  getIndexedRentRevision,
  isIndexedRentShown,
} from './model';

const CELL = 'px-3 py-2';

/**
 * The rent of the coming months of an indexed lease, one row a month; a month whose index is not
 * published yet says so instead of guessing. Nothing where the lease is not indexed or the law
 * forbids indexing it. Asks again whenever the saved rent, start or base month changes.
 */
export function IndexedRentPreview({
  contractId,
  domain,
}: {
  contractId: string;
  domain: Contract;
}) {
  if (!isIndexedRentShown(domain)) return null;
  return <IndexedRentSchedule key={getIndexedRentRevision(domain)} contractId={contractId} />;
}

function IndexedRentSchedule({ contractId }: { contractId: string }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(ContractIndexedRentDocument, {
    variables: { id: contractId, months: PREVIEW_MONTHS },
    fetchPolicy: 'network-only',
  });
  const schedule = data?.contract?.indexedRent;
  const currency = schedule?.currency ?? 'ISK';
  return (
    <section
      aria-labelledby="indexed-rent-title"
      data-testid="indexed-rent"
      className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm"
    >
      <h3 id="indexed-rent-title" className="text-lg font-semibold text-ink">
        {t('contracts.indexation.preview_title')}
      </h3>
      {schedule?.baseMonth && schedule.baseValue !== null && schedule.baseRent !== null && (
        <p className="mt-1 text-sm text-ink-muted">
          {t('contracts.indexation.preview_base', {
            rent: formatPrice(schedule.baseRent, currency, i18n.language),
            month: formatIndexMonth(schedule.baseMonth, t),
            value: formatIndexValue(schedule.baseValue, i18n.language),
          })}
        </p>
      )}
      <div className="mt-3">
        <LoadState hasData={Boolean(schedule)} isLoading={loading} error={error} />
      </div>
      {schedule && (
        <div className="overflow-x-auto">
          <Table
            caption={t('contracts.indexation.preview_title')}
            columns={[
              t('contracts.indexation.columns.month'),
              t('contracts.indexation.columns.value'),
              t('contracts.indexation.columns.rent'),
            ]}
            alignRightFrom={1}
            padding={CELL}
          >
            {schedule.months.map((m) => (
              <tr key={m.month} data-testid="indexed-rent-month" className="border-t border-line">
                <th scope="row" className={`${CELL} font-medium text-ink`}>
                  {formatIndexMonth(m.month, t)}
                </th>
                <td className={`${CELL} text-right tabular-nums`}>
                  {m.indexValue === null ? '–' : formatIndexValue(m.indexValue, i18n.language)}
                </td>
                <td className={`${CELL} text-right tabular-nums`}>
                  {m.status === 'OK' && m.rent !== null ? (
                    formatPrice(m.rent, currency, i18n.language)
                  ) : (
                    <span className="text-ink-muted">
                      {t(`contracts.indexation.month_status.${m.status.toLowerCase()}`)}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </section>
  );
}
