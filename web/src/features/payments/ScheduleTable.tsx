import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { cellClass, DataTable } from '../../ui/DataTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { enumKey } from '../../lib/enums';
import { canInvoice, canRevert, ITEM_STATUS_TONES, type ScheduleItem } from './model';

/** The schedule's rows: period, dates, what is asked and paid, status, and the landlord's actions. */
export function ScheduleTable({
  items,
  canEdit,
  onEdit,
  onDelete,
  onInvoice,
  onRevert,
}: {
  items: readonly ScheduleItem[];
  canEdit: boolean;
  onEdit: (item: ScheduleItem) => void;
  onDelete: (item: ScheduleItem) => void;
  onInvoice: (item: ScheduleItem) => void;
  onRevert: (item: ScheduleItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <DataTable
      columns={[
        { label: t('payments.columns.due_date') },
        { label: t('payments.columns.final_due_date'), className: 'hidden md:table-cell' },
        { label: t('payments.columns.period'), className: 'hidden lg:table-cell' },
        { label: t('payments.columns.amount') },
        { label: t('payments.columns.fee'), className: 'hidden md:table-cell' },
        { label: t('payments.columns.paid') },
        { label: t('payments.columns.status') },
        ...(canEdit ? [{ label: t('payments.columns.actions') }] : []),
      ]}
    >
      {items.map((item) => {
        const date = formatDate(item.dueDate);
        return (
          <tr key={item.id} data-testid="schedule-item" className="border-t border-line align-top">
            <th scope="row" className={`${cellClass} font-medium text-ink`}>
              {date}
            </th>
            <td className={`${cellClass} hidden md:table-cell`}>{formatDate(item.finalDueDate)}</td>
            <td className={`${cellClass} hidden text-ink-muted lg:table-cell`}>
              {formatDate(item.periodStart)}–{formatDate(item.periodEnd)}
            </td>
            <td className={`${cellClass} tabular-nums`}>
              <span className="font-medium text-ink">{money(item.amount, item.currency)}</span>
              {item.utilities.length > 0 && (
                <span className="block text-xs text-ink-muted">
                  {[
                    t('payments.rent', { amount: money(item.rentAmount, item.currency) }),
                    ...item.utilities.map((u) =>
                      t('payments.utility_line', {
                        name: t([`payments.utility.${u.tag}`, 'payments.utility.other']),
                        amount: money(u.amount, item.currency),
                      }),
                    ),
                  ].join(' · ')}
                </span>
              )}
              {item.indexMonthKey && item.indexValue !== null && (
                <span className="block text-xs text-ink-muted">
                  {t('payments.indexed', { month: item.indexMonthKey, value: item.indexValue })}
                </span>
              )}
              {item.isManual && (
                <span className="block text-xs text-ink-muted">{t('payments.manual')}</span>
              )}
            </td>
            <td className={`${cellClass} hidden tabular-nums md:table-cell`}>
              {item.paymentFeeRemovedAt
                ? t('payments.fee_removed')
                : money(item.paymentFee, item.currency)}
            </td>
            <td className={`${cellClass} tabular-nums`}>
              {money(item.paidAmount, item.currency)}
              {item.paidAt && (
                <span className="block text-xs text-ink-muted">{formatDate(item.paidAt)}</span>
              )}
            </td>
            <td className={cellClass}>
              <StatusBadge
                status={item.status}
                tones={ITEM_STATUS_TONES}
                labelPrefix="payments.status"
              />
              {item.claim.status && (
                <span className="mt-1 block text-xs text-ink-muted">
                  {t(enumKey('payments.claim', item.claim.status))}
                </span>
              )}
            </td>
            {canEdit && (
              <td className={cellClass}>
                <div className="flex flex-wrap gap-2">
                  {canInvoice(item) && (
                    <Button
                      size="sm"
                      aria-label={t('payments.actions.invoice_label', { date })}
                      onPress={() => onInvoice(item)}
                    >
                      {t('payments.actions.invoice')}
                    </Button>
                  )}
                  {canRevert(item) && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('payments.actions.revert_label', { date })}
                      onPress={() => onRevert(item)}
                    >
                      {t('payments.actions.revert')}
                    </Button>
                  )}
                  {item.lockedReason ? (
                    <span className="text-xs text-ink-muted">
                      {t(enumKey('payments.locked', item.lockedReason))}
                    </span>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('payments.actions.edit_label', { date })}
                        onPress={() => onEdit(item)}
                      >
                        {t('payments.actions.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('payments.actions.delete_label', { date })}
                        onPress={() => onDelete(item)}
                      >
                        {t('payments.actions.delete')}
                      </Button>
                    </>
                  )}
                </div>
              </td>
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}
