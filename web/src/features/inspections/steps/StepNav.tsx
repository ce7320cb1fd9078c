import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../../app/links';
import { paths } from '../../../app/paths';
import { STEP_PAGES, stepHref, type StepPage, type StepsReport } from './step-model';

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 dark:text-brand-300';

/** The steps as tabs with their state, and previous/next links: usable by thumb on a phone. */
export function StepNav({
  report,
  current,
  firstRoomId,
}: {
  report: StepsReport;
  current: StepPage;
  /** Where the rooms step opens. */
  firstRoomId?: string;
}) {
  const { t } = useTranslation();
  const index = STEP_PAGES.indexOf(current);
  const previous = STEP_PAGES[index - 1];
  const next = STEP_PAGES[index + 1];
  const validOf = (step: StepPage) => report.stepChecks.find((c) => c.step === step)?.valid;
  return (
    <nav aria-label={t('inspection-steps.nav.label')} className="flex flex-col gap-2">
      <RouteLink to={paths.inspectionReport.href({ id: report.id })} className={linkClass}>
        {t('inspection-steps.nav.back_to_report')}
      </RouteLink>
      <p className="text-sm text-ink-muted">
        {t('inspection-steps.nav.step_of', { current: index + 1, total: STEP_PAGES.length })}
      </p>
      {/* Relative: the sr-only states inside are placed in the list, which clips them, not in
          the page, which they would widen. */}
      <ol className="relative flex gap-1 overflow-x-auto">
        {STEP_PAGES.map((step) => (
          <li key={step}>
            <RouteLink
              to={stepHref(report.id, step, firstRoomId)}
              aria-current={step === current ? 'step' : undefined}
              className={`${linkClass} whitespace-nowrap ${step === current ? 'bg-surface' : ''}`}
            >
              {t(`inspection-steps.steps.${step}`)}
              <span className="sr-only">
                {' '}
                {validOf(step)
                  ? t('inspection-steps.nav.complete')
                  : t('inspection-steps.nav.incomplete')}
              </span>
              <span aria-hidden className="ms-1">
                {validOf(step) ? '✓' : '•'}
              </span>
            </RouteLink>
          </li>
        ))}
      </ol>
      <div className="flex justify-between">
        {previous ? (
          <RouteLink to={stepHref(report.id, previous, firstRoomId)} className={linkClass}>
            {t('inspection-steps.nav.previous')}
          </RouteLink>
        ) : (
          <span />
        )}
        {next && (
          <RouteLink to={stepHref(report.id, next, firstRoomId)} className={linkClass}>
            {t('inspection-steps.nav.next')}
          </RouteLink>
        )}
      </div>
    </nav>
  );
}
