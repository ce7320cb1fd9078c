import { parseMobileLoginPhone } from '@leiga/domain/accounts/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileCheckEidLoginDocument,
  MobileStartEidLoginDocument,
} from '../__generated__/session/graphql';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { Field } from '../ui/Field';
import { useForegroundPoll } from '../ui/use-foreground-poll';

/** How often the sign-in asks whether the phone has confirmed (as the web's form does). */
export const EID_POLL_MS = 2000;

type Challenge = { token: string; code: string };

/**
 * Sign in with the Icelandic electronic ID: a request goes to the phone, the screen shows the
 * security code to compare, then polls until the phone confirms (tokens stored as with the
 * password) or the request fails (cancelled, expired, no electronic ID, no account).
 */
export function EidSignInForm() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { completeSignIn, postGraph } = useSession();
  const [isStarting, setStarting] = useState(false);
  const [phone, setPhone] = useState('');
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    // The rule of domain's mobileLoginStartSchema, without zod on the sign-in screen.
    const parsed = parseMobileLoginPhone(phone);
    if (parsed === null) {
      setError(t('mobile.eid.invalid_phone'));
      return;
    }
    setError(null);
    setStarting(true);
    try {
      const data = await postGraph(MobileStartEidLoginDocument, { phone: parsed });
      const started = data.startEidLogin;
      setChallenge({ token: started.token, code: started.verificationCode });
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setStarting(false);
    }
  }

  async function poll(token: string): Promise<boolean> {
    try {
      const data = await postGraph(MobileCheckEidLoginDocument, { token });
      const result = data.checkEidLogin;
      if (result.status === 'PENDING') return true;
      if (result.status === 'COMPLETE' && result.session) {
        await completeSignIn(result.session);
        return false;
      }
      setChallenge(null);
      setError(t([`errors.${result.code ?? 'unknown'}`, 'mobile.eid.failed']));
    } catch (caught) {
      setChallenge(null);
      setError(errorText(t, caught));
    }
    return false;
  }

  useForegroundPoll(() => (challenge ? poll(challenge.token) : Promise.resolve(false)), {
    isEnabled: challenge !== null,
    intervalMs: EID_POLL_MS,
  });

  if (challenge) {
    return (
      <View style={styles.box} accessibilityLiveRegion="polite">
        <Text style={[styles.text, { color: theme.text }]}>
          {t('mobile.eid.waiting', { code: challenge.code })}
        </Text>
        <Text
          accessibilityLabel={t('mobile.eid.code_label', { code: challenge.code })}
          testID="eid-code"
          style={[styles.code, { color: theme.primary }]}
        >
          {challenge.code}
        </Text>
        <Button
          variant="secondary"
          label={t('mobile.eid.cancel')}
          onPress={() => setChallenge(null)}
        />
      </View>
    );
  }

  return (
    <View style={styles.box}>
      <Text style={[styles.text, { color: theme.muted }]}>{t('mobile.eid.description')}</Text>
      <Field
        label={t('mobile.eid.phone')}
        value={phone}
        onChangeText={setPhone}
        keyboardType="phone-pad"
        autoComplete="tel"
        textContentType="telephoneNumber"
        onSubmitEditing={() => void submit()}
      />
      {error ? (
        <View accessibilityRole="alert" accessibilityLiveRegion="assertive">
          <Text style={{ color: theme.danger }}>{error}</Text>
        </View>
      ) : null}
      <Button
        label={isStarting ? t('mobile.eid.submitting') : t('mobile.eid.submit')}
        busy={isStarting}
        onPress={() => void submit()}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: 16 },
  text: { fontSize: 16 },
  code: { fontSize: 36, fontWeight: '700', letterSpacing: 6, textAlign: 'center' },
});
