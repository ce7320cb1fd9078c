import type { ImagePickerAsset, ImagePickerOptions } from 'expo-image-picker';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { loadImagePicker, preloadImagePicker } from '../device-modules';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import type { PhotoFile, PhotoTarget } from './photo-upload-queue';
import { usePhotoUploads } from './photo-uploads';

/** Photos one pick may add (the library's multiple selection). */
const PICK_LIMIT = 10;

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** The picker's asset as the queue's file; an unknown size (NaN) is left to the api to judge. */
export function toPhotoFile(asset: ImagePickerAsset, index: number): PhotoFile {
  const name = asset.fileName ?? asset.uri.split('/').pop() ?? `photo-${index + 1}.jpg`;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return {
    uri: asset.uri,
    name,
    type: asset.mimeType ?? TYPE_BY_EXTENSION[extension] ?? 'image/jpeg',
    size: asset.fileSize ?? Number.NaN,
  };
}

type Props = {
  reportId: string;
  target: PhotoTarget;
  /** What the photos show, for the buttons' labels ("Take a photo of Walls"). */
  name: string;
  t: TFunction;
};

/** Take a photo or choose several: each joins the background upload queue at once. */
export function PhotoButtons({ reportId, target, name, t }: Props) {
  const theme = useTheme();
  const queue = usePhotoUploads();
  const [denied, setDenied] = useState(false);
  useEffect(preloadImagePicker, []);

  async function pick(source: 'camera' | 'library') {
    const ImagePicker = await loadImagePicker();
    const permission =
      source === 'camera'
        ? await ImagePicker.requestCameraPermissionsAsync()
        : await ImagePicker.requestMediaLibraryPermissionsAsync();
    if (!permission.granted) {
      setDenied(true);
      return;
    }
    setDenied(false);
    const options: ImagePickerOptions = { mediaTypes: ['images'], quality: 0.8 };
    const result =
      source === 'camera'
        ? await ImagePicker.launchCameraAsync(options)
        : await ImagePicker.launchImageLibraryAsync({
            ...options,
            allowsMultipleSelection: true,
            selectionLimit: PICK_LIMIT,
          });
    if (result.canceled || result.assets.length === 0) return;
    await queue.add(reportId, target, result.assets.map(toPhotoFile));
  }

  return (
    <View style={styles.box}>
      <View style={styles.row}>
        <Button
          variant="secondary"
          label={t('mobile.inspections.photos.take')}
          hint={t('mobile.inspections.photos.take_hint', { name })}
          onPress={() => void pick('camera')}
        />
        <Button
          variant="secondary"
          label={t('mobile.inspections.photos.choose')}
          hint={t('mobile.inspections.photos.choose_hint', { name })}
          onPress={() => void pick('library')}
        />
      </View>
      {denied ? (
        <Text accessibilityRole="alert" style={{ color: theme.danger }}>
          {t('mobile.inspections.photos.denied')}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: 6 },
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: 6 },
});
