import type { LoanStep } from '@leiga/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouteLink, useLocalizedPath } from '../../../app/links';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/ListState';
import { inputClass, labelClass } from '../../../ui/fields';
import { getLoanFieldErrors, getLoanStepHref, translateLoanError, type Loan } from '../model';

export type StepProps = { loan: Loan };

/**
 * A step's save: runs the mutation, then goes to the next step; a refusal shows its field errors
 * beside the fields and its reason above the button, and nothing moves on.
 */
export function useStepSave(loan: Loan, next: LoanStep) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const save = async (run: () => Promise<unknown>) => {
    setFormError(null);
    setBusy(true);
    try {
      await run();
      setFieldErrors({});
      await navigate(localize(getLoanStepHref(next, loan.id)));
    } catch (error) {
      setFieldErrors(getLoanFieldErrors(error));
      setFormError(translateLoanError(t, error));
    } finally {
      setBusy(false);
    }
  };
  return { fieldErrors, setFieldErrors, formError, isBusy, save };
}

/** A labelled input with its hint and its error, tied together for screen readers. */
export function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  inputMode,
  type = 'text',
  autoComplete,
  isDisabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  type?: string;
  autoComplete?: string;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        className={inputClass}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={value}
        disabled={isDisabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <span id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(error)}
        </span>
      )}
    </div>
  );
}

/** The step's error and its buttons: back to the step before, and save. */
export function StepActions({
  loan,
  back,
  formError,
  isBusy,
  submitLabel,
  children,
}: {
  loan: Loan;
  back?: LoanStep;
  formError: string | null;
  isBusy: boolean;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {formError && <ErrorText>{formError}</ErrorText>}
      <div className="flex flex-wrap items-center gap-3">
        {back && (
          <RouteLink
            to={getLoanStepHref(back, loan.id)}
            className="rounded-lg px-3 py-2 font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300"
          >
            {t('loans.wizard.back')}
          </RouteLink>
        )}
        {children}
        {loan.isEditable && (
          <Button type="submit" isLoading={isBusy}>
            {submitLabel ?? t('loans.wizard.next')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Said on a step once the assessment has started: the application is read-only. */
export function LockedNote({ loan }: StepProps) {
  const { t } = useTranslation();
  if (loan.isEditable) return null;
  return (
    <p className="rounded-lg bg-surface-sunken p-3 text-sm text-ink">
      {t('loans.wizard.locked')}{' '}
      <RouteLink to={getLoanStepHref('review', loan.id)} className="font-medium underline">
        {t('loans.steps.review')}
      </RouteLink>
    </p>
  );
}
