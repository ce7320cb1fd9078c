import { useQuery } from '@apollo/client/react';
import { APP_STORE_LINKS, getMobileAppUpdate } from '@leiga/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Linking, StyleSheet, Text, View } from 'react-native';
import { MobileAppVersionCheckDocument } from '../__generated__/graphql';
import { devicePlatform } from '../device-platform';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { useInstalledVersion } from './installed-version';

/**
 * Before anything else: an app older than the minimum staff set for its platform asks to update
 * and goes no further; one older than the store's version says an update is out, and can be told
 * "later". When the versions cannot be read (offline), the app carries on: it never locks anyone
 * out on a guess.
 */
export function UpdateGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const installed = useInstalledVersion();
  const platform = devicePlatform();
  const [isLater, setLater] = useState(false);
  const { data, refetch, loading } = useQuery(MobileAppVersionCheckDocument, {
    skip: platform === null,
    fetchPolicy: 'network-only',
  });
  const published = data?.mobileAppVersions.find((v) => v.platform === platform) ?? null;
  const update = installed ? getMobileAppUpdate(installed, published) : 'none';
  const store = platform === 'IOS' ? APP_STORE_LINKS.ios : APP_STORE_LINKS.android;
  const storeName = t(platform === 'IOS' ? 'mobile.update.app_store' : 'mobile.update.play_store');
  const openStore = () => void Linking.openURL(store);

  if (update === 'required')
    return (
      <View style={[styles.required, { backgroundColor: theme.background }]}>
        <Text accessibilityRole="header" style={[styles.title, { color: theme.text }]}>
          {t('mobile.update.required_title')}
        </Text>
        <Text style={[styles.text, { color: theme.muted }]}>
          {t('mobile.update.required_text', {
            installed,
            minimum: published?.minimumVersion,
          })}
        </Text>
        <Button label={t('mobile.update.open_store', { store: storeName })} onPress={openStore} />
        <Button
          label={t('mobile.update.check_again')}
          variant="secondary"
          busy={loading}
          onPress={() => void refetch()}
        />
      </View>
    );
  return (
    <>
      {update === 'available' && !isLater && (
        <View
          accessibilityRole="alert"
          style={[styles.banner, { backgroundColor: theme.surface, borderColor: theme.border }]}
        >
          <Text style={[styles.text, { color: theme.text }]}>
            {t('mobile.update.available', { version: published?.currentVersion })}
          </Text>
          <View style={styles.actions}>
            <Button label={t('mobile.update.update')} onPress={openStore} />
            <Button
              label={t('mobile.update.later')}
              variant="secondary"
              onPress={() => setLater(true)}
            />
          </View>
        </View>
      )}
      {children}
    </>
  );
}

const styles = StyleSheet.create({
  required: { flex: 1, justifyContent: 'center', gap: 16, padding: 24 },
  title: { fontSize: 22, fontWeight: '700' },
  text: { fontSize: 16, lineHeight: 22 },
  banner: { gap: 8, padding: 12, borderBottomWidth: 1 },
  actions: { flexDirection: 'row', gap: 8 },
});
