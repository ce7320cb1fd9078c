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
import { inputClass, labelClass } from './form/Field';
import { translateFieldMessage, useFieldMessage } from './form/messages';

export { inputClass, labelClass, textAreaClass } from './form/Field';
export { FormAlert } from './form/FormKit';

/** Zod messages are catalogue keys (`validation.email`); fill in the limits they mention. */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  return translateFieldMessage(t, message);
}

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
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessage(fieldState.error?.message);
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
