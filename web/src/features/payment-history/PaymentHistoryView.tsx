import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentHistoryView_HistoryFragment } from '../../__generated__/graphql';
import { enumKey } from '../../lib/enums';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Badge } from '../../ui/Card';
import { EFFECT_TONES, MONTHS_PAGE_SIZE, OUTCOME_TONES, getNewestMonths } from './model';

type History = PaymentHistoryView_HistoryFragment;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line p-3">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-xl font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** The history's figures, how it counts in pre-approval, and its months newest first. */
export function PaymentHistoryView({ history, isOwner }: { history: History; isOwner: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(MONTHS_PAGE_SIZE);
  const rate = (value: number | null | undefined) =>
    value == null
      ? t('payment-history.summary.no_rate')
      : t('payment-history.summary.rate', { rate: value });
  const months = getNewestMonths(history.months, shown);
  return (
    <div className="space-y-4">
      <div>
        <h3 className="mb-1 text-sm font-semibold text-ink">
          {t(isOwner ? 'payment-history.effect_title' : 'payment-history.effect_title_reader')}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <Badge tone={EFFECT_TONES[history.preApprovalEffect]}>
            {t(enumKey('payment-history.effects', history.preApprovalEffect))}
          </Badge>
        </p>
      </div>
      {history.countedMonths === 0 ? (
        <p className="text-sm text-ink-muted">{t('payment-history.empty')}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure
              label={t('payment-history.summary.on_time_rate')}
              value={rate(history.onTimeRate)}
            />
            <Figure
              label={t('payment-history.summary.paid_by_final_due_rate')}
              value={rate(history.paidByFinalDueRate)}
            />
            <Figure
              label={t('payment-history.summary.counted_months')}
              value={String(history.countedMonths)}
            />
            <Figure
              label={t('payment-history.summary.current_streak')}
              value={String(history.currentStreak)}
            />
            <Figure
              label={t('payment-history.summary.longest_streak')}
              value={String(history.longestStreak)}
            />
          </dl>
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-sm font-semibold text-ink">
              {t('payment-history.months.title')}
            </caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t('payment-history.months.due_date')}
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t('payment-history.months.paid_date')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('payment-history.months.outcome')}
                </th>
              </tr>
            </thead>
            <tbody>
              {/* Two leases can share a due date, so the key is the place in the list. */}
              {months.map((m, index) => (
                <tr key={`${m.dueDate}-${index}`} className="border-t border-line">
                  <th scope="row" className="py-1 pr-2 font-normal text-ink">
                    {formatDate(m.dueDate)}
                  </th>
                  <td className="py-1 pr-2 text-ink">
                    {m.paidDate ? formatDate(m.paidDate) : t('payment-history.months.not_paid')}
                  </td>
                  <td className="py-1">
                    <Badge tone={OUTCOME_TONES[m.outcome]}>
                      {t(enumKey('payment-history.outcomes', m.outcome))}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {history.months.length > shown && (
            <Button
              variant="secondary"
              size="sm"
              onPress={() => setShown((n) => n + MONTHS_PAGE_SIZE)}
            >
              {t('payment-history.months.show_more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
