import { useQuery } from '@apollo/client/react';
import { useRouter } from 'expo-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RefreshControl, ScrollView, StyleSheet, Text, View } from 'react-native';
import { MobileMyPaymentContractsDocument } from '../__generated__/graphql';
import { moneyText } from '../contracts/format';
import { PaymentEntryRow } from '../payments/PaymentEntryRow';
import { owedOf, paymentsOverview, type PaymentEntry } from '../payments/overview';
import { usePaymentSchedules } from '../payments/use-payment-schedules';
import { useTheme } from '../theme/theme';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';

/** The contracts the overview reads in one request (the api's largest page). */
const CONTRACTS_READ = 100;

type GroupProps = {
  title: string;
  empty: string;
  entries: PaymentEntry[];
  testID: string;
  t: TFunction;
  locale: string;
  onOpen: (contractId: string) => void;
};

function Group({ title, empty, entries, testID, t, locale, onOpen }: GroupProps) {
  const theme = useTheme();
  return (
    <View style={styles.group} testID={testID}>
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {title}
      </Text>
      {entries.length === 0 ? <Text style={{ color: theme.muted }}>{empty}</Text> : null}
      {entries.map((entry) => (
        <PaymentEntryRow key={entry.item.id} entry={entry} t={t} locale={locale} onOpen={onOpen} />
      ))}
    </View>
  );
}

/** The tenant's rent across their contracts: what is late, what is due next and what was paid. */
export function PaymentsScreen() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const router = useRouter();
  const payments = useQuery(MobileMyPaymentContractsDocument, {
    variables: { pageSize: CONTRACTS_READ },
    notifyOnNetworkStatusChange: true,
  });
  const contracts = payments.data?.contracts.items;
  const schedules = usePaymentSchedules(contracts?.map((c) => c.id));
  const error = payments.error ?? schedules.error;

  if (!contracts || !schedules.schedules) {
    return (
      <View style={[styles.screen, { backgroundColor: theme.background }]}>
        <Message
          busy={!error}
          tone={error ? 'error' : 'info'}
          text={error ? errorText(t, error) : t('mobile.payments.loading')}
        />
      </View>
    );
  }

  const { late, due, paid } = paymentsOverview(contracts, schedules.schedules);
  const locale = i18n.language;
  const lateTotal = late.reduce((sum, entry) => sum + owedOf(entry.item), 0);
  const open = (id: string) => router.push({ pathname: '/contracts/[id]', params: { id } });
  const group = { t, locale, onOpen: open };
  const isEmpty = late.length + due.length + paid.length === 0;

  return (
    <ScrollView
      style={{ backgroundColor: theme.background }}
      contentContainerStyle={styles.content}
      refreshControl={
        <RefreshControl
          refreshing={payments.loading || schedules.isLoading}
          onRefresh={() => {
            void payments.refetch();
            void schedules.refresh();
          }}
          accessibilityLabel={t('mobile.payments.refresh')}
        />
      }
    >
      {error ? <Message tone="error" text={errorText(t, error)} /> : null}
      {isEmpty ? (
        <Message text={t('mobile.payments.empty')} />
      ) : (
        <>
          {late.length > 0 ? (
            <View accessible accessibilityRole="alert">
              <Text style={[styles.summary, { color: theme.danger }]}>
                {t('mobile.payments.late_summary', {
                  count: late.length,
                  amount: moneyText(lateTotal, late[0]?.currency, locale),
                })}
              </Text>
            </View>
          ) : null}
          <Group
            {...group}
            title={t('mobile.payments.late')}
            empty={t('mobile.payments.none_late')}
            entries={late}
            testID="payments-late"
          />
          <Group
            {...group}
            title={t('mobile.payments.due')}
            empty={t('mobile.payments.none_due')}
            entries={due}
            testID="payments-due"
          />
          <Group
            {...group}
            title={t('mobile.payments.paid')}
            empty={t('mobile.payments.none_paid')}
            entries={paid}
            testID="payments-paid"
          />
        </>
      )}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  content: { padding: 16, gap: 20 },
  group: { gap: 8 },
  heading: { fontSize: 18, fontWeight: '700' },
  summary: { fontSize: 16, fontWeight: '600' },
});
