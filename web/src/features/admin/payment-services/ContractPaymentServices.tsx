import { useMutation, useQuery } from '@apollo/client/react';
import { formatMoney, staffFinanceReasonSchema } from '@leiga/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminContractPaymentServicesDocument,
  AdminExecutePayoutDocument,
  AdminExecuteRevertPayoutDocument,
  AdminRemoveBillPaymentFeeDocument,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { Badge } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { cellClass, DataTable } from '../../../ui/DataTable';
import { EmptyText } from '../../../ui/EmptyState';
import { labelClass, textAreaClass, translateFieldError } from '../../../ui/fields';
import { translateGraphError } from '../../../ui/graph-errors';
import { LoadState } from '../../../ui/ListState';
import { StaffPeriodPanel } from './StaffPeriodPanel';

type Action = 'execute_payout' | 'execute_revert_payout' | 'remove_bill_payment_fee';
type Pending = { action: Action; date: string } | null;

/** One contract's bills, payouts and staff action history, with the actions behind a reason. */
export function ContractPaymentServices({ contractId }: { contractId: string }) {
  const { t, i18n } = useTranslation();
  const reasonId = useId();
  const [pending, setPending] = useState<Pending>(null);
  const [openDate, setOpenDate] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const { data, loading, error } = useQuery(AdminContractPaymentServicesDocument, {
    variables: { contractId },
  });
  const options = {
    refetchQueries: [AdminContractPaymentServicesDocument],
    awaitRefetchQueries: true,
  };
  const [execute, executing] = useMutation(AdminExecutePayoutDocument, options);
  const [revert, reverting] = useMutation(AdminExecuteRevertPayoutDocument, options);
  const [removeFee, removing] = useMutation(AdminRemoveBillPaymentFeeDocument, options);
  const services = data?.contractPaymentServices;
  const isk = (amount: number) => formatMoney(amount, 'ISK', i18n.language);

  const close = () => {
    setPending(null);
    setReason('');
    setReasonError(undefined);
  };
  const confirm = async () => {
    if (!pending) return;
    const parsed = staffFinanceReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    const variables = { input: { contractId, date: pending.date, reason: parsed.data.reason } };
    try {
      if (pending.action === 'execute_payout') await execute({ variables });
      else if (pending.action === 'execute_revert_payout') await revert({ variables });
      else await removeFee({ variables });
      toast.success(t('finances.admin.done'));
      close();
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
  };

  return (
    <section className="mt-8" aria-labelledby={`${reasonId}-title`}>
      <h2 id={`${reasonId}-title`} className="mb-3 text-lg font-semibold">
        {t('finances.admin.contract_title', { id: contractId })}
      </h2>
      <LoadState hasData={Boolean(data)} isLoading={loading} error={error} />
      {services && (
        <>
          <DataTable
            columns={[
              { label: t('finances.admin.columns.due_date') },
              { label: t('finances.admin.columns.claim') },
              { label: t('finances.admin.columns.paid') },
              { label: t('finances.admin.columns.paid_at') },
              { label: t('finances.admin.columns.actions') },
            ]}
          >
            {services.bills.map((bill) => {
              const date = formatDate(bill.dueDate);
              return (
                <tr key={bill.dueDate} data-testid="staff-bill" className="border-t border-line">
                  <th scope="row" className={`${cellClass} font-medium`}>
                    {date}
                  </th>
                  <td className={`${cellClass} tabular-nums`}>
                    {isk(bill.claimAmount)}
                    {bill.claimStatus && (
                      <span className="block text-xs text-ink-muted">
                        {t(`finances.invoice_status.${bill.claimStatus.toLowerCase()}`)}
                      </span>
                    )}
                  </td>
                  <td className={`${cellClass} tabular-nums`}>{isk(bill.paidAmount)}</td>
                  <td className={cellClass}>{bill.paidAt ? formatDate(bill.paidAt) : '—'}</td>
                  <td className={cellClass}>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="primary"
                        aria-label={t('staff-finance.open_label', { date })}
                        onPress={() => setOpenDate(bill.dueDate)}
                      >
                        {t('staff-finance.open')}
                      </Button>
                      {(
                        [
                          'execute_payout',
                          'execute_revert_payout',
                          'remove_bill_payment_fee',
                        ] as const
                      ).map((action) => (
                        <Button
                          key={action}
                          size="sm"
                          variant="secondary"
                          aria-label={t(`finances.admin.action_label.${action}`, { date })}
                          onPress={() => setPending({ action, date: bill.dueDate })}
                        >
                          {t(`finances.admin.action.${action}`)}
                        </Button>
                      ))}
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
          {openDate && (
            <StaffPeriodPanel
              contractId={contractId}
              date={openDate}
              onDateChange={setOpenDate}
              onClose={() => setOpenDate(null)}
            />
          )}
          <h3 className="mt-6 mb-2 font-semibold">{t('finances.admin.payouts_title')}</h3>
          {services.payouts.length === 0 ? (
            <EmptyText>{t('finances.admin.no_payouts')}</EmptyText>
          ) : (
            <ul className="flex flex-col gap-1 text-sm" data-testid="staff-payouts">
              {services.payouts.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center gap-2">
                  <span className="tabular-nums">
                    #{p.id} · {isk(p.grossAmount)} − {isk(p.feeAmount)} = {isk(p.amount)}
                  </span>
                  <Badge tone={p.status === 'BOOKED' ? 'success' : 'neutral'}>
                    {t(`finances.payout_status.${p.status.toLowerCase()}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-6 mb-2 font-semibold">{t('finances.admin.actions_title')}</h3>
          {services.actions.length === 0 ? (
            <EmptyText>{t('finances.admin.no_actions')}</EmptyText>
          ) : (
            <ul className="flex flex-col gap-1 text-sm" data-testid="staff-actions">
              {services.actions.map((a) => (
                <li key={a.id}>
                  {formatDate(a.createdAt)} ·{' '}
                  {t([
                    `finances.admin.action.${a.action}`,
                    `staff-finance.action.${a.action}`,
                    a.action,
                  ])}{' '}
                  · {a.reason}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {pending && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          title={t(`finances.admin.confirm_title.${pending.action}`, {
            date: formatDate(pending.date),
          })}
          confirmLabel={t(`finances.admin.action.${pending.action}`)}
          isLoading={executing.loading || reverting.loading || removing.loading}
          onConfirm={() => void confirm()}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={reasonId} className={labelClass}>
              {t('finances.admin.reason')}
            </label>
            <textarea
              id={reasonId}
              value={reason}
              rows={3}
              aria-invalid={reasonError ? true : undefined}
              onChange={(e) => setReason(e.target.value)}
              className={textAreaClass}
            />
            {reasonError && (
              <p className="text-sm text-danger-700 dark:text-danger-300">
                {translateFieldError(t, reasonError)}
              </p>
            )}
          </div>
        </ConfirmDialog>
      )}
    </section>
  );
}
