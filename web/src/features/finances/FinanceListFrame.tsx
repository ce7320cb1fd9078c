import { formatMoney } from '@leiga/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { Card, PageHeader } from '../../ui/Card';
import { EmptyText } from '../../ui/EmptyState';
import { LoadState } from '../../ui/ListState';
import { FinanceFilters } from './FinanceFilters';
import { downloadCsv, toRestQuery, type FilterValues } from './model';

type FinanceKind = 'payouts' | 'invoices';

/**
 * What the landlord's payouts and invoices pages share: the title with the CSV download, the
 * filters, the load state, the totals of the whole filtered list and the empty text. The page
 * gives its own table as children.
 */
export function FinanceListFrame({
  kind,
  filter,
  onFilter,
  statuses,
  statusPrefix,
  hasData,
  isLoading,
  error,
  totals,
  isEmpty,
  children,
}: {
  kind: FinanceKind;
  filter: FilterValues;
  /** New filter values: the page shows page 1 of them. */
  onFilter: (values: FilterValues) => void;
  statuses: readonly string[];
  statusPrefix: string;
  hasData: boolean;
  isLoading: boolean;
  error: unknown;
  /** Each total's key under `finances.<kind>.totals` and its amount in ISK; null while loading. */
  totals: readonly (readonly [string, number])[] | null;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const exportCsv = async () => {
    try {
      await downloadCsv(kind, toRestQuery(kind, filter) ?? '');
    } catch {
      toast.error(t('finances.filters.csv_failed'));
    }
  };
  return (
    <div>
      <PageHeader
        title={t(`finances.${kind}.title`)}
        subtitle={t(`finances.${kind}.subtitle`)}
        actions={
          <Button variant="secondary" onPress={() => void exportCsv()}>
            {t('finances.filters.download_csv')}
          </Button>
        }
      />
      <FinanceFilters
        kind={kind}
        initial={filter}
        statuses={statuses}
        statusPrefix={statusPrefix}
        onApply={onFilter}
      />
      <LoadState hasData={hasData} isLoading={isLoading} error={error} />
      {totals && (
        <Card className="mb-4">
          <dl
            className="grid grid-cols-3 gap-4"
            data-testid={`${kind === 'payouts' ? 'payout' : 'invoice'}-totals`}
          >
            {totals.map(([key, amount]) => (
              <div key={key}>
                <dt className="text-xs text-ink-muted">{t(`finances.${kind}.totals.${key}`)}</dt>
                <dd className="font-semibold tabular-nums text-ink">
                  {formatMoney(amount, 'ISK', i18n.language)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
      {totals && isEmpty && <EmptyText>{t(`finances.${kind}.empty`)}</EmptyText>}
      {children}
    </div>
  );
}
