import { Text, View } from 'react-native';
import { useTheme } from '../theme/theme';

/**
 * How a signing on the phone ended, as screen readers hear it: the signature in (politely), or
 * what went wrong (as an alert). Nothing while neither.
 */
export function SigningOutcome({
  signedText,
  error,
}: {
  /** Shown once the asker's signature is confirmed; null before. */
  signedText: string | null;
  error: string | null;
}) {
  const theme = useTheme();
  return (
    <>
      {signedText ? (
        <View accessible accessibilityLiveRegion="polite">
          <Text style={{ color: theme.success, fontWeight: '600' }}>{signedText}</Text>
        </View>
      ) : null}
      {error ? (
        <View accessible accessibilityRole="alert" accessibilityLiveRegion="assertive">
          <Text style={{ color: theme.danger }}>{error}</Text>
        </View>
      ) : null}
    </>
  );
}
