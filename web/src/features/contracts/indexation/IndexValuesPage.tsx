import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getFragmentData } from '../../../__generated__';
import {
  IndexValueRow_ValueFragmentDoc,
  IndexValuesDocument,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/Card';
import { cellClass, DataTable } from '../../../ui/DataTable';
import { EmptyText } from '../../../ui/EmptyState';
import { LoadState } from '../../../ui/ListState';
import { Pagination, pageCount } from '../../../ui/Pagination';
import { IndexValueDialog, type RecordedIndexValue } from './IndexValueDialog';
import { formatIndexMonth, formatIndexValue, suggestNextMonth } from './model';
import { AdminHomeLink } from '../../../ui/BackLink';

type DialogState =
  { kind: 'closed' } | { kind: 'add' } | { kind: 'correct'; value: RecordedIndexValue };

/**
 * /admin/index-values: the consumer price index per month that indexed leases follow (SPEC
 * "index model day value"), newest first, a year a page. Staff add a month as Statistics Iceland
 * publishes it and correct a mistyped one.
 */
export function IndexValuesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });
  const { data, previousData, loading, error } = useQuery(IndexValuesDocument, {
    variables: { page },
  });
  const result = (data ?? previousData)?.indexValues;
  const rows = (result?.items ?? []).map((item) =>
    getFragmentData(IndexValueRow_ValueFragmentDoc, item),
  );
  const newest = page === 1 ? (rows[0]?.monthKey ?? null) : null;
  const setPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next === 1) nextParams.delete('page');
    else nextParams.set('page', String(next));
    setParams(nextParams, { replace: true });
  };
  return (
    <div>
      <AdminHomeLink />
      <PageHeader
        title={t('contracts.indexation.admin_title')}
        subtitle={t('contracts.indexation.admin_subtitle')}
        actions={
          // The suggested month follows the newest value: wait for the list before offering it.
          <Button isDisabled={!result} onPress={() => setDialog({ kind: 'add' })}>
            {t('contracts.indexation.add')}
          </Button>
        }
      />
      {!result && <LoadState hasData={false} isLoading={loading} error={error} />}
      {result && rows.length === 0 && <EmptyText>{t('contracts.indexation.empty')}</EmptyText>}
      {rows.length > 0 && (
        <DataTable
          columns={[
            { label: t('contracts.indexation.columns.month') },
            { label: t('contracts.indexation.columns.value') },
            { label: t('contracts.indexation.columns.source'), className: 'hidden md:table-cell' },
            {
              label: t('contracts.indexation.columns.recorded'),
              className: 'hidden md:table-cell',
            },
            { label: t('contracts.indexation.columns.actions') },
          ]}
        >
          {rows.map((row) => {
            const month = formatIndexMonth(row.monthKey, t);
            return (
              <tr key={row.monthKey} data-testid="index-value" className="border-t border-line">
                <th scope="row" className={`${cellClass} font-medium text-ink`}>
                  {month}
                  <span className="block text-xs font-normal text-ink-muted">{row.monthKey}</span>
                </th>
                <td className={`${cellClass} tabular-nums`}>
                  {formatIndexValue(row.value, i18n.language)}
                </td>
                <td
                  className={`${cellClass} hidden max-w-xs break-words text-ink-muted md:table-cell`}
                >
                  {row.source}
                </td>
                <td className={`${cellClass} hidden text-ink-muted md:table-cell`}>
                  {row.createdBy?.fullName ?? t('contracts.indexation.seeded')}
                  <span className="block text-xs">{formatDate(row.updatedAt)}</span>
                </td>
                <td className={cellClass}>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('contracts.indexation.correct_label', { month })}
                    onPress={() =>
                      setDialog({
                        kind: 'correct',
                        value: { monthKey: row.monthKey, value: row.value, source: row.source },
                      })
                    }
                  >
                    {t('contracts.indexation.correct')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {result && (
        <Pagination
          page={page}
          pages={pageCount(result.count, result.pageSize)}
          hasNextPage={result.hasNextPage}
          onPage={setPage}
        />
      )}
      {dialog.kind !== 'closed' && (
        <IndexValueDialog
          recorded={dialog.kind === 'correct' ? dialog.value : undefined}
          suggestedMonth={suggestNextMonth(newest, new Date())}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
    </div>
  );
}
