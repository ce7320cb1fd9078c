import { useTranslation } from 'react-i18next';
import { Image, Linking, Pressable, StyleSheet, Text, View } from 'react-native';
import type { MobileMessageFragment } from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { absoluteUrl, fileSizeText } from './model';

type Props = { attachments: MobileMessageFragment['attachments']; graphUrl: string };

/** A message's photos as thumbnails and its PDFs by name; each opens the file itself. */
export function MessageAttachments({ attachments, graphUrl }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  if (attachments.length === 0) return null;
  return (
    <View style={styles.list}>
      {attachments.map((file) => {
        const open = () => void Linking.openURL(absoluteUrl(file.url, graphUrl));
        const label = t(file.isImage ? 'mobile.inbox.open_photo' : 'mobile.inbox.open_file', {
          name: file.fileName,
        });
        return (
          <Pressable
            key={file.id}
            accessibilityRole={file.isImage ? 'imagebutton' : 'link'}
            accessibilityLabel={label}
            onPress={open}
            style={[styles.file, { borderColor: theme.border, backgroundColor: theme.surface }]}
          >
            {file.isImage && file.thumbnailUrl ? (
              <Image
                source={{ uri: absoluteUrl(file.thumbnailUrl, graphUrl) }}
                style={styles.thumbnail}
                accessibilityIgnoresInvertColors
              />
            ) : null}
            <Text style={{ color: theme.text }} numberOfLines={1}>
              {file.fileName}
            </Text>
            <Text style={{ color: theme.muted }}>{fileSizeText(file.size)}</Text>
          </Pressable>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: 6, maxWidth: '85%' },
  file: { borderWidth: 1, borderRadius: 8, padding: 8, gap: 4 },
  thumbnail: { width: 160, height: 120, borderRadius: 6 },
});
