import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldMessage as Message, inputClass, labelClass } from './Field';
import { useFieldMessage } from './messages';

/* Fields bound to react-hook-form by `control` and `name`: labelled, errors translated (in the
   namespace of the form around) and tied to their input with aria-describedby. Native inputs keep
   them light and keyboard-friendly. */

type Base<T extends FieldValues, TOut extends FieldValues = T> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
};

function useFieldError<T extends FieldValues, TOut extends FieldValues>(
  control: Control<T, unknown, TOut>,
  name: Path<T>,
) {
  const controller = useController({ control, name });
  return { ...controller, error: useFieldMessage(controller.fieldState.error?.message) };
}

export function TextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  multiline,
  inputMode,
  placeholder,
  autoComplete,
  type = 'text',
  isNullable,
  rows = 8,
  maxLength,
  isRequired,
}: Base<T, TOut> & {
  /** Lines of a multiline field. */
  rows?: number;
  maxLength?: number;
  isRequired?: boolean;
  /** An empty input is null ("none"), not "". */
  isNullable?: boolean;
  multiline?: boolean;
  inputMode?: 'text' | 'numeric' | 'decimal';
  placeholder?: string;
  autoComplete?: string;
  type?: 'text' | 'date';
}) {
  const id = useId();
  const { field, error } = useFieldError(control, name);
  const props = {
    id,
    name: field.name,
    value: (field.value as string | null | undefined) ?? '',
    onChange: (e: { target: { value: string } }) =>
      field.onChange(isNullable && e.target.value.trim() === '' ? null : e.target.value),
    onBlur: field.onBlur,
    'aria-invalid': Boolean(error),
    'aria-describedby': error || hint ? `${id}-msg` : undefined,
    'aria-required': isRequired || undefined,
    placeholder,
    maxLength,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea {...props} ref={field.ref} rows={rows} className={`${inputClass} h-auto py-2`} />
      ) : (
        <input
          {...props}
          ref={field.ref}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete ?? 'off'}
          className={inputClass}
        />
      )}
      <Message id={`${id}-msg`} error={error} hint={hint} />
    </div>
  );
}

/**
 * A number typed as text, read the Icelandic way: "85,5" and "64,1466" have a decimal comma,
 * "1.250.000" has thousands dots; "-21.94" (a dot that is not a thousands group) is a decimal.
 */
export function parseNumber(text: string): number | undefined {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(/\u2212/g, '-');
  if (cleaned === '') return undefined;
  let normalized = cleaned;
  if (cleaned.includes(',')) normalized = cleaned.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(cleaned)) normalized = cleaned.replace(/\./g, '');
  const value = Number(normalized);
  return Number.isFinite(value) ? value : Number.NaN;
}

export function NumberField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  unit,
  isNullable,
}: Base<T, TOut> & { unit?: string; isNullable?: boolean }) {
  const id = useId();
  const { field, error } = useFieldError(control, name);
  const current = field.value as number | null | undefined;
  const show = (v: number | null | undefined) =>
    v === null || v === undefined || Number.isNaN(v) ? '' : String(v);
  const [text, setText] = useState(show(current));
  const emitted = useRef(current);
  // A value set from outside (a click on the map) replaces what is in the box.
  useEffect(() => {
    if (current !== emitted.current && !(Number.isNaN(current) && Number.isNaN(emitted.current))) {
      emitted.current = current;
      setText(show(current));
    }
  }, [current]);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={field.ref}
          name={field.name}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const parsed = parseNumber(e.target.value);
            const value = parsed === undefined && isNullable ? null : parsed;
            emitted.current = value;
            field.onChange(value);
          }}
          onBlur={field.onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={error || hint ? `${id}-msg` : undefined}
          className={`${inputClass} ${unit ? 'pr-14' : ''}`}
        />
        {unit && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink-muted">
            {unit}
          </span>
        )}
      </div>
      <Message id={`${id}-msg`} error={error} hint={hint} />
    </div>
  );
}

export function SelectField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  options,
  placeholder,
  asNumber,
  isNullable,
}: Base<T, TOut> & {
  options: { value: string; label: string; group?: string }[];
  placeholder?: string;
  asNumber?: boolean;
  /** The placeholder chooses null ("none"), not undefined. */
  isNullable?: boolean;
}) {
  const id = useId();
  const { field, error } = useFieldError(control, name);
  const groups = [...new Set(options.map((o) => o.group))];
  const render = (list: typeof options) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        ref={field.ref}
        name={field.name}
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        onChange={(e) =>
          field.onChange(
            e.target.value === ''
              ? isNullable
                ? null
                : undefined
              : asNumber
                ? Number(e.target.value)
                : e.target.value,
          )
        }
        onBlur={field.onBlur}
        aria-invalid={Boolean(error)}
        aria-describedby={error || hint ? `${id}-msg` : undefined}
        className={inputClass}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {groups.length > 1
          ? groups.map((g) => (
              <optgroup key={g} label={g}>
                {render(options.filter((o) => o.group === g))}
              </optgroup>
            ))
          : render(options)}
      </select>
      <Message id={`${id}-msg`} error={error} hint={hint} />
    </div>
  );
}

/** A required yes-or-no answer (null until answered). */
export function YesNoField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  hint,
}: Base<T, TOut>) {
  const { t } = useTranslation();
  const id = useId();
  const { field, error } = useFieldError(control, name);
  const value = field.value as boolean | undefined;
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={error || hint ? `${id}-msg` : undefined}
    >
      <legend className={`${labelClass} mb-1.5`}>{label}</legend>
      <div className="flex gap-2">
        {[true, false].map((option) => (
          <label
            key={String(option)}
            className={`flex h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${value === option ? 'border-brand-600 bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100' : 'border-line text-ink'}`}
          >
            <input
              type="radio"
              name={`${field.name}-${id}`}
              className="sr-only"
              checked={value === option}
              onChange={() => field.onChange(option)}
              onBlur={field.onBlur}
            />
            {option ? t('common.status.yes') : t('common.status.no')}
          </label>
        ))}
      </div>
      <Message id={`${id}-msg`} error={error} hint={hint} />
    </fieldset>
  );
}

export function CheckboxField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  hint,
}: Base<T, TOut>) {
  const id = useId();
  const { field, error } = useFieldError(control, name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex cursor-pointer items-center gap-3 text-sm text-ink">
        <input
          id={id}
          ref={field.ref}
          type="checkbox"
          checked={field.value === true}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
          aria-describedby={error || hint ? `${id}-msg` : undefined}
          className="size-5 accent-brand-700"
        />
        {label}
      </label>
      <Message id={`${id}-msg`} error={error} hint={hint} />
    </div>
  );
}
