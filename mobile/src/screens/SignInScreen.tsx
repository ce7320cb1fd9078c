import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyboardAvoidingView, Platform, ScrollView, StyleSheet, Text, View } from 'react-native';
import { EidSignInForm } from '../accounts/EidSignInForm';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { Field } from '../ui/Field';

/**
 * E-mail and password, or the electronic ID on a phone; the graph's refusal (wrong password,
 * rate limit, a cancelled request) shown translated.
 */
export function SignInScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [method, setMethod] = useState<'password' | 'eid'>('password');

  async function submit() {
    if (!email.trim() || !password) {
      setError(t('mobile.sign_in.missing_fields'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
    } catch (caught) {
      setError(errorText(t, caught));
      setBusy(false);
    }
  }

  return (
    <KeyboardAvoidingView
      style={[styles.screen, { backgroundColor: theme.background }]}
      behavior={Platform.OS === 'ios' ? 'padding' : undefined}
    >
      <ScrollView contentContainerStyle={styles.content} keyboardShouldPersistTaps="handled">
        <Text accessibilityRole="header" style={[styles.title, { color: theme.text }]}>
          {t('mobile.sign_in.title')}
        </Text>
        {method === 'eid' ? (
          <>
            <EidSignInForm />
            <Button
              variant="secondary"
              label={t('mobile.eid.use_password')}
              onPress={() => setMethod('password')}
            />
          </>
        ) : (
          <>
            <Field
              label={t('mobile.sign_in.email')}
              value={email}
              onChangeText={setEmail}
              autoCapitalize="none"
              autoComplete="email"
              keyboardType="email-address"
              textContentType="username"
            />
            <Field
              label={t('mobile.sign_in.password')}
              value={password}
              onChangeText={setPassword}
              secureTextEntry
              autoComplete="password"
              textContentType="password"
              onSubmitEditing={() => void submit()}
            />
            {error ? (
              <View accessibilityRole="alert" accessibilityLiveRegion="assertive">
                <Text style={{ color: theme.danger }}>{error}</Text>
              </View>
            ) : null}
            <Button
              label={busy ? t('mobile.sign_in.submitting') : t('mobile.sign_in.submit')}
              busy={busy}
              onPress={() => void submit()}
            />
            <Button
              variant="secondary"
              label={t('mobile.eid.use_eid')}
              onPress={() => setMethod('eid')}
            />
          </>
        )}
      </ScrollView>
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  content: { padding: 24, gap: 16, justifyContent: 'center', flexGrow: 1 },
  title: { fontSize: 26, fontWeight: '700' },
});
