import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '../../ui/fields';
import { translateProfileField } from './messages';

/** A labelled native control with its translated error; the control gets id and aria-*. */
export function Field({
  label,
  error,
  className = '',
  children,
}: {
  label: string;
  error?: string;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const message = translateProfileField(t, error);
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(message),
        'aria-describedby': message ? `${id}-error` : undefined,
        className: inputClass,
      })}
      {message && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
    </div>
  );
}

/** '' -> null, else a number: for optional numeric inputs bound with register(). */
export const toNumberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
/** '' -> null: optional text inputs. */
export const toTextOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

export const formGridClass = 'mt-4 grid gap-3 rounded-xl bg-surface-sunken p-4 sm:grid-cols-2';
