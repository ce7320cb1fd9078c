import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../theme/theme';
import { Button } from './Button';

type Props = {
  /** The question, e.g. "Remove these keys from the report?". */
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** An inline "are you sure?" before something is removed or frozen, read out as it appears. */
export function ConfirmPanel({
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: Props) {
  const theme = useTheme();
  return (
    <View accessibilityRole="alert" style={[styles.panel, { borderColor: theme.warning }]}>
      <Text style={{ color: theme.text }}>{text}</Text>
      <Button label={confirmLabel} busy={busy} onPress={onConfirm} />
      <Button variant="secondary" label={cancelLabel} onPress={onCancel} />
    </View>
  );
}

const styles = StyleSheet.create({
  panel: { borderWidth: 1, borderRadius: 8, padding: 10, gap: 8 },
});
