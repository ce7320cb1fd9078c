import { useQuery } from '@apollo/client/react';
import { useRouter } from 'expo-router';
import type { TFunction } from 'i18next';
import { StyleSheet, Text, View } from 'react-native';
import { MobileContractInspectionsDocument } from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { kindText, statusText } from './format';

/** A contract's inspection reports on its detail, each opening the report (nothing when none). */
export function ContractInspections({ contractId, t }: { contractId: string; t: TFunction }) {
  const theme = useTheme();
  const router = useRouter();
  const { data } = useQuery(MobileContractInspectionsDocument, { variables: { id: contractId } });
  const reports = data?.contract?.inspectionReports ?? [];
  if (reports.length === 0) return null;
  return (
    <View style={styles.box}>
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {t('mobile.inspections.title')}
      </Text>
      {reports.map((report) => (
        <Button
          key={report.id}
          variant="secondary"
          label={`${kindText(t, report.kind)} · ${statusText(t, report.status)}`}
          onPress={() => router.push({ pathname: '/inspections/[id]', params: { id: report.id } })}
        />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: 8 },
  heading: { fontSize: 17, fontWeight: '700' },
});
