import type { TFunction } from 'i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import { MobileContractRowFragmentDoc } from '../__generated__/graphql';
import { addressText, dateText, moneyText, statusKey } from '../contracts/format';
import { useTheme } from '../theme/theme';
import { owedOf, type PaymentEntry } from './overview';

type Props = {
  entry: PaymentEntry;
  t: TFunction;
  locale: string;
  onOpen: (contractId: string) => void;
};

/** One rent period in the overview: the lease, the due date, what it costs and where it stands. */
export function PaymentEntryRow({ entry, t, locale, onOpen }: Props) {
  const theme = useTheme();
  const { item, currency } = entry;
  const contract = getFragmentData(MobileContractRowFragmentDoc, entry.contract);
  const lease = addressText(t, contract.realEstate?.address);
  const money = (amount: number) => moneyText(amount, currency, locale);
  const isLate = item.status === 'LATE';
  const isPaid = item.status === 'PAID';
  const date = dateText(item.dueDate);
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={t('mobile.payments.open', { lease, date })}
      accessibilityHint={t('mobile.payments.open_hint')}
      onPress={() => onOpen(contract.id)}
      testID={`payment-${contract.id}-${item.dueDate}`}
      style={({ pressed }) => [
        styles.row,
        { backgroundColor: theme.surface, borderColor: isLate ? theme.danger : theme.border },
        pressed && styles.pressed,
      ]}
    >
      <View style={styles.header}>
        <Text style={[styles.lease, { color: theme.text }]}>{lease}</Text>
        <Text style={{ color: isLate ? theme.danger : theme.muted, fontWeight: '600' }}>
          {t(`mobile.contract.payment_status.${statusKey(item.status)}`)}
        </Text>
      </View>
      <Text style={{ color: theme.text }}>
        {t(isPaid ? 'mobile.payments.was_due' : 'mobile.contract.due_on', { date })}
      </Text>
      {isPaid ? (
        <Text style={{ color: theme.success }}>
          {t('mobile.contract.amount_paid', { amount: money(item.paidAmount) })}
          {item.paidAt ? ` · ${t('mobile.contract.paid_on', { date: dateText(item.paidAt) })}` : ''}
        </Text>
      ) : (
        <>
          <Text style={{ color: theme.text }}>
            {t('mobile.contract.amount_due', { amount: money(item.amountDue) })}
          </Text>
          {item.paymentFee > 0 ? (
            <Text style={{ color: theme.muted }}>
              {t('mobile.payments.fee', { amount: money(item.paymentFee) })}
            </Text>
          ) : null}
          {item.interestAmount > 0 ? (
            <Text style={{ color: theme.danger }}>
              {t('mobile.payments.default_interest', { amount: money(item.interestAmount) })}
            </Text>
          ) : null}
          {item.paidAmount > 0 ? (
            <Text style={{ color: theme.success }}>
              {t('mobile.contract.amount_paid', { amount: money(item.paidAmount) })}
            </Text>
          ) : null}
          {isLate || item.paidAmount > 0 ? (
            <Text style={{ color: isLate ? theme.danger : theme.text, fontWeight: '600' }}>
              {t('mobile.payments.owed', { amount: money(owedOf(item)) })}
            </Text>
          ) : null}
        </>
      )}
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 4 },
  pressed: { opacity: 0.85 },
  header: { flexDirection: 'row', justifyContent: 'space-between', gap: 8 },
  lease: { fontSize: 16, fontWeight: '600', flexShrink: 1 },
});
