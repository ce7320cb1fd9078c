import type { TFunction } from 'i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { getFragmentData, type FragmentType } from '../__generated__/fragment-masking';
import {
  MobileContractRowFragmentDoc,
  MobileLoanLifecycleFragmentDoc,
  MobileLoanRowFragmentDoc,
} from '../__generated__/graphql';
import { addressText, dateText, moneyText, statusKey } from '../contracts/format';
import { useTheme } from '../theme/theme';
import { nextPaymentOf } from './format';

type Props = {
  loan: FragmentType<typeof MobileLoanRowFragmentDoc>;
  t: TFunction;
  locale: string;
  onOpen: (id: string) => void;
};

/** One loan in the list: its amount and term, its state and its next payment; opens its detail. */
export function LoanRow({ loan: ref, t, locale, onOpen }: Props) {
  const theme = useTheme();
  const loan = getFragmentData(MobileLoanRowFragmentDoc, ref);
  const lifecycle = loan.lifecycle
    ? getFragmentData(MobileLoanLifecycleFragmentDoc, loan.lifecycle)
    : null;
  const amount =
    loan.amount == null ? t('mobile.loans.no_amount') : moneyText(loan.amount, 'ISK', locale);
  const contract = loan.contract
    ? getFragmentData(MobileContractRowFragmentDoc, loan.contract)
    : null;
  const next = nextPaymentOf(loan, lifecycle?.repayments);
  const isLate = next?.state === 'LATE';
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={t('mobile.loans.open', { amount, date: dateText(loan.createdAt) })}
      onPress={() => onOpen(loan.id)}
      testID={`loan-${loan.id}`}
      style={({ pressed }) => [
        styles.row,
        { backgroundColor: theme.surface, borderColor: theme.border },
        pressed && styles.pressed,
      ]}
    >
      <View style={styles.header}>
        <Text style={[styles.amount, { color: theme.text }]}>{amount}</Text>
        <Text style={[styles.status, { color: theme.primary }]}>
          {t(`mobile.loans.status.${statusKey(loan.status)}`)}
        </Text>
      </View>
      {contract ? (
        <Text style={{ color: theme.text }}>
          {t('mobile.loans.for_lease', { lease: addressText(t, contract.realEstate?.address) })}
        </Text>
      ) : null}
      {loan.months ? (
        <Text style={{ color: theme.muted }}>{t('mobile.loans.term', { count: loan.months })}</Text>
      ) : null}
      <Text style={{ color: isLate ? theme.danger : theme.text }}>
        {next
          ? t(isLate ? 'mobile.loans.next_payment_late' : 'mobile.loans.next_payment', {
              amount: moneyText(next.amount, 'ISK', locale),
              date: dateText(next.dueDate),
            })
          : t('mobile.loans.no_next_payment')}
      </Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 4, marginBottom: 10 },
  pressed: { opacity: 0.85 },
  header: { flexDirection: 'row', justifyContent: 'space-between', gap: 8 },
  amount: { fontSize: 17, fontWeight: '600', flexShrink: 1 },
  status: { fontSize: 14, fontWeight: '600' },
});
