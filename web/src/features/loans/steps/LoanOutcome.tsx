import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import type { Loan } from '../model';

/** The assessment's outcome: approved, or declined with the rule that declined it. */
export function LoanOutcome({ loan }: { loan: Loan }) {
  const { t, i18n } = useTranslation();
  const a = loan.creditAssessment;
  if (!a) return null;
  const isDeclined = loan.status === 'DECLINED';
  const p = a.paymentAssessment;
  return (
    <div
      role="status"
      data-testid="loan-outcome"
      className={`flex flex-col gap-1 rounded-lg p-4 ${isDeclined ? 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100' : 'bg-green-100 text-green-950 dark:bg-green-950 dark:text-green-100'}`}
    >
      <p className="font-semibold">
        {t(isDeclined ? 'loans.outcome.declined' : 'loans.outcome.approved')}
      </p>
      {a.declineReason && <p>{t(`loans.outcome.reason.${a.declineReason.toLowerCase()}`)}</p>}
      {a.creditClass && <p>{t('loans.outcome.credit_class', { class: a.creditClass })}</p>}
      {p && (
        <p>
          {t('loans.outcome.margin', { amount: formatMoney(p.margin, 'ISK', i18n.language) })}{' '}
          {t('loans.outcome.living_cost', {
            amount: formatMoney(p.livingCost, 'ISK', i18n.language),
          })}
        </p>
      )}
    </div>
  );
}
