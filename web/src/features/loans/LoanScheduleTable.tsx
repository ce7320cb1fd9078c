import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AnnuityCells,
  annuityFacts,
  useAnnuityFormat,
  type AnnuityRow,
  type AnnuityTerms,
} from '../../ui/annuity-schedule';

export type ScheduleView = AnnuityTerms & { rows: readonly AnnuityRow[] };

const COLUMNS = ['number', 'due', 'principal', 'interest', 'fee', 'total', 'balance'] as const;

/** A repayment row's state once the loan is paid out: due, paid, late (or not yet due). */
export type RepaymentState = 'SCHEDULED' | 'DUE' | 'PAID' | 'LATE';

const STATE_TONES: Readonly<Record<RepaymentState, string>> = {
  SCHEDULED: 'text-ink-muted',
  DUE: 'text-brand-700 dark:text-brand-300',
  PAID: 'text-green-700 dark:text-green-300',
  LATE: 'font-semibold text-red-700 dark:text-red-400',
};

/**
 * The annuity loan's payment schedule (loan-payment-schedule): the cost told first (monthly
 * payment, interest, fees, APRC: law 33/2013), then principal, interest, notice fee and balance
 * per payment.
 */
export function LoanScheduleTable({
  schedule: s,
  states,
}: {
  schedule: ScheduleView;
  /** Each payment's state by its number, once the loan is being repaid. */
  states?: ReadonlyMap<number, RepaymentState>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const format = useAnnuityFormat();
  const { money } = format;
  const facts = annuityFacts(s, format, money(s.annuity + s.noticeFee));
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('loans.schedule.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="loan-schedule-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt className="text-xs text-ink-muted">{t(`loans.schedule.facts.${key}`)}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Focusable so a keyboard can scroll a table wider than the screen. */}
      <div className="max-h-96 overflow-auto rounded-lg border border-line" tabIndex={0}>
        <table className="w-full text-sm" data-testid="loan-schedule">
          <caption className="sr-only">{t('loans.schedule.caption')}</caption>
          <thead className="sticky top-0 bg-surface-raised">
            <tr className="text-xs text-ink-muted">
              {[...COLUMNS, ...(states ? (['state'] as const) : [])].map((c) => (
                <th
                  key={c}
                  scope="col"
                  className="px-2 py-1.5 text-end font-medium first:text-start"
                >
                  {t(`loans.schedule.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.rows.map((r) => (
              <tr key={r.number} className="border-t border-line text-end tabular-nums">
                <td className="px-2 py-1 text-start">{r.number}</td>
                <AnnuityCells row={r} money={money} />
                {states && (
                  <td
                    className={`px-2 py-1 ${STATE_TONES[states.get(r.number) ?? 'SCHEDULED']}`}
                    data-testid="loan-repayment-state"
                  >
                    {t(
                      `loans.repayment_state.${(states.get(r.number) ?? 'SCHEDULED').toLowerCase()}`,
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
