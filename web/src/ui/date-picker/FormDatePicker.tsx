import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../fields';
import { DatePicker, type DatePickerProps } from './DatePicker';

type Props<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  DatePickerProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'inputRef'
> & { control: Control<T, unknown, TOut>; name: Path<T> };

/** A DatePicker bound to react-hook-form: the value is 'YYYY-MM-DD' or null. */
export function FormDatePicker<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  ...props
}: Props<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <DatePicker
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={translateFieldError(t, fieldState.error?.message)}
    />
  );
}
