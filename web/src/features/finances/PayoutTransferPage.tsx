import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import { FinancePayoutFragmentDoc, PayoutTransferDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { formatDate } from '../../lib/format';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { Card, PageHeader } from '../../ui/Card';
import { LoadState } from '../../ui/ListState';
import { StatusBadge } from '../../ui/StatusBadge';
import { PAYOUT_STATUS_TONES } from './model';

/** /landlords/payout-transfer/{id}: one payout, what was received, the fee and what was sent. */
export function PayoutTransferPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(PayoutTransferDocument, { variables: { id } });
  if (data && !data.payout) return <ErrorScreen status={404} />;
  const payout = data?.payout ? getFragmentData(FinancePayoutFragmentDoc, data.payout) : null;
  const money = (amount: number) => formatMoney(amount, payout?.currency ?? 'ISK', i18n.language);
  return (
    <div>
      <RouteLink
        to={paths.landlordPayouts.href()}
        className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('finances.transfer.back')}
      </RouteLink>
      <PageHeader title={t('finances.transfer.title')} />
      {!data && <LoadState hasData={false} isLoading={loading} error={error} />}
      {payout && (
        <Card>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="payout-transfer">
            {(
              [
                ['status', null],
                ['due_date', formatDate(payout.dueDate)],
                ['contract', payout.contractId],
                ['gross', money(payout.grossAmount)],
                ['fee', money(payout.feeAmount)],
                ['amount', money(payout.amount)],
                ['iban', payout.ibanMasked],
                ['created', formatDate(payout.createdAt)],
                ['booked', payout.bookedAt ? formatDate(payout.bookedAt) : '—'],
                ...(payout.reversedAt
                  ? [['reversed', formatDate(payout.reversedAt)] as const]
                  : []),
                ['transfer_id', payout.transferId ?? '—'],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt className="text-xs text-ink-muted">{t(`finances.transfer.${key}`)}</dt>
                <dd className="font-semibold tabular-nums text-ink">
                  {key === 'status' ? (
                    <StatusBadge
                      status={payout.status}
                      tones={PAYOUT_STATUS_TONES}
                      labelPrefix="finances.payout_status"
                    />
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
    </div>
  );
}
