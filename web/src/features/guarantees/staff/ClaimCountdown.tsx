import { daysUntil } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import type { GuaranteeClaimStatus } from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';

/** Days left on a claim's running deadline, saying whose answer is awaited; or that none runs. */
export function ClaimCountdown({
  status,
  deadline,
  now = new Date(),
}: {
  status: GuaranteeClaimStatus;
  deadline: string | null;
  now?: Date;
}) {
  const { t } = useTranslation();
  if (!deadline)
    return <p className="mt-1 text-sm text-ink-muted">{t('guarantees.staff.no_deadline')}</p>;
  const side = status === 'PENDING_OBLIGEE_RESPONSE' ? 'obligee' : 'principal';
  return (
    <p className="mt-1 text-sm font-medium text-ink" data-testid="claim-countdown">
      {t(`guarantee-claims.web.countdown_${side}`, {
        count: daysUntil(new Date(deadline), now),
        date: formatDate(deadline),
      })}
    </p>
  );
}
