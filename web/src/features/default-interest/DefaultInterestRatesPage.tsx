import { useMutation, useQuery } from '@apollo/client/react';
import { formatNumber } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../__generated__';
import {
  DefaultInterestRateRow_RateFragmentDoc,
  DefaultInterestRatesDocument,
  RemoveDefaultInterestRateDocument,
  type DefaultInterestRateRow_RateFragment,
} from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { cellClass, DataTable } from '../../ui/DataTable';
import { EmptyText } from '../../ui/EmptyState';
import { LoadState } from '../../ui/ListState';
import { translateGraphError } from '../../ui/graph-errors';
import { AdminHomeLink } from '../../ui/BackLink';
import { PeriodStartCell, RecordedCell } from '../../ui/period-cells';
import { CorrectDefaultInterestRateDialog } from './CorrectDefaultInterestRateDialog';
import { DefaultInterestRateForm } from './DefaultInterestRateForm';

type Rate = DefaultInterestRateRow_RateFragment;

/** 15.25 in the reader's language (15,25 in Icelandic). */
function usePercent() {
  const { i18n } = useTranslation();
  return (percent: number) =>
    formatNumber(percent, i18n.language, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
}

/**
 * /admin/finance/default-interest-rates: the Central Bank's default-interest periods, newest
 * first, with the one in force. Staff record each published period, correct one (a started one
 * with a reason), and remove a planned period (not yet started) after a confirmation.
 */
export function DefaultInterestRatesPage() {
  const { t } = useTranslation();
  const percent = usePercent();
  const { data, loading, error } = useQuery(DefaultInterestRatesDocument);
  const rates = (data?.defaultInterestRates ?? []).map((r) =>
    getFragmentData(DefaultInterestRateRow_RateFragmentDoc, r),
  );
  const [removing, setRemoving] = useState<Rate | null>(null);
  const [correcting, setCorrecting] = useState<Rate | null>(null);
  const [remove, removal] = useMutation(RemoveDefaultInterestRateDocument, {
    refetchQueries: ['DefaultInterestRates'],
  });
  const onRemove = async () => {
    if (!removing) return;
    const date = formatDate(removing.from);
    try {
      await remove({ variables: { input: { from: removing.from } } });
      toast.success(t('default-interest.deleted', { date }));
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
    setRemoving(null);
  };
  return (
    <div>
      <AdminHomeLink />
      <PageHeader title={t('default-interest.title')} subtitle={t('default-interest.subtitle')} />
      <DefaultInterestRateForm recordedFroms={rates.map((r) => r.from)} />
      {!data && <LoadState hasData={false} isLoading={loading} error={error} />}
      {data && rates.length === 0 && <EmptyText>{t('default-interest.empty')}</EmptyText>}
      {rates.length > 0 && (
        <DataTable
          columns={[
            { label: t('default-interest.columns.from') },
            { label: t('default-interest.columns.rate') },
            { label: t('default-interest.columns.source'), className: 'hidden md:table-cell' },
            { label: t('default-interest.columns.recorded'), className: 'hidden md:table-cell' },
            { label: t('default-interest.columns.actions') },
          ]}
        >
          {rates.map((rate) => (
            <tr
              key={rate.from}
              data-testid="default-interest-rate"
              className="border-t border-line"
            >
              <PeriodStartCell
                from={rate.from}
                isCurrent={rate.isCurrent}
                statusText={t(
                  `default-interest.status.${rate.isCurrent ? 'current' : rate.hasStarted ? 'past' : 'planned'}`,
                )}
                unverifiedText={rate.isVerified ? null : t('default-interest.status.unverified')}
              />
              <td className={`${cellClass} tabular-nums`}>
                {t('default-interest.percent', { percent: percent(rate.yearlyPercent) })}
              </td>
              <td
                className={`${cellClass} hidden max-w-xs break-words text-ink-muted md:table-cell`}
              >
                {rate.source}
              </td>
              <RecordedCell
                name={rate.createdBy?.fullName ?? t('default-interest.seeded')}
                at={rate.updatedAt}
              />
              <td className={`${cellClass} space-x-2 whitespace-nowrap`}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('default-interest.correct_label', { date: formatDate(rate.from) })}
                  onPress={() => setCorrecting(rate)}
                >
                  {t('default-interest.correct')}
                </Button>
                {!rate.hasStarted && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('default-interest.delete_label', {
                      date: formatDate(rate.from),
                    })}
                    onPress={() => setRemoving(rate)}
                  >
                    {t('default-interest.delete')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {correcting && (
        <CorrectDefaultInterestRateDialog rate={correcting} onClose={() => setCorrecting(null)} />
      )}
      {removing && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
          title={t('default-interest.delete_title', { date: formatDate(removing.from) })}
          text={t('default-interest.delete_text', {
            date: formatDate(removing.from),
            percent: percent(removing.yearlyPercent),
          })}
          confirmLabel={t('default-interest.delete')}
          tone="danger"
          isLoading={removal.loading}
          onConfirm={() => void onRemove()}
        />
      )}
    </div>
  );
}
