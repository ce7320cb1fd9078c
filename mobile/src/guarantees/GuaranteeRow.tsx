import type { TFunction } from 'i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { getFragmentData, type FragmentType } from '../__generated__/fragment-masking';
import { MobileGuaranteeRowFragmentDoc } from '../__generated__/graphql';
import { dateText, moneyText, statusKey } from '../contracts/format';
import { useTheme } from '../theme/theme';
import { leaseText } from './format';

type Props = {
  guarantee: FragmentType<typeof MobileGuaranteeRowFragmentDoc>;
  t: TFunction;
  locale: string;
  onOpen: (id: string) => void;
};

/** One guarantee in the list: the lease, the cover, the tenant and its state; opens its detail. */
export function GuaranteeRow({ guarantee: ref, t, locale, onOpen }: Props) {
  const theme = useTheme();
  const guarantee = getFragmentData(MobileGuaranteeRowFragmentDoc, ref);
  const lease = leaseText(t, guarantee);
  const amount = moneyText(guarantee.amount, 'ISK', locale);
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={t('mobile.guarantees.open', { amount, lease })}
      onPress={() => onOpen(guarantee.id)}
      style={({ pressed }) => [
        styles.row,
        { backgroundColor: theme.surface, borderColor: theme.border },
        pressed && styles.pressed,
      ]}
    >
      <View style={styles.header}>
        <Text style={[styles.lease, { color: theme.text }]}>{lease}</Text>
        <Text style={[styles.status, { color: theme.primary }]}>
          {t(`mobile.guarantees.status.${statusKey(guarantee.status)}`)}
        </Text>
      </View>
      <Text style={{ color: theme.text }}>{t('mobile.guarantees.cover', { amount })}</Text>
      <Text style={{ color: theme.muted }}>
        {t('mobile.guarantees.tenant', { name: guarantee.tenantName })} ·{' '}
        {t('mobile.guarantees.created', { date: dateText(guarantee.createdAt) })}
      </Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 4, marginBottom: 10 },
  pressed: { opacity: 0.85 },
  header: { flexDirection: 'row', justifyContent: 'space-between', gap: 8 },
  lease: { fontSize: 17, fontWeight: '600', flexShrink: 1 },
  status: { fontSize: 14, fontWeight: '600' },
});
