import { useQuery } from '@apollo/client/react';
import { Stack } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { RefreshControl, ScrollView, StyleSheet, Text, View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileContractRowFragmentDoc,
  MobileGuaranteeClaimsDocument,
  MobileGuaranteeDetailDocument,
  MobileGuaranteeRowFragmentDoc,
} from '../__generated__/graphql';
import { moneyText, periodText, statusKey } from '../contracts/format';
import { ClaimsSection } from '../guarantees/ClaimsSection';
import { leaseText } from '../guarantees/format';
import { useTheme } from '../theme/theme';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';
import { Section } from '../ui/Section';

/** Status, cover and cover left, the lease with its period and parties, and the claims. */
export function GuaranteeDetailScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const detail = useQuery(MobileGuaranteeDetailDocument, { variables: { id } });
  const guarantee = detail.data?.rentalGuarantee;
  const row = guarantee ? getFragmentData(MobileGuaranteeRowFragmentDoc, guarantee) : null;
  const claims = useQuery(MobileGuaranteeClaimsDocument, {
    variables: { guaranteeId: id },
    skip: !guarantee,
  });
  const title = t('mobile.guarantee.title');

  if (!row) {
    const text = detail.loading
      ? t('mobile.guarantee.loading')
      : detail.error
        ? errorText(t, detail.error)
        : t('mobile.guarantee.not_found');
    return (
      <View style={[styles.screen, { backgroundColor: theme.background }]}>
        <Stack.Screen options={{ title }} />
        <Message busy={detail.loading} tone={detail.error ? 'error' : 'info'} text={text} />
      </View>
    );
  }

  const contract = guarantee?.contract
    ? getFragmentData(MobileContractRowFragmentDoc, guarantee.contract)
    : null;
  const claimList = claims.data?.guaranteeClaims;
  const money = (amount: number) => moneyText(amount, 'ISK', i18n.language);
  const text = { color: theme.text };
  const muted = { color: theme.muted };
  const lease = leaseText(t, row);
  const refreshing = detail.loading || claims.loading;

  function refresh() {
    void detail.refetch();
    if (guarantee) void claims.refetch();
  }

  return (
    <ScrollView
      style={{ backgroundColor: theme.background }}
      contentContainerStyle={styles.content}
      refreshControl={<RefreshControl refreshing={refreshing} onRefresh={refresh} />}
    >
      <Stack.Screen options={{ title }} />
      <Text accessibilityRole="header" style={[styles.title, text]}>
        {lease}
      </Text>
      <Text style={[styles.status, { color: theme.primary }]}>
        {t(`mobile.guarantees.status.${statusKey(row.status)}`)}
      </Text>
      <Section title={t('mobile.guarantee.amount')}>
        <Text style={text}>{money(row.amount)}</Text>
        <Text style={muted}>
          {t('mobile.guarantee.monthly_rent', { amount: money(row.monthlyRent) })}
        </Text>
      </Section>
      {claimList ? (
        <Section title={t('mobile.guarantee.cover_left')}>
          <Text style={text}>
            {t('mobile.guarantee.cover_left_value', {
              amount: money(claimList.remainingCover),
              total: money(row.amount),
            })}
          </Text>
          {claimList.heldCover > 0 ? (
            <Text style={muted}>
              {t('mobile.guarantee.held_cover', { amount: money(claimList.heldCover) })}
            </Text>
          ) : null}
        </Section>
      ) : null}
      <Section title={t('mobile.guarantee.lease')}>
        <Text style={text}>{contract ? periodText(t, contract) : lease}</Text>
      </Section>
      <Section title={t('mobile.contract.parties')}>
        <Text style={muted}>{t('mobile.contract.tenants')}</Text>
        <Text style={text}>{row.tenantName}</Text>
        {contract && contract.landlords.length > 0 ? (
          <>
            <Text style={muted}>{t('mobile.contract.landlords')}</Text>
            {contract.landlords.map((p) => (
              <Text key={p.name} style={text}>
                {p.name}
              </Text>
            ))}
          </>
        ) : null}
      </Section>
      <Section title={t('mobile.guarantee.claims')}>
        {claimList ? (
          <ClaimsSection claims={claimList.items} t={t} locale={i18n.language} />
        ) : claims.error ? (
          <Message tone="error" text={errorText(t, claims.error)} />
        ) : (
          <Message busy text={t('mobile.guarantee.claims_loading')} />
        )}
      </Section>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  content: { padding: 16, gap: 16 },
  title: { fontSize: 24, fontWeight: '700' },
  status: { fontSize: 15, fontWeight: '600' },
});
