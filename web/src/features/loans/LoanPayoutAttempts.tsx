import { useMutation } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RetryLoanPayoutDocument,
  type LoanLifecycleFieldsFragment,
} from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { translateLoanError } from './model';

type Attempt = LoanLifecycleFieldsFragment['payoutAttempts'][number];

/**
 * Staff's side of a loan's payout: every attempt with the bank's answer and the reason a retry
 * was made, and, when the bank rejected the latest and the loan is still signed, a retry with a
 * confirmation and a reason (recorded with the staff member's name).
 */
export function LoanPayoutAttempts({
  loanId,
  status,
  attempts,
}: {
  loanId: string;
  status: LoanLifecycleFieldsFragment['status'];
  attempts: readonly Attempt[];
}) {
  const { t, i18n } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const [retry, retrying] = useMutation(RetryLoanPayoutDocument);
  const latest = attempts.at(-1);
  const canRetry = status === 'SIGNED' && latest?.status === 'REJECTED';

  const confirm = async (reason: string) => {
    try {
      await retry({ variables: { input: { loanId, reason } } });
      toast.success(t('loans.staff_payout.retry_done'));
    } catch (e) {
      toast.error(translateLoanError(t, e));
    }
    setIsAsking(false);
  };

  const codeOf = (code: string) => t(`loans.staff_payout.codes.${code}`, { defaultValue: code });
  return (
    <section className="flex flex-col gap-2" data-testid="loan-payout-attempts">
      <h3 className="font-semibold text-ink">{t('loans.staff_payout.title')}</h3>
      {attempts.length === 0 ? (
        <p className="text-ink-muted">{t('loans.staff_payout.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {attempts.map((a) => (
            <li key={a.attempt} data-testid="loan-payout-attempt">
              <p>
                {t('loans.staff_payout.attempt', {
                  attempt: a.attempt,
                  amount: formatMoney(a.amount, 'ISK', i18n.language),
                  status: t(`loans.staff_payout.status.${a.status.toLowerCase()}`),
                  date: formatDate(a.bookedAt ?? a.createdAt),
                })}
              </p>
              {a.rejectionCode && (
                <p className="text-sm text-ink-muted">
                  {t('loans.staff_payout.rejection', { code: codeOf(a.rejectionCode) })}
                </p>
              )}
              {a.reason && (
                <p className="text-sm text-ink-muted">
                  {t('loans.staff_payout.reason', { reason: a.reason })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {canRetry && (
        <div>
          <Button size="sm" onPress={() => setIsAsking(true)}>
            {t('loans.staff_payout.retry')}
          </Button>
        </div>
      )}
      {isAsking && (
        <ReasonDialog
          title={t('loans.staff_payout.retry_title')}
          text={t('loans.staff_payout.retry_text')}
          confirmLabel={t('loans.staff_payout.retry')}
          isLoading={retrying.loading}
          onClose={() => setIsAsking(false)}
          onConfirm={(reason) => void confirm(reason)}
        />
      )}
    </section>
  );
}
