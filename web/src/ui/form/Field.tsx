import { useId, type ReactNode } from 'react';
import { useFieldMessage } from './messages';

export const inputClass =
  'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink outline-none placeholder:text-ink-muted/70 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 invalid:border-red-600 disabled:opacity-60 sm:text-sm';
export const textAreaClass =
  'min-h-24 w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink outline-none placeholder:text-ink-muted/70 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 sm:text-sm';
export const labelClass = 'text-sm font-medium text-ink';

/** What a control gets from its Field: the ids and aria that tie it to its label and message. */
export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  className: string;
};

/** The error (in red) or else the hint under a field; `id` is what aria-describedby names. */
export function FieldMessage({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string;
  hint?: ReactNode;
}) {
  if (error)
    return (
      <p id={id} className="text-sm text-red-700 dark:text-red-400">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={id} className="text-xs text-ink-muted">
        {hint}
      </p>
    );
  return null;
}

/**
 * A labelled native control with its translated error or hint. The control is rendered by
 * `children` from the props it is given (id, aria-invalid, aria-describedby, class).
 */
export function Field({
  label,
  error,
  hint,
  className = '',
  controlClassName = inputClass,
  children,
}: {
  label: ReactNode;
  /** The raw message (a catalogue key from zod or the api); translated here. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  controlClassName?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const message = useFieldMessage(error);
  const messageId = `${id}-msg`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(message),
        'aria-describedby': message || hint ? messageId : undefined,
        className: controlClassName,
      })}
      <FieldMessage id={messageId} error={message} hint={hint} />
    </div>
  );
}

/** '' -> null, else a number: for optional numeric inputs bound with register(). */
export const toNumberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
/** '' -> null: optional text inputs. */
export const toTextOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
