import { useMutation } from '@apollo/client/react';
import { meterCreateSchema } from '@leiga/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddInspectionMeterDocument,
  type ContractUtilityTag,
} from '../../../__generated__/graphql';
import { enumKey, fromGraphEnum } from '../../../lib/enums';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { FieldMessage, inputClass, labelClass } from '../../../ui/form/Field';
import { translateInspectionError } from '../model';
import { fieldErrors, translateCode } from './step-model';

const UTILITIES: readonly ContractUtilityTag[] = ['ELECTRICITY', 'HEATING', 'HOUSEFUND', 'OTHER'];

/** A meter the contract does not list: which utility and its number (domain's rules first). */
export function AddMeterForm({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [utility, setUtility] = useState(UTILITIES[0]!);
  const [meterNumber, setMeterNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [add, adding] = useMutation(AddInspectionMeterDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = meterCreateSchema.safeParse({
      utility: fromGraphEnum(utility),
      meter_number: meterNumber,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await add({
        variables: { input: { reportId, utility, meterNumber: parsed.data.meter_number } },
      });
      setMeterNumber('');
    } catch (error) {
      toast.error(translateInspectionError(t, error));
    }
  };

  const numberError = errors.meter_number ? translateCode(t, errors.meter_number) : undefined;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2">
      <label className={labelClass} htmlFor={`${id}-utility`}>
        {t('inspection-steps.meters.utility')}
      </label>
      <select
        id={`${id}-utility`}
        className={inputClass}
        value={utility}
        onChange={(e) => setUtility(e.target.value as ContractUtilityTag)}
      >
        {UTILITIES.map((u) => (
          <option key={u} value={u}>
            {t(enumKey('inspection-steps.meters.utilities', u))}
          </option>
        ))}
      </select>
      <label className={labelClass} htmlFor={`${id}-number`}>
        {t('inspection-steps.meters.meter_number')}
      </label>
      <input
        id={`${id}-number`}
        className={inputClass}
        inputMode="numeric"
        value={meterNumber}
        aria-invalid={numberError ? true : undefined}
        aria-describedby={numberError ? `${id}-number-error` : undefined}
        onChange={(e) => setMeterNumber(e.target.value)}
      />
      <FieldMessage id={`${id}-number-error`} error={numberError} />
      <Button type="submit" variant="secondary" isLoading={adding.loading}>
        {t('inspection-steps.meters.add')}
      </Button>
    </form>
  );
}
