import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import {
  useFormState,
  type Control,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../Button';
import { translateGraphError } from '../graph-errors';
import { applyServerFieldErrors, fieldPaths } from './server-errors';

const SERVER = 'root.server';

/** A coloured notice above or inside a form. */
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

/** The form's own error (what no field took), set by useServerSubmit. */
export function FormError<T extends FieldValues, TOut extends FieldValues = T>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const { errors } = useFormState({ control });
  const message = errors.root?.server?.message;
  return message ? <FormAlert>{message}</FormAlert> : null;
}

/** A submit button that spins while the form submits (or while `isPending` says so). */
export function SubmitButton<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  isPending,
  ...props
}: Omit<ButtonProps, 'type' | 'isLoading'> & {
  control: Control<T, unknown, TOut>;
  isPending?: boolean;
}) {
  const { isSubmitting } = useFormState({ control });
  return <Button {...props} type="submit" isLoading={isSubmitting || isPending} />;
}

export type ServerSubmitOptions = {
  /** The words of an error no field takes; the graph's generic translation unless told. */
  translateError?: (t: TFunction, error: unknown) => string;
  /** The form field of a server path the default matching misses (`answers.q1` -> `answers.0.answer`). */
  fieldPath?: (serverPath: string) => string | null;
  /** Shown as the form's error when its own validation fails (what to do next). */
  invalidMessage?: string;
};

/**
 * handleSubmit around a call to the graph: a BAD_USER_INPUT answer puts its field errors on the
 * form's fields, any other failure becomes the form's error (shown by FormError). `action`
 * resolves when done; what it throws is caught here.
 */
export function useServerSubmit<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  action: (values: TOut) => Promise<unknown>,
  { translateError = translateGraphError, fieldPath, invalidMessage }: ServerSubmitOptions = {},
) {
  const { t } = useTranslation();
  const setFormError = (message: string) =>
    form.setError(SERVER as Path<T>, { type: 'server', message });
  return form.handleSubmit(
    async (values) => {
      form.clearErrors(SERVER as Path<T>);
      try {
        await action(values);
      } catch (error) {
        const names = fieldPaths(form.getValues());
        if (!applyServerFieldErrors(error, form.setError, names, fieldPath))
          setFormError(translateError(t, error));
      }
    },
    () => {
      if (invalidMessage) setFormError(invalidMessage);
    },
  );
}
