import type { ReactNode } from 'react';
import { Label, TextArea, TextField } from 'react-aria-components';
import { labelClass, textAreaClass } from '../../ui/form/Field';

export { textAreaClass };

/** An optional message to the tenant (denials), up to 2000 characters. */
export function MessageField({
  value,
  onChange,
  label,
  description,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  description?: string;
}) {
  return (
    <TextField value={value} onChange={onChange} maxLength={2000} className="flex flex-col gap-1.5">
      <Label className={labelClass}>{label}</Label>
      <TextArea className={textAreaClass} rows={4} />
      {description && <p className="text-xs text-ink-muted">{description}</p>}
    </TextField>
  );
}

/** A labelled native select: simple, keyboard- and screen-reader friendly everywhere. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  id,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  id: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className="h-11 rounded-lg border border-line bg-surface px-3 text-base text-ink outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 sm:text-sm"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}
