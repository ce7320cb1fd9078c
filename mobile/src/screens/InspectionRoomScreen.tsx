import { useQuery } from '@apollo/client/react';
import { Stack } from 'expo-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshControl, ScrollView, StyleSheet, Text, View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileInspectionReportDocument,
  MobileInspectionReportFragmentDoc,
} from '../__generated__/graphql';
import { roomName } from '../inspections/format';
import { PhotoButtons } from '../inspections/PhotoButtons';
import { usePhotoUploads } from '../inspections/photo-uploads';
import { SubjectCard } from '../inspections/SubjectCard';
import { UploadList } from '../inspections/UploadList';
import { useTheme } from '../theme/theme';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';

/** One room: its photos and each subject's condition, photos and issues. */
export function InspectionRoomScreen({ id, unitId }: { id: string; unitId: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const queue = usePhotoUploads();
  const { data, error, loading, refetch } = useQuery(MobileInspectionReportDocument, {
    variables: { id },
  });
  // A photo stored in the background shows on the report: ask again for its photos.
  useEffect(
    () =>
      queue.onDone((photo) => {
        if (photo.reportId === id) void refetch();
      }),
    [queue, id, refetch],
  );
  const ref = data?.inspectionReport;
  const report = ref ? getFragmentData(MobileInspectionReportFragmentDoc, ref) : null;
  const unit = report?.units.find((u) => u.id === unitId);
  if (!report || !unit) {
    const text = loading
      ? t('mobile.inspections.report_loading')
      : error
        ? errorText(t, error)
        : t('mobile.inspections.room_not_found');
    return (
      <View style={[styles.screen, { backgroundColor: theme.background }]}>
        <Stack.Screen options={{ title: t('mobile.inspections.room_title') }} />
        <Message busy={loading} tone={error ? 'error' : 'info'} text={text} />
      </View>
    );
  }
  const name = roomName(t, unit);
  const isEditable = report.viewerCanEdit;
  return (
    <ScrollView
      style={{ backgroundColor: theme.background }}
      contentContainerStyle={styles.content}
      refreshControl={<RefreshControl refreshing={loading} onRefresh={() => void refetch()} />}
    >
      <Stack.Screen options={{ title: name }} />
      {isEditable ? null : (
        <Text style={{ color: theme.muted }}>{t('mobile.inspections.read_only')}</Text>
      )}
      <Text style={{ color: theme.muted }}>
        {t('mobile.inspections.room_photos', { count: unit.photos.length })}
      </Text>
      {isEditable ? (
        <PhotoButtons
          reportId={report.id}
          target={{ kind: 'unit', id: Number(unit.id) }}
          name={name}
          t={t}
        />
      ) : null}
      <UploadList reportId={report.id} t={t} />
      {unit.subjects.map((subject) => (
        <SubjectCard
          key={subject.id}
          reportId={report.id}
          subject={subject}
          photos={report.photos}
          isEditable={isEditable}
          t={t}
        />
      ))}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  content: { padding: 16, gap: 10 },
});
