import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { labelClass } from '../../../ui/form/Field';
import { ChoiceLabel } from '../../../ui/form/Choice';
import { useFieldMessage } from '../../../ui/form/messages';

const optionClass =
  'flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2.5 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:has-[:checked]:bg-brand-900';

/**
 * Options as native checkboxes (`many`, the field holds a list) or radio buttons (one value),
 * bound to react-hook-form, in a labelled group; Tab and the arrow keys work as the browser's.
 */
export function ChoiceList<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  legend,
  options,
  isMultiple,
  testId,
}: {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  legend: string;
  options: readonly { value: string; label: string }[];
  isMultiple?: boolean;
  testId?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldMessage(fieldState.error?.message);
  const list = isMultiple ? ((field.value as string[] | undefined) ?? []) : [];
  return (
    <fieldset data-testid={testId}>
      <legend className={`${labelClass} mb-3`}>{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((o) => (
          <ChoiceLabel
            key={o.value}
            type={isMultiple ? 'checkbox' : 'radio'}
            name={field.name}
            value={o.value}
            className={optionClass}
            label={o.label}
            checked={isMultiple ? list.includes(o.value) : field.value === o.value}
            onBlur={field.onBlur}
            onChange={(e) =>
              field.onChange(
                isMultiple
                  ? e.target.checked
                    ? [...list, o.value]
                    : list.filter((x) => x !== o.value)
                  : o.value,
              )
            }
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
