import type { TFunction } from 'i18next';
import { StyleSheet, Text, View } from 'react-native';
import type { MobileContractDetailQuery } from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { dateText, moneyText, statusKey } from './format';

type Schedule = NonNullable<NonNullable<MobileContractDetailQuery['contract']>['paymentSchedule']>;

type Props = { schedule: Schedule | null; t: TFunction; locale: string };

/** Each rent period with its due date, what is due and what was paid; totals above. */
export function PaymentScheduleSection({ schedule, t, locale }: Props) {
  const theme = useTheme();
  const money = (amount: number) => moneyText(amount, schedule?.currency, locale);
  if (!schedule || schedule.items.length === 0) {
    return <Text style={{ color: theme.muted }}>{t('mobile.contract.schedule_empty')}</Text>;
  }
  return (
    <View style={styles.list}>
      <Text style={{ color: theme.text }}>
        {t('mobile.contract.totals_paid', { amount: money(schedule.totals.paid) })}
      </Text>
      <Text style={{ color: theme.text }}>
        {t('mobile.contract.totals_outstanding', { amount: money(schedule.totals.outstanding) })}
      </Text>
      {schedule.items.map((item) => {
        const status = t(`mobile.contract.payment_status.${statusKey(item.status)}`);
        const late = item.status === 'LATE';
        return (
          <View
            key={item.id}
            accessible
            testID={`schedule-item-${item.dueDate}`}
            style={[styles.item, { borderColor: theme.border, backgroundColor: theme.surface }]}
          >
            <View style={styles.line}>
              <Text style={[styles.due, { color: theme.text }]}>
                {t('mobile.contract.due_on', { date: dateText(item.dueDate) })}
              </Text>
              <Text style={{ color: late ? theme.danger : theme.muted, fontWeight: '600' }}>
                {status}
              </Text>
            </View>
            <Text style={{ color: theme.text }}>
              {t('mobile.contract.amount_due', { amount: money(item.amountDue) })}
            </Text>
            {item.paidAmount > 0 ? (
              <Text style={{ color: theme.success }}>
                {t('mobile.contract.amount_paid', { amount: money(item.paidAmount) })}
                {item.paidAt
                  ? ` · ${t('mobile.contract.paid_on', { date: dateText(item.paidAt) })}`
                  : ''}
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
  due: { fontWeight: '600' },
});
