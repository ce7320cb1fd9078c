import { useQuery } from '@apollo/client/react';
import { Stack, useRouter } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { Pressable, RefreshControl, ScrollView, StyleSheet, Text, View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileInspectionReportDocument,
  MobileInspectionReportFragmentDoc,
  MobileInspectionSubjectFragmentDoc,
} from '../__generated__/graphql';
import { addressText } from '../contracts/format';
import { kindText, roomName, statusText } from '../inspections/format';
import { KeysStep } from '../inspections/KeysStep';
import { MeterReadingsStep } from '../inspections/MeterReadingsStep';
import { AttendanceAndAddenda } from '../inspections/AttendanceAndAddenda';
import { CommitStep } from '../inspections/CommitStep';
import { UncommitStep } from '../inspections/UncommitStep';
import { InspectionSigning } from '../inspections/InspectionSigning';
import { UploadList } from '../inspections/UploadList';
import { useTheme } from '../theme/theme';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';

/** A report: its kind, status and address, its rooms (each opens), and signing once committed. */
export function InspectionReportScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const router = useRouter();
  const { data, error, loading, refetch } = useQuery(MobileInspectionReportDocument, {
    variables: { id },
  });
  const title = t('mobile.inspections.report_title');
  const ref = data?.inspectionReport;
  if (!ref) {
    const text = loading
      ? t('mobile.inspections.report_loading')
      : error
        ? errorText(t, error)
        : t('mobile.inspections.not_found');
    return (
      <View style={[styles.screen, { backgroundColor: theme.background }]}>
        <Stack.Screen options={{ title }} />
        <Message busy={loading} tone={error ? 'error' : 'info'} text={text} />
      </View>
    );
  }
  const report = getFragmentData(MobileInspectionReportFragmentDoc, ref);
  const muted = { color: theme.muted };
  return (
    <ScrollView
      style={{ backgroundColor: theme.background }}
      contentContainerStyle={styles.content}
      refreshControl={<RefreshControl refreshing={loading} onRefresh={() => void refetch()} />}
    >
      <Stack.Screen options={{ title: kindText(t, report.kind) }} />
      <Text accessibilityRole="header" style={[styles.title, { color: theme.text }]}>
        {addressText(t, report.address)}
      </Text>
      <Text style={muted}>{kindText(t, report.kind)}</Text>
      <Text style={{ color: theme.primary, fontWeight: '600' }}>
        {statusText(t, report.status)}
      </Text>
      {report.viewerCanEdit ? null : (
        <Text style={muted}>
          {report.status === 'DRAFT'
            ? t('mobile.inspections.read_only_role')
            : report.viewerCanUncommit
              ? t('mobile.inspections.uncommit.read_only')
              : t('mobile.inspections.read_only_committed')}
        </Text>
      )}
      {report.viewerCanUncommit ? <UncommitStep reportId={report.id} t={t} /> : null}
      <UploadList reportId={report.id} t={t} />
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {t('mobile.inspections.rooms')}
      </Text>
      {report.units.map((unit) => {
        const subjects = unit.subjects.map((s) =>
          getFragmentData(MobileInspectionSubjectFragmentDoc, s),
        );
        const done = subjects.filter((s) => s.condition).length;
        const issues = subjects.reduce((sum, s) => sum + s.issues.length, 0);
        const name = roomName(t, unit);
        const progress = t('mobile.inspections.room_progress', {
          done,
          total: subjects.length,
        });
        return (
          <Pressable
            key={unit.id}
            accessibilityRole="button"
            accessibilityLabel={t('mobile.inspections.open_room', { name, progress })}
            onPress={() =>
              router.push({
                pathname: '/inspections/[id]/rooms/[unitId]',
                params: { id: report.id, unitId: unit.id },
              })
            }
            style={({ pressed }) => [
              styles.room,
              { backgroundColor: theme.surface, borderColor: theme.border },
              pressed && styles.pressed,
            ]}
          >
            <Text style={[styles.roomName, { color: theme.text }]}>{name}</Text>
            <Text style={muted}>
              {progress} · {t('mobile.inspections.issue_count', { count: issues })}
            </Text>
          </Pressable>
        );
      })}
      <KeysStep
        reportId={report.id}
        keys={report.keyTransactions}
        isEditable={report.viewerCanEdit}
        t={t}
      />
      <MeterReadingsStep
        reportId={report.id}
        meters={report.meterReadings}
        isEditable={report.viewerCanEdit}
        t={t}
      />
      <AttendanceAndAddenda reportId={report.id} reportStatus={report.status} t={t} />
      {report.status === 'DRAFT' && report.viewerCanEdit ? (
        <CommitStep reportId={report.id} t={t} />
      ) : null}
      {report.status !== 'DRAFT' && report.signType === 'ELECTRONIC' ? (
        <View style={styles.section}>
          <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
            {t('mobile.inspections.signing.title')}
          </Text>
          <InspectionSigning
            reportId={report.id}
            reportStatus={report.status}
            isTenant={report.viewerRoles.includes('TN')}
            t={t}
          />
        </View>
      ) : null}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  content: { padding: 16, gap: 8 },
  title: { fontSize: 20, fontWeight: '700' },
  heading: { fontSize: 17, fontWeight: '700', marginTop: 12 },
  section: { gap: 8 },
  room: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 4 },
  roomName: { fontSize: 16, fontWeight: '600' },
  pressed: { opacity: 0.85 },
});
