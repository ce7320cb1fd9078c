import { useMutation, useQuery } from '@apollo/client/react';
import { formatMoney, getStaffBillPatchRefusal, staffBillPatchSchema } from '@leiga/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminContractPaymentServicesDocument,
  AdminPatchStaffBillDocument,
  AdminStaffBillDocument,
  type StaffBillPatchInput,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { inputClass, labelClass, translateFieldError } from '../../../ui/fields';
import { translateStaffError } from './staff-errors';
import { LoadState } from '../../../ui/ListState';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { StaffActionHistory } from './StaffActionHistory';

type Form = { amount: string; dueDate: string; finalDueDate: string };
type Changes = Omit<StaffBillPatchInput, 'contractId' | 'date' | 'reason'>;
/** Stands in for the reason while the fields alone are checked, before the reason is asked. */
const FIELDS_ONLY_REASON = 'fields';

/** Staff: one period's bill, its amount and due dates changed with a reason, and its history. */
export function StaffBillEditor({
  contractId,
  date,
  onMoved,
}: {
  contractId: string;
  date: string;
  onMoved: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { data, loading, error } = useQuery(AdminStaffBillDocument, {
    variables: { contractId, date },
  });
  const [patch, patching] = useMutation(AdminPatchStaffBillDocument, {
    refetchQueries: [AdminContractPaymentServicesDocument, AdminStaffBillDocument],
    awaitRefetchQueries: true,
  });
  const bill = data?.staffBill;
  const [form, setForm] = useState<Form>({ amount: '', dueDate: '', finalDueDate: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [changes, setChanges] = useState<Changes | null>(null);
  useEffect(() => {
    if (bill)
      setForm({
        amount: String(bill.amount),
        dueDate: bill.dueDate,
        finalDueDate: bill.finalDueDate,
      });
  }, [bill]);
  const isk = (amount: number) => formatMoney(amount, 'ISK', i18n.language);
  // This feature's own field messages live in its namespace; the shared ones in validation.
  const fieldText = (message: string | undefined) =>
    message?.startsWith('staff-finance.') ? t(message) : translateFieldError(t, message);

  if (!bill) return <LoadState hasData={false} isLoading={loading} error={error} />;
  const refusal = getStaffBillPatchRefusal({
    paidAmount: bill.paidAmount,
    paidAt: null,
    claimId: bill.claimStatus ? 'claim' : null,
    claimStatus: bill.claimStatus
      ? (bill.claimStatus.toLowerCase() as 'unpaid' | 'partly_paid' | 'paid' | 'cancelled')
      : null,
  });

  const review = () => {
    const amount = form.amount.trim() === '' ? Number.NaN : Number(form.amount);
    const next: Changes = {};
    if (amount !== bill.amount) next.amount = amount;
    if (form.dueDate !== bill.dueDate) next.dueDate = form.dueDate;
    if (form.finalDueDate !== bill.finalDueDate) next.finalDueDate = form.finalDueDate;
    const parsed = staffBillPatchSchema.safeParse({
      reason: FIELDS_ONLY_REASON,
      amount: next.amount,
      due_date: next.dueDate || undefined,
      final_due_date: next.finalDueDate || undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setChanges(next);
  };
  const confirm = async (reason: string) => {
    if (!changes) return;
    try {
      const result = await patch({
        variables: { input: { contractId, date, reason, ...changes } },
      });
      toast.success(t('staff-finance.bill_saved'));
      setChanges(null);
      const moved = result.data?.patchStaffBill.dueDate;
      if (moved && moved !== date) onMoved(moved);
    } catch (e) {
      toast.error(translateStaffError(t, e));
      setChanges(null);
    }
  };

  const field = (name: keyof Form, errorKey: string, label: string, type: 'number' | 'date') => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        value={form[name]}
        disabled={refusal !== null}
        aria-invalid={errors[errorKey] ? true : undefined}
        aria-describedby={errors[errorKey] ? `${id}-${name}-error` : undefined}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        className={inputClass}
      />
      {errors[errorKey] && (
        <p id={`${id}-${name}-error`} className="text-sm text-danger-700 dark:text-danger-300">
          {fieldText(errors[errorKey])}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h4 id={`${id}-title`} className="font-semibold">
        {t('staff-finance.bill_title')}
      </h4>
      <p className="text-sm text-ink-muted">
        {t('staff-finance.bill_summary', {
          start: formatDate(bill.periodStart),
          end: formatDate(bill.periodEnd),
          claim: isk(bill.claimAmount),
          paid: isk(bill.paidAmount),
        })}
      </p>
      {refusal && (
        <p className="text-sm" role="note">
          {t(`staff-finance.refusal.${refusal}`)}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        {field('amount', 'amount', t('staff-finance.field.amount'), 'number')}
        {field('dueDate', 'due_date', t('staff-finance.field.due_date'), 'date')}
        {field('finalDueDate', 'final_due_date', t('staff-finance.field.final_due_date'), 'date')}
      </div>
      <div>
        <Button variant="primary" size="sm" isDisabled={refusal !== null} onPress={review}>
          {t('staff-finance.save_bill')}
        </Button>
      </div>
      <h4 className="font-semibold">{t('staff-finance.history_title')}</h4>
      <StaffActionHistory actions={bill.actions} />
      {changes && (
        <ReasonDialog
          title={t('staff-finance.confirm_bill', { date: formatDate(date) })}
          text={t('staff-finance.confirm_bill_text')}
          confirmLabel={t('staff-finance.save_bill')}
          isLoading={patching.loading}
          onClose={() => setChanges(null)}
          onConfirm={(reason) => void confirm(reason)}
        />
      )}
    </section>
  );
}
