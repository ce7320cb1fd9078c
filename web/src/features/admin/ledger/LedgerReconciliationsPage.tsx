import { useMutation, useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import {
  AdminLedgerReconciliationsDocument,
  AdminRunLedgerReconciliationDocument,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { fromGraphEnum } from '../../../lib/enums';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/Card';
import { cellClass, DataTable } from '../../../ui/DataTable';
import { EmptyText } from '../../../ui/EmptyState';
import { GraphErrorAlert } from '../../../ui/GraphErrorAlert';
import { LoadState } from '../../../ui/ListState';

const PAGE_SIZE = 20;

/** /admin/ledger-reconciliations: the latest reconciliations of the rent ledger, and a run now. */
export function LedgerReconciliationsPage() {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(AdminLedgerReconciliationsDocument, {
    variables: { page: 1, pageSize: PAGE_SIZE },
  });
  const [run, running] = useMutation(AdminRunLedgerReconciliationDocument, {
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });
  const runs = data?.ledgerReconciliations.items ?? [];
  const latest = runs[0];
  const isk = (amount: number) => formatMoney(amount, 'ISK', i18n.language);

  return (
    <div>
      <PageHeader title={t('ledger.title')} subtitle={t('ledger.subtitle')} />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Button isLoading={running.loading} onPress={() => void run().catch(() => undefined)}>
          {running.loading ? t('ledger.running') : t('ledger.run')}
        </Button>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {running.data
            ? t('ledger.ran', { checked: running.data.runLedgerReconciliation.contractsChecked })
            : ''}
        </p>
      </div>
      {running.error && <GraphErrorAlert error={running.error} />}
      <LoadState hasData={Boolean(data)} isLoading={loading} error={error} />
      {data && runs.length === 0 && <EmptyText>{t('ledger.empty')}</EmptyText>}
      {runs.length > 0 && (
        <DataTable
          columns={[
            { label: t('ledger.columns.when') },
            { label: t('ledger.columns.trigger') },
            { label: t('ledger.columns.checked') },
            { label: t('ledger.columns.result') },
            { label: t('ledger.columns.duration'), className: 'hidden md:table-cell' },
          ]}
        >
          {runs.map((r) => (
            <tr key={r.id} className="border-t border-line">
              <td className={cellClass}>
                {formatDate(r.createdAt)} {new Date(r.createdAt).toLocaleTimeString(i18n.language)}
              </td>
              <td className={cellClass}>{t(`ledger.trigger.${fromGraphEnum(r.trigger)}`)}</td>
              <td className={cellClass}>{r.contractsChecked}</td>
              <td className={cellClass}>
                {r.isBalanced
                  ? t('ledger.balanced')
                  : t('ledger.unbalanced', { count: r.contractsUnbalanced })}
              </td>
              <td className={`${cellClass} hidden md:table-cell`}>
                {t('ledger.ms', { value: r.durationMs })}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {latest && latest.findings.length > 0 && (
        <section className="mt-8" aria-labelledby="ledger-findings">
          <h2 id="ledger-findings" className="mb-3 text-lg font-semibold">
            {t('ledger.findings_title')}
          </h2>
          <ul className="flex flex-col gap-3">
            {latest.findings.map((f) => (
              <li key={f.contractId} className="rounded-lg border border-line p-3">
                <p className="font-medium">{t('ledger.contract', { id: f.contractId })}</p>
                <ul className="mt-1 text-sm text-ink-muted">
                  {f.problems.map((p) => (
                    <li key={p.code}>
                      {t('ledger.problem_detail', {
                        problem: t(`ledger.problems.${fromGraphEnum(p.code)}`),
                        expected: isk(p.expected),
                        actual: isk(p.actual),
                      })}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
