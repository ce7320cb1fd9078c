import { useTranslation } from 'react-i18next';
import type { InspectionCondition } from '../../__generated__/graphql';
import { enumKey } from '../../lib/enums';
import { CONDITIONS } from './model';

const buttonClass =
  'min-h-11 flex-1 rounded-lg border px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60';

/** A subject's condition as a row of large buttons, pressed by thumb on a phone. */
export function ConditionButtons({
  label,
  value,
  isDisabled,
  onChange,
}: {
  /** The group's name for assistive technology (the subject's condition). */
  label: string;
  value: InspectionCondition | null;
  isDisabled: boolean;
  onChange: (condition: InspectionCondition) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label} className="mt-2 flex flex-wrap gap-1">
      {CONDITIONS.map((c) => {
        const isPressed = value === c;
        return (
          <button
            key={c}
            type="button"
            aria-pressed={isPressed}
            disabled={isDisabled}
            onClick={() => !isPressed && onChange(c)}
            className={`${buttonClass} ${
              isPressed
                ? 'border-brand-700 bg-brand-700 text-white dark:bg-brand-300 dark:text-brand-900'
                : 'border-line bg-surface text-ink hover:bg-surface-sunken'
            }`}
          >
            {t(enumKey('inspections.conditions', c))}
          </button>
        );
      })}
    </div>
  );
}
