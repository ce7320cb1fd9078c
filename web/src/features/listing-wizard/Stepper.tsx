import type { ListingStep } from '@leiga/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../app/links';
import { stepHref, type StepState } from './model';

/**
 * The wizard's steps with a checkmark on each complete one; the current step is marked for
 * screen readers (aria-current="step"). A column on wide screens, a scrolling row on phones.
 */
export function Stepper({
  listingId,
  steps,
  current,
}: {
  /** Null before the draft exists: the steps are shown, not yet linked. */
  listingId: string | null;
  steps: readonly StepState[];
  current: ListingStep;
}) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  // On phones the steps scroll sideways: keep the current one in view.
  useEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="step"]');
    link?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);
  const done = steps.filter((s) => s.isComplete && s.step !== 'publish').length;
  const total = steps.filter((s) => s.step !== 'publish').length;
  return (
    <nav ref={nav} aria-label={t('listings.wizard.steps_label')}>
      <p className="mb-3 hidden text-sm text-ink-muted lg:block">
        {t('listings.wizard.progress', { done, total })}
      </p>
      <ol className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
        {steps.map((s, i) => {
          const isCurrent = s.step === current;
          const stateLabel = s.isComplete
            ? t('listings.wizard.step_complete')
            : t('listings.wizard.step_incomplete');
          const className = `relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${isCurrent ? 'bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100' : 'text-ink-muted hover:bg-surface-sunken hover:text-ink'}`;
          const body = (
            <>
              <span
                aria-hidden="true"
                className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${s.isComplete ? 'bg-green-700 text-white' : isCurrent ? 'border-2 border-brand-600 text-brand-700 dark:text-brand-200' : 'border border-line'}`}
              >
                {s.isComplete ? (
                  <svg viewBox="0 0 12 12" className="size-3 fill-none stroke-current stroke-2">
                    <path d="m2 6 3 3 5-6" />
                  </svg>
                ) : (
                  i + 1
                )}
              </span>
              {t(`listings.wizard.steps.${s.step}`)} <span className="sr-only">({stateLabel})</span>
            </>
          );
          return (
            <li key={s.step} className="shrink-0">
              {listingId ? (
                <RouteLink
                  to={stepHref(listingId, s.step)}
                  aria-current={isCurrent ? 'step' : undefined}
                  data-complete={s.isComplete}
                  className={className}
                >
                  {body}
                </RouteLink>
              ) : (
                <span aria-current={isCurrent ? 'step' : undefined} className={className}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
