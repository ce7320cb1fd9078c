import { describeGraphError } from '@leiga/graph/client';
import type { TFunction } from 'i18next';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { loadWebBrowser } from '../device-modules';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';

/**
 * Where the viewer's own signing stands on this screen: `opening` while the link is fetched and
 * the browser is in front, `waiting` from their return until the signature is confirmed.
 */
export type SignPhase = 'idle' | 'opening' | 'waiting' | 'signed';

/** A refusal in the user's language: the signing catalogue's own words first, then the shared ones. */
function signingErrorText(t: TFunction, error: unknown, prefix: string): string {
  const { reason, code, messageKeys } = describeGraphError(error);
  const specific = [reason, code.toLowerCase()].flatMap((key) => (key ? [`${prefix}.${key}`] : []));
  return t([...specific, ...messageKeys]);
}

type Props = {
  /** The viewer's own signing link, asked of the graph when they press sign (never cached). */
  fetchLink: () => Promise<string>;
  /** Where the refusals' words are (a contract's or an inspection report's). */
  errorPrefix?: string;
  phase: SignPhase;
  /** The screen moves the phase on; `waiting` starts the quick poll for the confirmation. */
  onPhase: (phase: SignPhase) => void;
  /** A refusal or failure to show, or null to clear the last one. */
  onError: (error: string | null) => void;
  t: TFunction;
};

/**
 * "Sign with electronic ID": the viewer's own signing page at the e-signature service, opened in
 * the in-app browser. The page does not redirect back, so the app learns of the signature by
 * asking (the screen's poll), at once on return and whenever the app comes to the front again,
 * until the signature is confirmed or the viewer stops waiting.
 */
export function SignWithEid({
  fetchLink,
  errorPrefix = 'mobile.signing.errors',
  phase,
  onPhase,
  onError,
  t,
}: Props) {
  const theme = useTheme();

  async function sign() {
    onPhase('opening');
    onError(null);
    // On the web a chunk of its own: it loads while the link is fetched.
    const browser = loadWebBrowser();
    browser.catch(() => undefined); // a failed load is reported below, where the page would open
    let url: string;
    try {
      url = await fetchLink();
    } catch (failure) {
      onError(signingErrorText(t, failure, errorPrefix));
      onPhase('idle');
      return;
    }
    try {
      const WebBrowser = await browser;
      // iOS answers when the user closes the page; Android as soon as it is open.
      await WebBrowser.openBrowserAsync(url);
    } catch {
      onError(t('mobile.signing.errors.browser'));
      onPhase('idle');
      return;
    }
    onPhase('waiting');
  }

  const isBusy = phase === 'opening';
  return (
    <View style={styles.box}>
      <Button
        label={isBusy ? t('mobile.signing.opening') : t('mobile.signing.sign')}
        hint={t('mobile.signing.sign_hint')}
        busy={isBusy}
        onPress={() => void sign()}
      />
      {phase === 'waiting' ? (
        <View
          accessible
          accessibilityRole="progressbar"
          accessibilityLabel={t('mobile.signing.waiting')}
          accessibilityState={{ busy: true }}
          accessibilityLiveRegion="polite"
          style={styles.row}
          testID="signing-waiting"
        >
          <ActivityIndicator color={theme.muted} />
          <Text style={{ color: theme.muted, flexShrink: 1 }}>{t('mobile.signing.waiting')}</Text>
        </View>
      ) : null}
      {phase === 'waiting' ? (
        // The screen asks while it waits; one who will sign later stops it (pressing sign again
        // opens the same link and waits once more).
        <Button
          variant="secondary"
          label={t('mobile.signing.stop_waiting')}
          hint={t('mobile.signing.stop_waiting_hint')}
          onPress={() => onPhase('idle')}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: 8 },
  row: { flexDirection: 'row', alignItems: 'center', gap: 8 },
});
