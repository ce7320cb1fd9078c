import type { TFunction } from 'i18next';
import { StyleSheet, Text, View } from 'react-native';
import type { MobileLoanDetailQuery, MobileLoanLifecycleFragment } from '../__generated__/graphql';
import { dateText, moneyText, percentText, statusKey } from '../contracts/format';
import { useTheme, type Theme } from '../theme/theme';

type Schedule = NonNullable<NonNullable<MobileLoanDetailQuery['loan']>['paymentSchedule']>;
type Repayment = MobileLoanLifecycleFragment['repayments'][number];

type Props = {
  schedule: Schedule | null | undefined;
  repayments: readonly Repayment[];
  t: TFunction;
  locale: string;
};

const stateColor = (theme: Theme, state: Repayment['state']) =>
  state === 'LATE' ? theme.danger : state === 'PAID' ? theme.success : theme.muted;

/**
 * The annuity schedule, a row a month: principal, interest, notice fee and the balance after it;
 * once the loan is paid out each row also says whether it is paid, due or late.
 */
export function LoanScheduleSection({ schedule, repayments, t, locale }: Props) {
  const theme = useTheme();
  if (!schedule || schedule.rows.length === 0) {
    return <Text style={{ color: theme.muted }}>{t('mobile.loan.schedule_empty')}</Text>;
  }
  const money = (amount: number) => moneyText(amount, 'ISK', locale);
  const byNumber = new Map(repayments.map((r) => [r.number, r]));
  const text = { color: theme.text };
  const muted = { color: theme.muted };
  return (
    <View style={styles.list}>
      <Text style={text}>
        {t('mobile.loan.interest_rate', {
          percent: percentText(schedule.yearlyInterestPercent, locale),
        })}
      </Text>
      <Text style={muted}>
        {t('mobile.loan.aprc', { percent: percentText(schedule.aprcPercent, locale) })}
      </Text>
      <Text style={text}>{t('mobile.loan.total_paid', { amount: money(schedule.totalPaid) })}</Text>
      <Text style={muted}>
        {t('mobile.loan.total_cost', {
          interest: money(schedule.totalInterest),
          fees: money(schedule.totalFees),
        })}
      </Text>
      {schedule.rows.map((row) => {
        const repayment = byNumber.get(row.number);
        return (
          <View
            key={row.number}
            accessible
            testID={`loan-row-${row.number}`}
            style={[styles.item, { borderColor: theme.border, backgroundColor: theme.surface }]}
          >
            <View style={styles.line}>
              <Text style={[styles.due, text]}>
                {t('mobile.loan.row_title', { number: row.number, date: dateText(row.dueDate) })}
              </Text>
              {repayment ? (
                <Text style={{ color: stateColor(theme, repayment.state), fontWeight: '600' }}>
                  {t(`mobile.loan.repayment_state.${statusKey(repayment.state)}`)}
                </Text>
              ) : null}
            </View>
            <Text style={text}>{t('mobile.loan.row_total', { amount: money(row.total) })}</Text>
            <Text style={muted}>
              {t('mobile.loan.row_parts', {
                principal: money(row.principal),
                interest: money(row.interest),
                fee: money(row.noticeFee),
              })}
            </Text>
            <Text style={muted}>
              {t('mobile.loan.row_balance', { amount: money(row.balance) })}
            </Text>
            {repayment?.paidAt ? (
              <Text style={{ color: theme.success }}>
                {t('mobile.contract.paid_on', { date: dateText(repayment.paidAt) })}
              </Text>
            ) : null}
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: 8 },
  item: { borderWidth: 1, borderRadius: 8, padding: 12, gap: 2 },
  line: { flexDirection: 'row', justifyContent: 'space-between', gap: 8 },
  due: { fontWeight: '600', flexShrink: 1 },
});
