import type { ComponentProps, ReactNode } from 'react';

export const choiceInputClass = 'size-4 accent-brand-700';

/**
 * A native checkbox or radio button with its words after it, all of it one click target. The
 * input takes what it is given (`checked` and `onChange`, or what register() returns).
 */
export function ChoiceLabel({
  label,
  className = 'flex items-center gap-2 text-sm text-ink',
  inputClassName = choiceInputClass,
  type = 'checkbox',
  ...input
}: Omit<ComponentProps<'input'>, 'className'> & {
  label: ReactNode;
  /** The label's class (the row). */
  className?: string;
  inputClassName?: string;
}) {
  return (
    <label className={className}>
      <input {...input} type={type} className={inputClassName} />
      {label}
    </label>
  );
}
