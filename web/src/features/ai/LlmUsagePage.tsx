import { useQuery } from '@apollo/client/react';
import { LLM_USAGE_DEFAULT_DAYS } from '@leiga/domain';
import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LlmUsageDocument } from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { cellClass, DataTable } from '../../ui/DataTable';
import { EmptyText } from '../../ui/EmptyState';
import { inputClass, labelClass } from '../../ui/fields';
import { LoadState } from '../../ui/ListState';
import { featureKey, inOut, usagePeriod } from './model';

/** /admin/llm-usage: AI calls per feature and day, with a period of days. */
export function LlmUsagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = usagePeriod(params, new Date(), LLM_USAGE_DEFAULT_DAYS);
  const [draft, setDraft] = useState(period);
  const { data, loading, error } = useQuery(LlmUsageDocument, {
    variables: { fromDate: period.from, toDate: period.to },
  });
  const report = data?.llmUsage;

  return (
    <div>
      <PageHeader title={t('ai.usage.title')} subtitle={t('ai.usage.subtitle')} />
      <form
        className="mb-6 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ from: draft.from, to: draft.to });
        }}
      >
        <TextField
          value={draft.from}
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
          className="flex flex-col gap-1.5"
        >
          <Label className={labelClass}>{t('ai.usage.from')}</Label>
          <Input type="date" className={inputClass} />
        </TextField>
        <TextField
          value={draft.to}
          onChange={(to) => setDraft((d) => ({ ...d, to }))}
          className="flex flex-col gap-1.5"
        >
          <Label className={labelClass}>{t('ai.usage.to')}</Label>
          <Input type="date" className={inputClass} />
        </TextField>
        <Button type="submit" variant="secondary">
          {t('ai.usage.show')}
        </Button>
      </form>
      <LoadState hasData={Boolean(report)} isLoading={loading} error={error} />
      {report && (
        <>
          <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
            {t('ai.usage.period', {
              from: formatDate(report.fromDate),
              to: formatDate(report.toDate),
            })}
          </p>
          {report.days.length === 0 ? (
            <EmptyText>{t('ai.usage.empty')}</EmptyText>
          ) : (
            <DataTable
              columns={[
                { label: t('ai.usage.columns.day') },
                { label: t('ai.usage.columns.feature') },
                { label: t('ai.usage.columns.calls') },
                { label: t('ai.usage.columns.errors') },
                { label: t('ai.usage.columns.tokens'), className: 'hidden md:table-cell' },
                { label: t('ai.usage.columns.characters'), className: 'hidden md:table-cell' },
                { label: t('ai.usage.columns.p50') },
                { label: t('ai.usage.columns.p95') },
              ]}
            >
              {report.days.map((d) => (
                <tr key={`${d.day}-${d.feature}`} className="border-t border-line">
                  <td className={cellClass}>{formatDate(d.day)}</td>
                  <td className={cellClass}>{t(featureKey(d.feature))}</td>
                  <td className={cellClass}>{d.calls}</td>
                  <td className={cellClass}>
                    {t('ai.usage.errors_detail', {
                      errors: d.errors + d.timeouts,
                      timeouts: d.timeouts,
                    })}
                  </td>
                  <td className={`${cellClass} hidden md:table-cell`}>
                    {inOut(d.inputTokens, d.outputTokens)}
                  </td>
                  <td className={`${cellClass} hidden md:table-cell`}>
                    {inOut(d.inputCharacters, d.outputCharacters)}
                  </td>
                  <td className={cellClass}>{t('ai.usage.ms', { value: d.p50LatencyMs })}</td>
                  <td className={cellClass}>{t('ai.usage.ms', { value: d.p95LatencyMs })}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
    </div>
  );
}
