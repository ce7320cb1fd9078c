import { useMutation } from '@apollo/client/react';
import {
  checkDefaultInterestChange,
  defaultInterestRateCreateSchema,
  type DefaultInterestRateCreate,
  getIcelandicToday,
} from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { AddDefaultInterestRateDocument } from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import { toast } from '../../shell/toast-store';
import { TextField } from '../../ui/form/controlled';
import { FormError, SubmitButton, useServerSubmit } from '../../ui/form/FormKit';
import { FieldNamespace } from '../../ui/form/messages';
import { useZodForm } from '../../ui/form/zod-form';
import { DefaultInterestRateFields } from './DefaultInterestRateFields';

/**
 * Record a published period. The domain's rules run here before the api sees them: the body's
 * own (date, percent of two decimals, source), a start date already in the list, and a reason
 * for a period that starts today or earlier (it changes the interest on payments from then on).
 */
export function DefaultInterestRateForm({ recordedFroms }: { recordedFroms: readonly string[] }) {
  const { t } = useTranslation();
  const form = useZodForm(defaultInterestRateCreateSchema, {
    defaultValues: { from: '', source: '', is_verified: true },
  });
  const [add] = useMutation(AddDefaultInterestRateDocument, {
    refetchQueries: ['DefaultInterestRates'],
  });
  const onSubmit = useServerSubmit(form, async (values: DefaultInterestRateCreate) => {
    const fields = checkDefaultInterestChange({
      from: values.from,
      today: getIcelandicToday(),
      reason: values.reason,
      recordedFroms,
    });
    if (fields.from) form.setError('from', { type: 'domain', message: fields.from });
    if (fields.reason) form.setError('reason', { type: 'domain', message: fields.reason });
    if (fields.from || fields.reason) return;
    await add({
      variables: {
        input: {
          from: values.from,
          yearlyPercent: values.yearly_percent,
          source: values.source,
          isVerified: values.is_verified,
          reason: values.reason || null,
        },
      },
    });
    toast.success(t('default-interest.added', { date: formatDate(values.from) }));
    form.reset({ from: '', source: '', is_verified: true });
  });
  return (
    <FieldNamespace.Provider value="default-interest">
      <form
        onSubmit={(e) => void onSubmit(e)}
        aria-label={t('default-interest.add_title')}
        className="mb-6 flex max-w-xl flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-5"
        noValidate
      >
        <h2 className="text-lg font-semibold text-ink">{t('default-interest.add_title')}</h2>
        <FormError control={form.control} />
        <TextField
          control={form.control}
          name="from"
          label={t('default-interest.fields.from')}
          hint={t('default-interest.fields.from_hint')}
          placeholder="2027-01-01"
          isRequired
        />
        <DefaultInterestRateFields
          control={form.control}
          reasonHint={t('default-interest.fields.reason_hint')}
        />
        <div>
          <SubmitButton control={form.control}>{t('default-interest.add')}</SubmitButton>
        </div>
      </form>
    </FieldNamespace.Provider>
  );
}
