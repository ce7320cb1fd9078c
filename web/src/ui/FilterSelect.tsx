import { useId } from 'react';
import { inputClass, labelClass } from './fields';

export type FilterOption<T extends string> = { value: T; label: string };

/** A labelled drop-down that narrows a list (by status, mostly). */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  className = 'flex flex-col gap-1.5',
}: {
  label: string;
  value: T;
  options: readonly FilterOption<T>[];
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          // The options are the only values the select can take.
          const option = options.find((o) => o.value === e.target.value);
          if (option) onChange(option.value);
        }}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
