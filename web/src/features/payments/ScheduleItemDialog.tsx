import { useMutation } from '@apollo/client/react';
import { paymentScheduleItemFormSchema, type PaymentScheduleItemForm } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import {
  AddPaymentScheduleItemDocument,
  UpdatePaymentScheduleItemDocument,
} from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { FormDatePicker } from '../../ui/date-picker';
import { DialogActions, DialogFrame } from '../../ui/DialogFrame';
import { NumberField } from '../../ui/form/controlled';
import { FormError, SubmitButton, useServerSubmit } from '../../ui/form/FormKit';
import { FieldNamespace } from '../../ui/form/messages';
import { useZodForm } from '../../ui/form/zod-form';
import { getItemFormDefaults, translatePaymentError, type ScheduleItem } from './model';

const REFETCH = ['PaymentSchedule'];

/** Add a payment by hand, or change an unpaid item's amount and dates. */
export function ScheduleItemDialog({
  contractId,
  item,
  onClose,
}: {
  contractId: string;
  /** The item to change; a new one when null. */
  item: ScheduleItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(paymentScheduleItemFormSchema, {
    defaultValues: getItemFormDefaults(item, new Date()),
  });
  const [add] = useMutation(AddPaymentScheduleItemDocument, { refetchQueries: REFETCH });
  const [update] = useMutation(UpdatePaymentScheduleItemDocument, { refetchQueries: REFETCH });
  const onSubmit = useServerSubmit(
    form,
    async (values: PaymentScheduleItemForm) => {
      const changes = {
        dueDate: values.due_date,
        finalDueDate: values.final_due_date,
        amount: values.amount,
      };
      if (item)
        await update({ variables: { input: { contractId, date: item.dueDate, ...changes } } });
      else await add({ variables: { input: { contractId, ...changes } } });
      toast.success(t('payments.saved'));
      onClose();
    },
    { translateError: translatePaymentError },
  );
  const title = item
    ? t('payments.dialog.edit_title', { date: formatDate(item.dueDate) })
    : t('payments.dialog.add_title');
  return (
    <DialogFrame isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={title}>
      <FieldNamespace.Provider value="payments">
        <form onSubmit={(e) => void onSubmit(e)} className="mt-4 flex flex-col gap-4" noValidate>
          <FormError control={form.control} />
          <FormDatePicker
            control={form.control}
            name="due_date"
            label={t('payments.fields.due_date')}
            isRequired
          />
          <FormDatePicker
            control={form.control}
            name="final_due_date"
            label={t('payments.fields.final_due_date')}
            description={t('payments.fields.final_due_date_hint')}
            isRequired
          />
          <NumberField
            control={form.control}
            name="amount"
            label={t('payments.fields.amount')}
            hint={t('payments.fields.amount_hint')}
          />
          <DialogActions>
            <Button variant="secondary" onPress={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <SubmitButton control={form.control}>
              {item ? t('payments.dialog.save') : t('payments.dialog.add')}
            </SubmitButton>
          </DialogActions>
        </form>
      </FieldNamespace.Provider>
    </DialogFrame>
  );
}
