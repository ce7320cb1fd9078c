import type { TFunction } from 'i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { getFragmentData, type FragmentType } from '../__generated__/fragment-masking';
import { MobileContractRowFragmentDoc } from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { addressText, moneyText, periodText, statusKey } from './format';

type Props = {
  contract: FragmentType<typeof MobileContractRowFragmentDoc>;
  t: TFunction;
  locale: string;
  onOpen: (id: string) => void;
};

/** One contract in the list: address, parties, period, rent and status; opens its detail. */
export function ContractRow({ contract: ref, t, locale, onOpen }: Props) {
  const theme = useTheme();
  const contract = getFragmentData(MobileContractRowFragmentDoc, ref);
  const address = addressText(t, contract.realEstate?.address);
  const parties = [...contract.landlords, ...contract.tenants].map((p) => p.name).join(' · ');
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={t('mobile.contracts.open', { address })}
      onPress={() => onOpen(contract.id)}
      style={({ pressed }) => [
        styles.row,
        { backgroundColor: theme.surface, borderColor: theme.border },
        pressed && styles.pressed,
      ]}
    >
      <View style={styles.header}>
        <Text style={[styles.address, { color: theme.text }]}>{address}</Text>
        <Text style={[styles.status, { color: theme.primary }]}>
          {t(`mobile.contracts.status.${statusKey(contract.status)}`)}
        </Text>
      </View>
      {parties ? <Text style={{ color: theme.muted }}>{parties}</Text> : null}
      <Text style={{ color: theme.muted }}>{periodText(t, contract)}</Text>
      {contract.price !== null && contract.price !== undefined ? (
        <Text style={{ color: theme.text }}>
          {t('mobile.contracts.rent_per_month', {
            amount: moneyText(contract.price, contract.currency, locale),
          })}
        </Text>
      ) : null}
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 4, marginBottom: 10 },
  pressed: { opacity: 0.85 },
  header: { flexDirection: 'row', justifyContent: 'space-between', gap: 8 },
  address: { fontSize: 17, fontWeight: '600', flexShrink: 1 },
  status: { fontSize: 14, fontWeight: '600' },
});
