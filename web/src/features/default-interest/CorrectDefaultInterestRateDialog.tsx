import { useMutation } from '@apollo/client/react';
import {
  checkDefaultInterestChange,
  defaultInterestRatePatchSchema,
  type DefaultInterestRatePatch,
  getIcelandicToday,
} from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import {
  CorrectDefaultInterestRateDocument,
  type DefaultInterestRateRow_RateFragment,
} from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { DialogActions, DialogFrame } from '../../ui/DialogFrame';
import { FormError, SubmitButton, useServerSubmit } from '../../ui/form/FormKit';
import { FieldNamespace } from '../../ui/form/messages';
import { useZodForm } from '../../ui/form/zod-form';
import { DefaultInterestRateFields } from './DefaultInterestRateFields';

/**
 * Correct a recorded period: its rate, its source, or that it is now checked against the Central
 * Bank's table (the seeded placeholder, once staff have looked it up). A started period changes
 * the interest of payments made from now on, so it needs a reason, as the api requires.
 */
export function CorrectDefaultInterestRateDialog({
  rate,
  onClose,
}: {
  rate: DefaultInterestRateRow_RateFragment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const date = formatDate(rate.from);
  const form = useZodForm(defaultInterestRatePatchSchema, {
    defaultValues: {
      yearly_percent: rate.yearlyPercent,
      source: rate.source,
      is_verified: rate.isVerified,
    },
  });
  const [correct] = useMutation(CorrectDefaultInterestRateDocument, {
    refetchQueries: ['DefaultInterestRates'],
  });
  const onSubmit = useServerSubmit(form, async (values: DefaultInterestRatePatch) => {
    const fields = checkDefaultInterestChange({
      from: rate.from,
      today: getIcelandicToday(),
      reason: values.reason,
    });
    if (fields.reason) {
      form.setError('reason', { type: 'domain', message: fields.reason });
      return;
    }
    await correct({
      variables: {
        input: {
          from: rate.from,
          yearlyPercent: values.yearly_percent,
          source: values.source,
          isVerified: values.is_verified,
          reason: values.reason || null,
        },
      },
    });
    toast.success(t('default-interest.corrected', { date }));
    onClose();
  });
  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('default-interest.correct_title', { date })}
    >
      <FieldNamespace.Provider value="default-interest">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 flex flex-col gap-4">
          <FormError control={form.control} />
          <DefaultInterestRateFields
            control={form.control}
            reasonHint={t(
              rate.hasStarted
                ? 'default-interest.fields.correct_reason_hint'
                : 'default-interest.fields.reason_hint',
            )}
            isReasonRequired={rate.hasStarted}
          />
          <DialogActions className="">
            <Button variant="secondary" onPress={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <SubmitButton control={form.control}>{t('default-interest.correct_save')}</SubmitButton>
          </DialogActions>
        </form>
      </FieldNamespace.Provider>
    </DialogFrame>
  );
}
