import type { TFunction } from 'i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import type { QueuedPhoto } from './photo-upload-queue';
import { usePhotoUploads, useReportUploads } from './photo-uploads';

/** One line of the queue in the user's words (the web's inspection-photos catalogue). */
function describe(t: TFunction, photo: QueuedPhoto): string {
  const name = photo.file.name;
  switch (photo.status) {
    case 'uploading':
      return t('inspection-photos.queue.uploading', {
        name,
        percent: Math.round(photo.progress * 100),
      });
    case 'waiting':
      return t('inspection-photos.queue.waiting', { name });
    case 'retrying':
      return t('inspection-photos.queue.retrying', { name });
    case 'offline':
      return t('mobile.inspections.photos.offline', { name });
    case 'failed':
      return `${t('inspection-photos.queue.failed', { name })}: ${t(photo.errorKey ?? 'errors.something_went_wrong')}`;
    case 'done':
      return t('mobile.inspections.photos.uploaded', { name });
  }
}

/** The report's photos on their way, each with its progress; a refused one can go again. */
export function UploadList({ reportId, t }: { reportId: string; t: TFunction }) {
  const theme = useTheme();
  const queue = usePhotoUploads();
  const photos = useReportUploads(reportId).filter((p) => p.status !== 'done');
  if (photos.length === 0) return null;
  return (
    <View style={styles.box} testID="photo-uploads">
      <Text accessibilityRole="header" style={{ color: theme.text, fontWeight: '600' }}>
        {t('inspection-photos.queue.title')}
      </Text>
      {photos.map((photo) => {
        const text = describe(t, photo);
        const percent = Math.round(photo.progress * 100);
        return (
          <View key={photo.key} style={styles.item}>
            <View
              accessible
              accessibilityRole="progressbar"
              accessibilityLabel={text}
              accessibilityValue={{ min: 0, max: 100, now: percent }}
              accessibilityLiveRegion="polite"
              style={[styles.track, { backgroundColor: theme.border }]}
            >
              <View
                style={[
                  styles.bar,
                  {
                    width: `${percent}%`,
                    backgroundColor: photo.status === 'failed' ? theme.danger : theme.primary,
                  },
                ]}
              />
            </View>
            <Text style={{ color: photo.status === 'failed' ? theme.danger : theme.muted }}>
              {text}
            </Text>
            {photo.status === 'failed' ||
            photo.status === 'retrying' ||
            photo.status === 'offline' ? (
              <View style={styles.actions}>
                <Button
                  variant="secondary"
                  label={t('inspection-photos.queue.retry')}
                  onPress={() => queue.retry(photo.key)}
                />
                <Button
                  variant="secondary"
                  label={t('inspection-photos.queue.remove', { name: photo.file.name })}
                  onPress={() => queue.remove(photo.key)}
                />
              </View>
            ) : null}
          </View>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: 8, marginVertical: 8 },
  item: { gap: 4 },
  track: { height: 6, borderRadius: 3, overflow: 'hidden' },
  bar: { height: 6 },
  actions: { flexDirection: 'row', flexWrap: 'wrap', gap: 6 },
});
