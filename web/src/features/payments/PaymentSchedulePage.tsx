import { useMutation, useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import {
  InvoicePaymentScheduleItemDocument,
  PaymentScheduleDocument,
  RemovePaymentScheduleItemDocument,
  RevertPaymentScheduleItemInvoiceDocument,
  ScheduleRow_ItemFragmentDoc,
} from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { formatDate } from '../../lib/format';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { Card, PageHeader } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyText } from '../../ui/EmptyState';
import { LoadState } from '../../ui/ListState';
import {
  contractHref,
  getScheduleArea,
  isSandboxBank,
  translatePaymentError,
  type ScheduleItem,
} from './model';
import { DefaultInterestNotice } from './DefaultInterestNotice';
import { ScheduleItemDialog } from './ScheduleItemDialog';
import { ScheduleTable } from './ScheduleTable';

type DialogState =
  | { kind: 'closed' }
  | { kind: 'edit'; item: ScheduleItem | null }
  | { kind: 'delete'; item: ScheduleItem }
  | { kind: 'invoice'; item: ScheduleItem }
  | { kind: 'revert'; item: ScheduleItem };

/**
 * /landlords/rental-contracts/{id}/payments and /tenants/...: the contract's payment schedule,
 * what is due, paid and late, with the fees and totals. The landlord side changes unpaid items,
 * adds and deletes them; the tenant reads.
 */
export function PaymentSchedulePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const area = getScheduleArea(useLocation().pathname);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'closed' });
  const { data, loading, error } = useQuery(PaymentScheduleDocument, { variables: { id } });
  const [remove, removing] = useMutation(RemovePaymentScheduleItemDocument, {
    refetchQueries: ['PaymentSchedule'],
  });
  const [sendClaim, sending] = useMutation(InvoicePaymentScheduleItemDocument, {
    refetchQueries: ['PaymentSchedule'],
    awaitRefetchQueries: true,
  });
  const [cancelClaim, cancelling] = useMutation(RevertPaymentScheduleItemInvoiceDocument, {
    refetchQueries: ['PaymentSchedule'],
    awaitRefetchQueries: true,
  });
  if (data && !data.contract) return <ErrorScreen status={404} />;
  const schedule = data?.contract?.paymentSchedule ?? null;
  const items = (schedule?.items ?? []).map((item) =>
    getFragmentData(ScheduleRow_ItemFragmentDoc, item),
  );
  const canEdit = area === 'landlord' && (schedule?.canEdit ?? false);
  const money = (amount: number) => formatMoney(amount, schedule?.currency ?? 'ISK', i18n.language);
  const onConfirmDelete = async (item: ScheduleItem) => {
    try {
      await remove({ variables: { input: { contractId: id, date: item.dueDate } } });
      toast.success(t('payments.deleted'));
    } catch (e) {
      toast.error(translatePaymentError(t, e));
    }
    setDialog({ kind: 'closed' });
  };
  const onConfirmClaim = async (kind: 'invoice' | 'revert', item: ScheduleItem) => {
    const input = { contractId: id, date: item.dueDate };
    try {
      if (kind === 'invoice') await sendClaim({ variables: { input } });
      else await cancelClaim({ variables: { input } });
      toast.success(t(kind === 'invoice' ? 'payments.claim_sent' : 'payments.claim_cancelled'));
    } catch (e) {
      toast.error(translatePaymentError(t, e));
    }
    setDialog({ kind: 'closed' });
  };
  const hasOpenClaim = items.some(
    (item) => item.claim.status === 'UNPAID' || item.claim.status === 'PARTLY_PAID',
  );
  return (
    <div>
      <RouteLink
        to={contractHref(area, id)}
        className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('payments.back_to_contract')}
      </RouteLink>
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={
          canEdit && (
            <Button onPress={() => setDialog({ kind: 'edit', item: null })}>
              {t('payments.actions.add')}
            </Button>
          )
        }
      />
      {!data && (
        <LoadState
          hasData={false}
          isLoading={loading}
          error={error}
          translateError={translatePaymentError}
        />
      )}
      {data?.contract && !schedule && <EmptyText>{t('payments.not_committed')}</EmptyText>}
      {schedule && (
        <>
          <Card className="mb-4">
            <h2 className="sr-only">{t('payments.totals.title')}</h2>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5" data-testid="schedule-totals">
              {(
                [
                  ['amount_due', schedule.totals.amountDue],
                  ['fees', schedule.totals.fees],
                  ['paid', schedule.totals.paid],
                  ['outstanding', schedule.totals.outstanding],
                  ['late', schedule.totals.late],
                ] as const
              ).map(([key, amount]) => (
                <div key={key}>
                  <dt className="text-xs text-ink-muted">{t(`payments.totals.${key}`)}</dt>
                  <dd className="font-semibold tabular-nums text-ink">{money(amount)}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <DefaultInterestNotice />
          {!canEdit && <p className="mb-3 text-sm text-ink-muted">{t('payments.read_only')}</p>}
          {area === 'tenant' && hasOpenClaim && (
            <Card className="mb-4">
              <p className="text-sm text-ink" data-testid="claim-in-bank">
                {t('payments.tenant_claim_notice')}
              </p>
              {isSandboxBank && (
                <RouteLink
                  to={paths.sandboxBank.href()}
                  className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  {t('payments.open_sandbox_bank')}
                </RouteLink>
              )}
            </Card>
          )}
          {items.length === 0 ? (
            <EmptyText>{t('payments.empty')}</EmptyText>
          ) : (
            <ScheduleTable
              items={items}
              canEdit={canEdit}
              onEdit={(item) => setDialog({ kind: 'edit', item })}
              onDelete={(item) => setDialog({ kind: 'delete', item })}
              onInvoice={(item) => setDialog({ kind: 'invoice', item })}
              onRevert={(item) => setDialog({ kind: 'revert', item })}
            />
          )}
        </>
      )}
      {dialog.kind === 'edit' && (
        <ScheduleItemDialog
          contractId={id}
          item={dialog.item}
          onClose={() => setDialog({ kind: 'closed' })}
        />
      )}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setDialog({ kind: 'closed' })}
          title={t('payments.delete.title', { date: formatDate(dialog.item.dueDate) })}
          text={t('payments.delete.text', { amount: money(dialog.item.amountDue) })}
          confirmLabel={t('payments.delete.confirm')}
          isLoading={removing.loading}
          onConfirm={() => void onConfirmDelete(dialog.item)}
        />
      )}
      {(dialog.kind === 'invoice' || dialog.kind === 'revert') && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setDialog({ kind: 'closed' })}
          title={t(`payments.${dialog.kind}.title`, { date: formatDate(dialog.item.dueDate) })}
          text={t(`payments.${dialog.kind}.text`, { amount: money(dialog.item.amountDue) })}
          confirmLabel={t(`payments.${dialog.kind}.confirm`)}
          tone={dialog.kind === 'invoice' ? 'primary' : 'danger'}
          isLoading={sending.loading || cancelling.loading}
          onConfirm={() => void onConfirmClaim(dialog.kind as 'invoice' | 'revert', dialog.item)}
        />
      )}
    </div>
  );
}
