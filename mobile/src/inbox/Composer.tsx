import { MESSAGE_ATTACHMENTS, MESSAGE_MAX_LENGTH } from '@leiga/domain';
import type { ImagePickerAsset, ImagePickerOptions } from 'expo-image-picker';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, TextInput, View } from 'react-native';
import { loadImagePicker, preloadImagePicker } from '../device-modules';
import { newClientKey, type OutboxPhoto } from '../offline/outbox';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { PendingPhotos } from './PendingPhotos';
import { usePhotoAttachments, type PickedPhoto } from './use-photo-attachments';

type Props = {
  conversationId: string;
  /**
   * Resolves when the message was sent (or kept to send later); the box keeps the text and the
   * photos when it throws. The key stays the same for retries of the same message. Photos are
   * uploaded ones (with their id) or, chosen offline, kept on the phone (without one).
   */
  onSend: (text: string, photos: readonly OutboxPhoto[], clientKey: string) => Promise<void>;
  /** Offline: the message and its photos go to the outbox. */
  isOffline: boolean;
};

function toPicked(asset: ImagePickerAsset): PickedPhoto {
  const name = asset.fileName ?? asset.uri.split('/').pop() ?? 'photo.jpg';
  return {
    uri: asset.uri,
    name,
    type: asset.mimeType ?? 'image/jpeg',
    size: asset.fileSize ?? null,
  };
}

/** The message box: text, photos from the camera or the library, and the send button. */
export function Composer({ conversationId, onSend, isOffline }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [text, setText] = useState('');
  const [isSending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const photos = usePhotoAttachments(conversationId, isOffline);
  useEffect(preloadImagePicker, []);
  // One key per message: a retry of the same message is the same send; any change is a new one.
  const keyRef = useRef<string | null>(null);
  const trimmed = text.trim();
  const hasKept = photos.photos.some((p) => p.status === 'kept');
  const canSend =
    (trimmed.length > 0 || photos.outgoing.length > 0) && !photos.isBusy && !photos.hasFailed;

  async function pick(source: 'camera' | 'library') {
    setNotice(null);
    const ImagePicker = await loadImagePicker();
    const permission =
      source === 'camera'
        ? await ImagePicker.requestCameraPermissionsAsync()
        : await ImagePicker.requestMediaLibraryPermissionsAsync();
    if (!permission.granted) {
      setNotice(
        t(source === 'camera' ? 'mobile.inbox.camera_denied' : 'mobile.inbox.library_denied'),
      );
      return;
    }
    const options: ImagePickerOptions = { mediaTypes: ['images'], quality: 0.8 };
    const result =
      source === 'camera'
        ? await ImagePicker.launchCameraAsync(options)
        : await ImagePicker.launchImageLibraryAsync({
            ...options,
            allowsMultipleSelection: true,
            selectionLimit: MESSAGE_ATTACHMENTS.maxPerMessage,
          });
    if (result.canceled) return;
    keyRef.current = null;
    photos.add(result.assets.map(toPicked));
  }

  async function send() {
    if (!canSend || isSending) return;
    keyRef.current ??= newClientKey();
    setSending(true);
    try {
      await onSend(trimmed, photos.outgoing, keyRef.current);
      setText('');
      photos.clear();
      keyRef.current = null;
    } catch {
      // The screen says the message was not sent; the text and photos stay for another try.
    } finally {
      setSending(false);
    }
  }

  return (
    <View style={[styles.composer, { borderColor: theme.border, backgroundColor: theme.surface }]}>
      <PendingPhotos
        photos={photos.photos}
        onRemove={(key) => {
          keyRef.current = null;
          photos.remove(key);
        }}
      />
      {hasKept ? (
        <Text style={{ color: theme.muted }}>{t('mobile.inbox.photos_offline')}</Text>
      ) : null}
      {notice ? <Text style={{ color: theme.danger }}>{notice}</Text> : null}
      <TextInput
        accessibilityLabel={t('mobile.inbox.message')}
        placeholder={t('mobile.inbox.message_hint')}
        placeholderTextColor={theme.muted}
        value={text}
        onChangeText={(value) => {
          keyRef.current = null;
          setText(value);
        }}
        multiline
        maxLength={MESSAGE_MAX_LENGTH}
        style={[
          styles.input,
          { color: theme.text, borderColor: theme.border, backgroundColor: theme.background },
        ]}
      />
      <View style={styles.actions}>
        <Button
          variant="secondary"
          label={t('mobile.inbox.take_photo')}
          onPress={() => void pick('camera')}
        />
        <Button
          variant="secondary"
          label={t('mobile.inbox.choose_photos')}
          onPress={() => void pick('library')}
        />
      </View>
      <Button
        label={t('mobile.inbox.send')}
        onPress={() => void send()}
        busy={isSending}
        isDisabled={!canSend}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  composer: { borderTopWidth: 1, padding: 12, gap: 8 },
  actions: { flexDirection: 'row', gap: 8 },
  input: {
    borderWidth: 1,
    borderRadius: 8,
    paddingHorizontal: 12,
    paddingVertical: 10,
    fontSize: 16,
    maxHeight: 160,
  },
});
