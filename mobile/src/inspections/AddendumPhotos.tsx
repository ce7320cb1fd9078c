import type { TFunction } from 'i18next';
import { Image, StyleSheet, View } from 'react-native';
import type { MobileInspectionAddendumFragment } from '../__generated__/graphql';
import { useSession } from '../session/SessionProvider';

/** An addendum's photos (a tenant's defect) as thumbnails, oldest first; none, nothing shown. */
export function AddendumPhotos({
  photos,
  t,
}: {
  photos: MobileInspectionAddendumFragment['photos'];
  t: TFunction;
}) {
  const { apiUrl } = useSession();
  if (photos.length === 0) return null;
  return (
    <View style={styles.list} testID="addendum-photos">
      {photos.map((photo) => (
        <Image
          key={photo.id}
          source={{ uri: new URL(photo.thumbnailUrl, apiUrl).toString() }}
          style={styles.thumbnail}
          accessible
          accessibilityRole="image"
          accessibilityLabel={t('mobile.inspections.photos.thumbnail', { name: photo.fileName })}
          accessibilityIgnoresInvertColors
        />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { flexDirection: 'row', flexWrap: 'wrap', gap: 6 },
  thumbnail: { width: 96, height: 72, borderRadius: 6 },
});
