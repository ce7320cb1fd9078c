import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_CODE } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Zod messages are catalogue keys (`validation.email`); fill in the limits they mention. */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (!/^(validation|errors)\./.test(message)) return message;
  return t(message, {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
    length: SMS_CODE.length,
  });
}

export const inputClass =
  'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink outline-none placeholder:text-ink-muted/70 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 invalid:border-red-600 disabled:opacity-60 sm:text-sm';
export const labelClass = 'text-sm font-medium text-ink';

type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TextFieldProps,
  'name' | 'children'
> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  description?: ReactNode;
  placeholder?: string;
  endAdornment?: ReactNode;
};

/** A labelled text input bound to react-hook-form, its error translated and announced. */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  label,
  description,
  placeholder,
  endAdornment,
  className = '',
  ...props
}: FormTextFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = translateFieldError(t, fieldState.error?.message);
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={`flex flex-col gap-1.5 ${typeof className === 'string' ? className : ''}`}
    >
      <Label className={labelClass}>{label}</Label>
      <div className="relative">
        <Input ref={field.ref} placeholder={placeholder} className={inputClass} />
        {endAdornment && (
          <div className="absolute inset-y-0 right-1 flex items-center">{endAdornment}</div>
        )}
      </div>
      {description && !error && (
        <Text slot="description" className="text-xs text-ink-muted">
          {description}
        </Text>
      )}
      <FieldError className="text-sm text-red-700 dark:text-red-400">{error}</FieldError>
    </TextField>
  );
}

/** A password field with a show/hide toggle. */
export function FormPasswordField<T extends FieldValues, TOut extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'type' | 'endAdornment'>,
) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="rounded-md px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-surface-sunken dark:text-brand-300"
          aria-pressed={isVisible}
        >
          {isVisible ? t('common.actions.hide_password') : t('common.actions.show_password')}
        </button>
      }
    />
  );
}

export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  const tones = {
    error:
      'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
    success:
      'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
    info: 'border-brand-200 bg-brand-50 text-brand-800 dark:border-brand-800 dark:bg-brand-900 dark:text-brand-100',
  };
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
