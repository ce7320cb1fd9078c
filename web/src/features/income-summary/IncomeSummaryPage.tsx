import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../__generated__';
import {
  IncomeFiguresFieldsFragmentDoc,
  MyIncomeSummaryDocument,
} from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { Card, PageHeader } from '../../ui/Card';
import { EmptyText } from '../../ui/EmptyState';
import { FilterSelect } from '../../ui/FilterSelect';
import { WarningIcon } from '../../ui/icons';
import { LoadState } from '../../ui/ListState';
import { IncomeGroupSection } from './IncomeTables';
import { downloadIncomeFile, FIGURE_COLUMNS, getYearOptions, type IncomeFileKind } from './model';

const NOTES = ['gross', 'apart', 'no_tax', 'months', 'source'] as const;

/**
 * /landlords/finances/income-summary: the rent received through Leiga in a year per property
 * and month, the fees kept back and the payouts, grouped as the tax return groups rental income,
 * with the CSV and PDF of the same figures.
 */
export function IncomeSummaryPage() {
  const { t, i18n } = useTranslation();
  const years = getYearOptions();
  const [year, setYear] = useState(years[0]!);
  const { data, loading, error } = useQuery(MyIncomeSummaryDocument, { variables: { year } });
  const summary = data?.myIncomeSummary.year === year ? data.myIncomeSummary : undefined;
  const download = async (kind: IncomeFileKind) => {
    try {
      await downloadIncomeFile(kind, year, i18n.language);
    } catch {
      toast.error(t('income-summary.download_failed'));
    }
  };
  const totals = summary && getFragmentData(IncomeFiguresFieldsFragmentDoc, summary.totals);
  return (
    <div>
      <PageHeader
        title={t('income-summary.title')}
        subtitle={t('income-summary.subtitle')}
        actions={
          <div className="flex gap-2">
            <Button variant="secondary" onPress={() => void download('csv')}>
              {t('income-summary.download_csv')}
            </Button>
            <Button variant="secondary" onPress={() => void download('pdf')}>
              {t('income-summary.download_pdf')}
            </Button>
          </div>
        }
      />
      <FilterSelect
        label={t('income-summary.year')}
        value={String(year)}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
        onChange={(value) => setYear(Number(value))}
        className="mb-6 flex max-w-40 flex-col gap-1.5"
      />
      <LoadState hasData={Boolean(summary)} isLoading={loading} error={error} />
      {summary && summary.groups.length === 0 && (
        <EmptyText>{t('income-summary.empty', { year })}</EmptyText>
      )}
      {summary?.isResidentialOverLimit && (
        <Card className="mb-6">
          <p
            role="status"
            data-testid="income-over-limit"
            className="flex items-start gap-2 text-ink"
          >
            <WarningIcon size={18} aria-hidden="true" />
            {t('income-summary.over_limit')}
          </p>
        </Card>
      )}
      {summary?.groups.map((group) => (
        <IncomeGroupSection key={group.kind} group={group} summary={summary} />
      ))}
      {summary && totals && summary.groups.length > 0 && (
        <Card className="mb-8">
          <h2 className="mb-3 font-semibold text-ink">{t('income-summary.year_total')}</h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3" data-testid="income-year-totals">
            {FIGURE_COLUMNS.map(([field, key]) => (
              <div key={field}>
                <dt className="text-xs text-ink-muted">{t(`income-summary.columns.${key}`)}</dt>
                <dd className="font-semibold tabular-nums text-ink">
                  {formatMoney(totals[field], summary.currency, i18n.language)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
      <section aria-labelledby="income-notes" className="text-sm text-ink-muted">
        <h2 id="income-notes" className="mb-2 font-semibold text-ink">
          {t('income-summary.notes.heading')}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          {NOTES.map((note) => (
            <li key={note}>{t(`income-summary.notes.${note}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
