import type { TFunction } from 'i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { getFragmentData, type FragmentType } from '../__generated__/fragment-masking';
import { MobileInspectionRowFragmentDoc } from '../__generated__/graphql';
import { addressText, dateText } from '../contracts/format';
import { useTheme } from '../theme/theme';
import { kindText, statusText } from './format';

type Props = {
  report: FragmentType<typeof MobileInspectionRowFragmentDoc>;
  t: TFunction;
  onOpen: (id: string) => void;
};

/** One report in the list: address, kind, status, issues and last change; opens the report. */
export function InspectionRow({ report: ref, t, onOpen }: Props) {
  const theme = useTheme();
  const report = getFragmentData(MobileInspectionRowFragmentDoc, ref);
  const address = addressText(t, report.address);
  const kind = kindText(t, report.kind);
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={t('mobile.inspections.open', { kind, address })}
      onPress={() => onOpen(report.id)}
      style={({ pressed }) => [
        styles.row,
        { backgroundColor: theme.surface, borderColor: theme.border },
        pressed && styles.pressed,
      ]}
    >
      <View style={styles.header}>
        <Text style={[styles.address, { color: theme.text }]}>{address}</Text>
        <Text style={[styles.status, { color: theme.primary }]}>
          {statusText(t, report.status)}
        </Text>
      </View>
      <Text style={{ color: theme.muted }}>{kind}</Text>
      <Text style={{ color: theme.muted }}>
        {t('mobile.inspections.issue_count', { count: report.issueCount })} ·{' '}
        {t('mobile.inspections.updated', { date: dateText(report.updatedAt) })}
      </Text>
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
