import { useMutation, useQuery } from '@apollo/client/react';
import { SMS_UNREAD_MESSAGE_DELAY_MINUTES } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollView, StyleSheet, Switch, Text, View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileNotificationSettingFragmentDoc,
  MobileNotificationSettingsDocument,
  MobileUpdateNotificationSettingsDocument,
  type MobileNotificationSettingFragment,
} from '../__generated__/graphql';
import { PushStatusSection } from '../notifications/PushStatusSection';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';

type Cell = MobileNotificationSettingFragment;
type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; text: string };

/** The GraphQL enum's value as the catalogue's key: NEW_MESSAGE -> new_message. */
const toKey = (value: string) => value.toLowerCase();

/** The cells by type, in the graph's order (types as rows, the methods of each beneath). */
function groupByType(cells: readonly Cell[]): [Cell['type'], Cell[]][] {
  const groups = new Map<Cell['type'], Cell[]>();
  for (const cell of cells) groups.set(cell.type, [...(groups.get(cell.type) ?? []), cell]);
  return [...groups];
}

/**
 * How each kind of notification reaches the user: a switch per type and method (in the app,
 * e-mail, SMS, push), saved as it is switched; a cell the platform does not deliver says so.
 * Above them, whether this phone gets pushes at all, and why not.
 */
export function NotificationSettingsScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const { data, error, loading, refetch } = useQuery(MobileNotificationSettingsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(MobileUpdateNotificationSettingsDocument, {
    update(cache, result) {
      const saved = result.data?.updateNotificationSettings;
      if (saved)
        cache.writeQuery({
          query: MobileNotificationSettingsDocument,
          data: { __typename: 'Query', notificationSettings: saved },
        });
    },
  });
  const cells = (data?.notificationSettings ?? []).map((ref) =>
    getFragmentData(MobileNotificationSettingFragmentDoc, ref),
  );

  async function change(cell: Cell, isEnabled: boolean) {
    setSave({ kind: 'saving' });
    const saved = cells.map((c) => (c === cell ? { ...c, isEnabled } : c));
    try {
      await update({
        variables: { input: { settings: [{ type: cell.type, method: cell.method, isEnabled }] } },
        // The switch moves at once; Apollo puts it back if the graph refuses.
        optimisticResponse: { __typename: 'Mutation', updateNotificationSettings: saved },
      });
      setSave({ kind: 'saved' });
    } catch (e) {
      setSave({ kind: 'error', text: errorText(t, e) });
    }
  }

  function statusLine() {
    if (save.kind === 'idle') return null;
    if (save.kind === 'error') return <Message tone="error" text={save.text} />;
    return (
      <Text style={[styles.status, { color: theme.muted }]} accessibilityLiveRegion="polite">
        {t(
          save.kind === 'saving'
            ? 'mobile.notification_settings.saving'
            : 'notifications.settings.saved',
        )}
      </Text>
    );
  }

  return (
    <ScrollView
      style={{ backgroundColor: theme.background }}
      contentContainerStyle={styles.content}
    >
      <PushStatusSection />
      <Text accessibilityRole="header" style={[styles.title, { color: theme.text }]}>
        {t('notifications.settings.title')}
      </Text>
      <Text style={[styles.text, { color: theme.muted }]}>
        {t('notifications.settings.description')}
      </Text>
      <Text style={[styles.text, { color: theme.muted }]}>
        {t('notification-delivery.sms_help', { minutes: SMS_UNREAD_MESSAGE_DELAY_MINUTES })}
      </Text>
      {statusLine()}
      {!data && loading ? <Message busy text={t('mobile.notification_settings.loading')} /> : null}
      {!data && error ? (
        <>
          <Message tone="error" text={errorText(t, error)} />
          <Button label={t('mobile.retry')} onPress={() => void refetch()} />
        </>
      ) : null}
      {groupByType(cells).map(([type, methods]) => {
        const typeName = t(`notifications.type_names.${toKey(type)}`);
        return (
          <View
            key={type}
            style={[styles.group, { backgroundColor: theme.surface, borderColor: theme.border }]}
          >
            <Text accessibilityRole="header" style={[styles.typeName, { color: theme.text }]}>
              {typeName}
            </Text>
            {methods.map((cell) => {
              const method = t(`notifications.methods.${toKey(cell.method)}`);
              const label = t('notifications.settings.toggle_label', { type: typeName, method });
              return (
                <View key={cell.method} style={styles.row}>
                  <Text style={[styles.method, { color: theme.text }]}>{method}</Text>
                  {cell.isOffered ? (
                    <Switch
                      accessibilityLabel={label}
                      value={cell.isEnabled}
                      onValueChange={(next) => void change(cell, next)}
                      testID={`setting-${cell.type}-${cell.method}`}
                    />
                  ) : (
                    <Text
                      accessibilityLabel={`${label}: ${t('notifications.settings.not_offered')}`}
                      style={{ color: theme.muted }}
                    >
                      {t('notifications.settings.not_offered')}
                    </Text>
                  )}
                </View>
              );
            })}
          </View>
        );
      })}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  content: { padding: 16, gap: 12 },
  title: { fontSize: 20, fontWeight: '700', marginTop: 8 },
  text: { fontSize: 15, lineHeight: 21 },
  status: { fontSize: 15 },
  group: { borderWidth: 1, borderRadius: 12, padding: 12, gap: 4 },
  typeName: { fontSize: 16, fontWeight: '600', marginBottom: 4 },
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: 44,
  },
  method: { fontSize: 16 },
});
