import { useQuery } from '@apollo/client/react';
import { formatNumber } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { DefaultInterestInForceDocument } from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';

/**
 * One line on the payments pages: the default interest late rent carries today, the period staff
 * recorded as in force. Nothing while loading or when it cannot be read: the schedule matters
 * more than the line.
 */
export function DefaultInterestNotice() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(DefaultInterestInForceDocument);
  const current = data?.defaultInterestRates.find((r) => r.isCurrent);
  if (!current) return null;
  const values = {
    percent: formatNumber(current.yearlyPercent, i18n.language, { maximumFractionDigits: 2 }),
    date: formatDate(current.from),
  };
  return (
    <p className="mb-3 text-sm text-ink-muted" data-testid="default-interest-notice">
      {current.isVerified
        ? t('default-interest.applies', values)
        : t('default-interest.applies_unverified', values)}
    </p>
  );
}
