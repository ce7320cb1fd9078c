import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { FormError } from '../../ui/form/FormKit';

/** The e-mail field's fixed props: spread into a FormTextField with its control and label. */
export const EMAIL_FIELD = { name: 'email', type: 'email', autoComplete: 'email' } as const;

/** A sign-in, sign-up or password form: its fields in a column, the form's own error on top. */
export function AccountForm<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  onSubmit,
  label,
  children,
}: {
  control: Control<T, unknown, TOut>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name, where a page holds more than one form. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={label}>
      <FormError control={control} />
      {children}
    </form>
  );
}
