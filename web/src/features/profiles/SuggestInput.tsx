import { useId, type Ref } from 'react';
import { inputClass, labelClass } from '../../ui/fields';

/** A text input with suggestions below it (a listbox the keyboard reaches with Tab). */
export function SuggestInput<T>({
  label,
  value,
  onChange,
  items,
  itemKey,
  itemLabel,
  onPick,
  testId,
  error,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  items: readonly T[];
  itemKey: (item: T) => string;
  itemLabel: (item: T) => string;
  onPick: (item: T) => void;
  testId?: string;
  /** A translated message shown under the input and tied to it. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className={inputClass}
        value={value}
        autoComplete="off"
        data-testid={testId}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ul
          aria-label={label}
          className="max-h-56 overflow-auto rounded-lg border border-line bg-surface"
        >
          {items.map((item) => (
            <li key={itemKey(item)}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="w-full px-3 py-2 text-left text-sm text-ink hover:bg-surface-sunken focus-visible:bg-surface-sunken focus-visible:outline-none"
              >
                {itemLabel(item)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
