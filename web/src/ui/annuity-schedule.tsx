import { formatMoney, formatNumber } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';

/** What an annuity schedule (a loan's, or a guarantee premium spread over months) tells. */
export type AnnuityTerms = {
  yearlyInterestPercent: number;
  noticeFee: number;
  annuity: number;
  totalInterest: number;
  totalFees: number;
  totalPaid: number;
  aprcPercent: number;
};

export type AnnuityRow = {
  number: number;
  dueDate: string;
  principal: number;
  interest: number;
  noticeFee: number;
  total: number;
  balance: number;
};

/** Money and percent in the reader's language, as the schedules show them. */
export function useAnnuityFormat() {
  const { i18n } = useTranslation();
  return {
    money: (n: number) => formatMoney(n, 'ISK', i18n.language),
    percent: (n: number) =>
      `${formatNumber(n, i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`,
  };
}

/**
 * The cost told before the schedule (consumer-credit law 33/2013): monthly payment, interest,
 * notice fee, totals and APRC, each under its key; `monthly` is the formatted monthly payment.
 */
export function annuityFacts(
  s: AnnuityTerms,
  { money, percent }: ReturnType<typeof useAnnuityFormat>,
  monthly: string,
): [key: string, value: string][] {
  return [
    ['monthly', monthly],
    ['interest', percent(s.yearlyInterestPercent)],
    ['notice_fee', money(s.noticeFee)],
    ['total_interest', money(s.totalInterest)],
    ['total_fees', money(s.totalFees)],
    ['total_paid', money(s.totalPaid)],
    ['aprc', percent(s.aprcPercent)],
  ];
}

/** One payment's due date and amounts: principal, interest, notice fee, total and balance. */
export function AnnuityCells({ row: r, money }: { row: AnnuityRow; money: (n: number) => string }) {
  return (
    <>
      <td className="px-2 py-1">{formatDate(r.dueDate)}</td>
      <td className="px-2 py-1">{money(r.principal)}</td>
      <td className="px-2 py-1">{money(r.interest)}</td>
      <td className="px-2 py-1">{money(r.noticeFee)}</td>
      <td className="px-2 py-1 font-medium">{money(r.total)}</td>
      <td className="px-2 py-1">{money(r.balance)}</td>
    </>
  );
}
