import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, NumberField, TextField } from '../../ui/form/controlled';

/** The fields a period's record and its correction share; both forms' values carry them. */
type RateFieldName = 'yearly_percent' | 'source' | 'is_verified' | 'reason';

/**
 * Rate, source, checked and reason, as recording and correcting a period both ask them. The
 * reason is required once a period has started (it changes interest already charged from then).
 */
export function DefaultInterestRateFields<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  reasonHint,
  isReasonRequired = false,
}: {
  control: Control<T, unknown, TOut>;
  reasonHint: string;
  isReasonRequired?: boolean;
}) {
  const { t } = useTranslation();
  // The forms' value types differ (record also has `from`); both hold these four names.
  const name = (field: RateFieldName) => field as Path<T>;
  return (
    <>
      <NumberField
        control={control}
        name={name('yearly_percent')}
        label={t('default-interest.fields.yearly_percent')}
        hint={t('default-interest.fields.yearly_percent_hint')}
      />
      <TextField
        control={control}
        name={name('source')}
        label={t('default-interest.fields.source')}
        hint={t('default-interest.fields.source_hint')}
        maxLength={300}
        isRequired
      />
      <CheckboxField
        control={control}
        name={name('is_verified')}
        label={t('default-interest.fields.is_verified')}
      />
      <TextField
        control={control}
        name={name('reason')}
        label={t('default-interest.fields.reason')}
        hint={reasonHint}
        maxLength={500}
        isRequired={isReasonRequired}
      />
    </>
  );
}
