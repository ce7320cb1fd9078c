import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { FilterSelect } from '../../ui/FilterSelect';
import { inputClass, labelClass, translateFieldError } from '../../ui/fields';
import { getFilterErrors, type FilterValues } from './model';

function DateInput({
  label,
  value,
  error,
  onChange,
  type = 'date',
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: 'date' | 'text';
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={type === 'text' ? 'numeric' : undefined}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-700 dark:text-danger-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** Period, status and contract filters of a finances list, applied on "Filter". */
export function FinanceFilters({
  kind,
  initial,
  statuses,
  statusPrefix,
  onApply,
}: {
  kind: 'payouts' | 'invoices';
  initial: FilterValues;
  statuses: readonly string[];
  statusPrefix: string;
  onApply: (values: FilterValues) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof FilterValues, string>>>({});
  const set = (key: keyof FilterValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const apply = () => {
    const found = getFilterErrors(kind, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(values);
  };
  return (
    <form
      className="mb-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <DateInput
        label={t('finances.filters.from')}
        value={values.from}
        error={translateFieldError(t, errors.from)}
        onChange={set('from')}
      />
      <DateInput
        label={t('finances.filters.to')}
        value={values.to}
        error={translateFieldError(t, errors.to)}
        onChange={set('to')}
      />
      <FilterSelect
        label={t('finances.filters.status')}
        value={values.status}
        options={[
          { value: '', label: t('finances.filters.any_status') },
          ...statuses.map((s) => ({ value: s, label: t(`${statusPrefix}.${s.toLowerCase()}`) })),
        ]}
        onChange={set('status')}
      />
      <DateInput
        type="text"
        label={t('finances.filters.contract')}
        value={values.contractId}
        error={translateFieldError(t, errors.contractId)}
        onChange={set('contractId')}
      />
      <Button type="submit">{t('finances.filters.apply')}</Button>
    </form>
  );
}
