import { useTranslation } from 'react-i18next';
import { Image, Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../theme/theme';
import type { PendingPhoto } from './use-photo-attachments';

type Props = { photos: readonly PendingPhoto[]; onRemove: (key: string) => void };

/** The photos going with the message: each a thumbnail with its progress or why it was refused. */
export function PendingPhotos({ photos, onRemove }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  if (photos.length === 0) return null;
  return (
    <ScrollView horizontal contentContainerStyle={styles.row}>
      {photos.map(({ key, photo, progress, status, errorKeys }) => {
        const name = photo.name;
        const state =
          status === 'uploading'
            ? t('mobile.inbox.photo_uploading', { name, percent: Math.round(progress * 100) })
            : status === 'ready'
              ? t('mobile.inbox.photo_ready', { name })
              : status === 'keeping' || status === 'kept'
                ? t('mobile.inbox.photo_kept', { name })
                : t('mobile.inbox.photo_failed', { name, reason: t(errorKeys ?? []) });
        return (
          <View
            key={key}
            style={[
              styles.photo,
              { borderColor: status === 'failed' ? theme.danger : theme.border },
            ]}
          >
            <Image
              source={{ uri: photo.uri }}
              style={styles.thumbnail}
              accessibilityIgnoresInvertColors
            />
            <Text
              accessibilityRole={status === 'failed' ? 'alert' : 'text'}
              style={{ color: status === 'failed' ? theme.danger : theme.muted }}
              numberOfLines={3}
            >
              {state}
            </Text>
            <Pressable
              accessibilityRole="button"
              accessibilityLabel={t('mobile.inbox.remove_photo', { name })}
              onPress={() => onRemove(key)}
              style={[styles.remove, { backgroundColor: theme.surface, borderColor: theme.border }]}
            >
              <Text style={{ color: theme.text }}>×</Text>
            </Pressable>
          </View>
        );
      })}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  row: { gap: 8 },
  photo: { width: 120, borderWidth: 1, borderRadius: 8, padding: 6, gap: 4 },
  thumbnail: { width: 106, height: 80, borderRadius: 6 },
  remove: {
    position: 'absolute',
    top: 2,
    right: 2,
    width: 28,
    height: 28,
    borderRadius: 14,
    borderWidth: 1,
    alignItems: 'center',
    justifyContent: 'center',
  },
});
