import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Image, StyleSheet, Text, View } from 'react-native';
import { getFragmentData, type FragmentType } from '../__generated__/fragment-masking';
import {
  MobileDeleteInspectionPhotoDocument,
  MobileInspectionPhotoFragmentDoc,
} from '../__generated__/graphql';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { ErrorText } from '../ui/Message';

type Props = {
  reportId: string;
  photos: readonly FragmentType<typeof MobileInspectionPhotoFragmentDoc>[];
  /** The report is a draft the viewer may change. */
  isEditable: boolean;
  t: TFunction;
};

/**
 * The stored photos of a subject or an issue as thumbnails. One the viewer took may be deleted
 * while the report is a draft, after a confirmation (the graph's deleteInspectionPhoto, the
 * api's DELETE).
 */
export function PhotoThumbnails({ reportId, photos: refs, isEditable, t }: Props) {
  const theme = useTheme();
  const { apiUrl } = useSession();
  const photos = getFragmentData(MobileInspectionPhotoFragmentDoc, refs);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deletePhoto, { loading }] = useMutation(MobileDeleteInspectionPhotoDocument);
  if (photos.length === 0) return null;

  async function remove(photoId: string) {
    setError(null);
    try {
      await deletePhoto({ variables: { input: { reportId, photoId } } });
      setConfirming(null);
    } catch (failure) {
      setError(errorText(t, failure));
    }
  }

  return (
    <View style={styles.list}>
      {photos.map((photo) => {
        const canDelete = isEditable && photo.viewerCanDelete;
        return (
          <View key={photo.id} style={styles.photo}>
            <Image
              source={{ uri: new URL(photo.thumbnailUrl, apiUrl).toString() }}
              style={styles.thumbnail}
              accessible
              accessibilityRole="image"
              accessibilityLabel={t('mobile.inspections.photos.thumbnail', {
                name: photo.fileName,
              })}
              accessibilityIgnoresInvertColors
            />
            {canDelete && confirming === photo.id ? (
              <View
                accessibilityRole="alert"
                style={[styles.confirm, { borderColor: theme.warning }]}
              >
                <Text style={{ color: theme.text }}>
                  {t('mobile.inspections.photos.delete_confirm', { name: photo.fileName })}
                </Text>
                <Button
                  label={t('mobile.inspections.photos.delete_yes')}
                  hint={t('mobile.inspections.photos.delete_hint', { name: photo.fileName })}
                  busy={loading}
                  onPress={() => void remove(photo.id)}
                />
                <Button
                  variant="secondary"
                  label={t('mobile.inspections.photos.delete_no')}
                  onPress={() => setConfirming(null)}
                />
              </View>
            ) : canDelete ? (
              <Button
                variant="secondary"
                label={t('mobile.inspections.photos.delete', { name: photo.fileName })}
                onPress={() => {
                  setError(null);
                  setConfirming(photo.id);
                }}
              />
            ) : null}
          </View>
        );
      })}
      <ErrorText text={error} />
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: 8 },
  photo: { gap: 4 },
  thumbnail: { width: 160, height: 120, borderRadius: 6 },
  confirm: { borderWidth: 1, borderRadius: 8, padding: 8, gap: 6 },
});
