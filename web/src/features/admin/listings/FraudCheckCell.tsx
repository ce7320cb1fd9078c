import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { FraudCheckCell_ListingFragmentDoc } from '../../../__generated__/graphql';
import { Badge } from '../../../ui/Card';
import { signalMessage } from './fraud-check-model';

/** The back office's view of a listing's fraud check: passed or flagged, and why. */
export function FraudCheckCell({
  listing: ref,
}: {
  listing: FragmentType<typeof FraudCheckCell_ListingFragmentDoc>;
}) {
  const { t, i18n } = useTranslation();
  const { fraudCheck: check } = getFragmentData(FraudCheckCell_ListingFragmentDoc, ref);
  if (!check)
    return <span className="text-sm text-ink-muted">{t('listing-checks.admin.not_checked')}</span>;
  const score = t('listing-checks.admin.score', {
    score: check.score.toLocaleString(i18n.language, { maximumFractionDigits: 2 }),
  });
  if (check.passes)
    return (
      <span className="flex flex-col items-start gap-1">
        <Badge tone="success">{t('listing-checks.admin.passed')}</Badge>
        {check.score > 0 && <span className="text-xs text-ink-muted">{score}</span>}
      </span>
    );
  return (
    <div className="flex flex-col items-start gap-1" data-testid="fraud-check-flagged">
      <Badge tone="warning">{t('listing-checks.admin.flagged')}</Badge>
      <span className="text-xs text-ink-muted">{score}</span>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">
          {t('listing-checks.admin.signals', { count: check.signals.length })}
        </summary>
        <ul className="mt-1 flex max-w-sm list-disc flex-col gap-1 pl-5 text-ink">
          {check.signals.map((signal, i) => (
            <li key={i}>{signalMessage(signal, t, i18n.language)}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
