import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { CloseButton } from '../../../ui/CloseButton';
import { StaffBillEditor } from './StaffBillEditor';
import { StaffPayoutHold } from './StaffPayoutHold';

/** Staff: one rent period opened from the payment services page: its bill and its payout. */
export function StaffPeriodPanel({
  contractId,
  date,
  onDateChange,
  onClose,
}: {
  contractId: string;
  date: string;
  onDateChange: (date: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 flex flex-col gap-6 rounded-2xl border border-line p-4"
      data-testid="staff-period"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {t('staff-finance.period_title', { date: formatDate(date) })}
        </h3>
        <CloseButton label={t('staff-finance.close')} onClose={onClose} />
      </div>
      <StaffBillEditor key={date} contractId={contractId} date={date} onMoved={onDateChange} />
      <StaffPayoutHold key={`payout-${date}`} contractId={contractId} date={date} />
    </section>
  );
}
