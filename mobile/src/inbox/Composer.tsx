import { MESSAGE_MAX_LENGTH } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, TextInput, View } from 'react-native';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';

type Props = {
  /** Resolves when the message was sent; the box keeps the text when it throws. */
  onSend: (text: string) => Promise<void>;
};

/** The message box and its send button; the text is cleared once the message has gone. */
export function Composer({ onSend }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [text, setText] = useState('');
  const [isSending, setSending] = useState(false);
  const trimmed = text.trim();

  async function send() {
    if (!trimmed || isSending) return;
    setSending(true);
    try {
      await onSend(trimmed);
      setText('');
    } catch {
      // The screen says the message was not sent; the text stays for another try.
    } finally {
      setSending(false);
    }
  }

  return (
    <View style={[styles.composer, { borderColor: theme.border, backgroundColor: theme.surface }]}>
      <TextInput
        accessibilityLabel={t('mobile.inbox.message')}
        placeholder={t('mobile.inbox.message_hint')}
        placeholderTextColor={theme.muted}
        value={text}
        onChangeText={setText}
        multiline
        maxLength={MESSAGE_MAX_LENGTH}
        style={[
          styles.input,
          { color: theme.text, borderColor: theme.border, backgroundColor: theme.background },
        ]}
      />
      <Button
        label={t('mobile.inbox.send')}
        onPress={() => void send()}
        busy={isSending}
        isDisabled={!trimmed}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  composer: { borderTopWidth: 1, padding: 12, gap: 8 },
  input: {
    borderWidth: 1,
    borderRadius: 8,
    paddingHorizontal: 12,
    paddingVertical: 10,
    fontSize: 16,
    maxHeight: 160,
  },
});
