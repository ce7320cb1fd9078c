import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../__generated__';
import {
  InspectionFireSafety_FireSafetyFragmentDoc,
  type InspectionFireSafetyStatus,
} from '../../__generated__/graphql';
import { enumKey } from '../../lib/enums';
import { Badge, type BadgeTone } from '../../ui/Card';

const STATUSES: Readonly<Record<InspectionFireSafetyStatus, { key: string; tone: BadgeTone }>> = {
  OK: { key: 'ok', tone: 'success' },
  MISSING: { key: 'missing', tone: 'warning' },
  TOO_FEW: { key: 'not_enough', tone: 'warning' },
};

/**
 * The report's fire safety (issue #17): smoke detectors, fire extinguisher and escape routes as
 * the lease declares them, each in place or not; any shortfall is an issue on the report.
 */
export function FireSafetySection({
  fireSafety: ref,
}: {
  fireSafety: FragmentType<typeof InspectionFireSafety_FireSafetyFragmentDoc>;
}) {
  const { t } = useTranslation();
  const fireSafety = getFragmentData(InspectionFireSafety_FireSafetyFragmentDoc, ref);
  return (
    <section
      aria-labelledby="inspection-fire-safety"
      className="flex flex-col gap-3 rounded-2xl border border-line p-4"
      data-testid="inspection-fire-safety"
    >
      <div>
        <h2 id="inspection-fire-safety" className="text-lg font-semibold text-ink">
          {t('inspection-window.fire_safety.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('inspection-window.fire_safety.intro')}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {fireSafety.items.map((check) => (
          <li key={check.item} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-ink">
              {t(enumKey('inspection-window.fire_safety.items', check.item))}
              {check.item === 'SMOKE_DETECTORS' &&
                check.required !== null &&
                check.declaredCount !== null && (
                  <span className="block text-sm text-ink-muted">
                    {t('inspection-window.fire_safety.count', {
                      declared: check.declaredCount,
                      required: check.required,
                    })}
                  </span>
                )}
            </span>
            <Badge tone={STATUSES[check.status].tone}>
              {t(`inspection-window.fire_safety.status.${STATUSES[check.status].key}`)}
            </Badge>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">
        {fireSafety.hasIssue
          ? t('inspection-window.fire_safety.has_issue')
          : t('inspection-window.fire_safety.all_ok')}
      </p>
    </section>
  );
}
