import { Stack } from 'expo-router';
import { ActivityIndicator, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { useSession } from './session/SessionProvider';
import { useTheme } from './theme/theme';

/** The navigator; screens a signed-out user may not see are guarded out of the stack. */
export function AppStack() {
  const { t } = useTranslation();
  const theme = useTheme();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  // A tapped push opens its screen (once someone is signed in); the push explanation and the
  // offline notice for a signed-in user. From the client kit, there once it is loaded.
  const kit = session.clientSession?.kit;
  const chrome = kit ? <kit.ClientChrome isSignedIn={signedIn} /> : null;
  // The web export renders this state in Node, where the device language is unknown: no text
  // here, so the page hydrates in the browser's language without a mismatch.
  if (session.status === 'restoring') {
    return (
      <>
        {chrome}
        <View style={{ flex: 1, justifyContent: 'center', backgroundColor: theme.background }}>
          <ActivityIndicator color={theme.muted} />
        </View>
      </>
    );
  }
  return (
    <>
      {chrome}
      <Stack
        screenOptions={{
          headerStyle: { backgroundColor: theme.surface },
          headerTintColor: theme.text,
          contentStyle: { backgroundColor: theme.background },
        }}
      >
        <Stack.Protected guard={!signedIn}>
          <Stack.Screen name="sign-in" options={{ title: t('mobile.sign_in.submit') }} />
        </Stack.Protected>
        <Stack.Protected guard={signedIn}>
          <Stack.Screen name="contracts/index" options={{ title: t('mobile.contracts.title') }} />
          <Stack.Screen name="contracts/[id]" options={{ title: t('mobile.contract.title') }} />
          <Stack.Screen name="guarantees/index" options={{ title: t('mobile.guarantees.title') }} />
          <Stack.Screen name="guarantees/[id]" options={{ title: t('mobile.guarantee.title') }} />
          <Stack.Screen name="loans/index" options={{ title: t('mobile.loans.title') }} />
          <Stack.Screen name="loans/[id]" options={{ title: t('mobile.loan.title') }} />
          <Stack.Screen name="payments/index" options={{ title: t('mobile.payments.title') }} />
          <Stack.Screen
            name="inspections/index"
            options={{ title: t('mobile.inspections.title') }}
          />
          <Stack.Screen
            name="inspections/[id]/index"
            options={{ title: t('mobile.inspections.report_title') }}
          />
          <Stack.Screen
            name="inspections/[id]/rooms/[unitId]"
            options={{ title: t('mobile.inspections.room_title') }}
          />
          <Stack.Screen
            name="inspections/[id]/defects"
            options={{ title: t('mobile.inspections.defects.title') }}
          />
          <Stack.Screen name="inbox/index" options={{ title: t('mobile.inbox.title') }} />
          <Stack.Screen name="inbox/[id]" options={{ title: t('mobile.inbox.conversation') }} />
          <Stack.Screen
            name="notifications/index"
            options={{ title: t('mobile.notifications.title') }}
          />
          <Stack.Screen
            name="notifications/settings"
            options={{ title: t('mobile.notification_settings.title') }}
          />
        </Stack.Protected>
        <Stack.Screen name="index" options={{ headerShown: false }} />
      </Stack>
    </>
  );
}
