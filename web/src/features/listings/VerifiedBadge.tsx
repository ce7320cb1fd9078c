import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../ui/icons';

/**
 * The "verified" badge: the listing passed the fraud check and its landlord is identified by
 * electronic ID. On the listing page it takes focus and shows why in a tooltip; on a card (a
 * link already) the explanation is its title and is read out, without another tab stop.
 */
export function VerifiedBadge({ isFocusable = false }: { isFocusable?: boolean }) {
  const { t } = useTranslation();
  const tooltipId = useId();
  const explanation = t('listing-checks.badge.explanation');
  return (
    <span
      className="group relative inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 focus-visible:outline-2 focus-visible:outline-brand-600 dark:bg-green-950 dark:text-green-300"
      data-testid="verified-badge"
      {...(isFocusable ? { tabIndex: 0, 'aria-describedby': tooltipId } : { title: explanation })}
    >
      <CheckCircleIcon size={14} aria-hidden="true" />
      {t('listing-checks.badge.label')}
      {isFocusable ? (
        <span
          id={tooltipId}
          role="tooltip"
          className="invisible absolute top-full left-0 z-20 mt-1 w-64 rounded-lg border border-line bg-surface-raised p-2 text-xs font-normal text-ink shadow-lg group-hover:visible group-focus:visible"
        >
          {explanation}
        </span>
      ) : (
        <span className="sr-only">{`: ${explanation}`}</span>
      )}
    </span>
  );
}
