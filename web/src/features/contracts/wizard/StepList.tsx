import { CONTRACT_STEPS, type ContractStep } from '@leiga/domain';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';

/** The steps the wizard offers, in order: the signing step (preview) last. */
export const WIZARD_STEPS: readonly ContractStep[] = [
  ...CONTRACT_STEPS.filter((s) => s !== 'preview'),
  'preview',
];

/**
 * The wizard's steps with a check on each complete one (valid_steps); the current one has
 * aria-current="step". Tab reaches the list; the arrow keys, Home and End move within it.
 */
export function StepList({
  contractId,
  validSteps,
  current,
}: {
  contractId: string;
  validSteps: readonly { stepName: string; isValid: boolean }[];
  current: ContractStep;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const isValid = (step: ContractStep) =>
    validSteps.find((s) => s.stepName === step)?.isValid === true;
  const done = WIZARD_STEPS.filter((s) => s !== 'preview' && isValid(s)).length;

  const onKeyDown = (e: KeyboardEvent<HTMLOListElement>) => {
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const target =
      e.key === 'ArrowDown' || e.key === 'ArrowRight'
        ? links[(index + 1) % links.length]
        : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
          ? links[(index - 1 + links.length) % links.length]
          : e.key === 'Home'
            ? links[0]
            : e.key === 'End'
              ? links.at(-1)
              : undefined;
    if (!target) return;
    e.preventDefault();
    target.focus();
  };

  return (
    <nav aria-label={t('contracts.web.steps_label')}>
      <p className="mb-3 text-sm text-ink-muted">
        {t('contracts.web.progress', { done, total: WIZARD_STEPS.length - 1 })}
      </p>
      <ol
        ref={list}
        onKeyDown={onKeyDown}
        className="relative flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0"
      >
        {WIZARD_STEPS.map((step, i) => {
          const isCurrent = step === current;
          const isComplete = step !== 'preview' && isValid(step);
          return (
            <li key={step} className="shrink-0">
              <RouteLink
                to={paths.contractStep.href({ id: contractId, step })}
                aria-current={isCurrent ? 'step' : undefined}
                data-step={step}
                data-complete={isComplete}
                className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none ${isCurrent ? 'bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100' : 'text-ink-muted hover:bg-surface-sunken hover:text-ink'}`}
              >
                <span
                  aria-hidden="true"
                  className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${isComplete ? 'bg-green-700 text-white' : 'border border-line'}`}
                >
                  {isComplete ? '✓' : i + 1}
                </span>
                {t(`contracts.steps.${step}`)}{' '}
                <span className="sr-only">
                  {`(${isComplete ? t('contracts.web.step_complete') : t('contracts.web.step_incomplete')})`}
                </span>
              </RouteLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
