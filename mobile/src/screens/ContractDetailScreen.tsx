import { useQuery } from '@apollo/client/react';
import { formatKennitala } from '@leiga/domain';
import { Stack } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { RefreshControl, ScrollView, StyleSheet, Text, View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileContractDetailDocument,
  MobileContractRowFragmentDoc,
  MobileContractSigningFragmentDoc,
} from '../__generated__/graphql';
import { addressText, moneyText, periodText, statusKey } from '../contracts/format';
import { PaymentScheduleSection } from '../contracts/PaymentScheduleSection';
import { PdfShareButton } from '../contracts/PdfShareButton';
import { SigningSection } from '../contracts/SigningSection';
import { ContractInspections } from '../inspections/ContractInspections';
import { useTheme } from '../theme/theme';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';
import { Section } from '../ui/Section';
import { useOfflineFetchPolicy } from '../offline/OfflineProvider';

type Party = { id: string | null; name: string; identifier: string };

/** Signing and the PDF, parties, property, period, rent and the payment schedule of one contract. */
export function ContractDetailScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const { data, error, loading, refetch } = useQuery(MobileContractDetailDocument, {
    variables: { id },
    fetchPolicy: useOfflineFetchPolicy('cache-first'),
  });
  const contract = data?.contract;
  const title = t('mobile.contract.title');

  if (!contract) {
    const text = loading
      ? t('mobile.contract.loading')
      : error
        ? errorText(t, error)
        : t('mobile.contract.not_found');
    return (
      <View style={[styles.screen, { backgroundColor: theme.background }]}>
        <Stack.Screen options={{ title }} />
        <Message busy={loading} tone={error ? 'error' : 'info'} text={text} />
      </View>
    );
  }

  const row = getFragmentData(MobileContractRowFragmentDoc, contract);
  const signing = getFragmentData(MobileContractSigningFragmentDoc, contract);
  const text = { color: theme.text };
  const muted = { color: theme.muted };
  const party = (p: Party) => (
    <View key={p.id ?? p.identifier} accessible>
      <Text style={text}>{p.name}</Text>
      <Text style={muted}>
        {t('mobile.contract.party_id', { id: formatKennitala(p.identifier) })}
      </Text>
    </View>
  );

  return (
    <ScrollView
      style={{ backgroundColor: theme.background }}
      contentContainerStyle={styles.content}
      refreshControl={<RefreshControl refreshing={loading} onRefresh={() => void refetch()} />}
    >
      <Stack.Screen options={{ title }} />
      <Text accessibilityRole="header" style={[styles.title, text]}>
        {addressText(t, row.realEstate?.address)}
      </Text>
      <Text style={[styles.status, { color: theme.primary }]}>
        {t(`mobile.contracts.status.${statusKey(row.status)}`)}
      </Text>
      <Section title={t('mobile.signing.title')}>
        <SigningSection contract={signing} t={t} />
        <PdfShareButton contractId={contract.id} />
      </Section>
      <ContractInspections contractId={contract.id} t={t} />
      <Section title={t('mobile.contract.parties')}>
        <Text style={muted}>{t('mobile.contract.landlords')}</Text>
        {contract.landlords.map(party)}
        <Text style={muted}>{t('mobile.contract.tenants')}</Text>
        {contract.tenants.map(party)}
      </Section>
      <Section title={t('mobile.contract.property')}>
        <Text style={text}>{addressText(t, row.realEstate?.address)}</Text>
        {contract.realEstate?.landregId ? (
          <Text style={muted}>
            {t('mobile.contract.landreg_id', { id: contract.realEstate.landregId })}
          </Text>
        ) : null}
        {contract.realEstate?.units.map((unit) => (
          <Text key={`${unit.propertyCode}-${unit.unitCode}`} style={muted}>
            {t('mobile.contract.unit', { code: unit.unitCode, size: unit.size })}
          </Text>
        ))}
      </Section>
      <Section title={t('mobile.contract.period')}>
        <Text style={text}>{periodText(t, row)}</Text>
      </Section>
      <Section title={t('mobile.contract.rent')}>
        <Text style={text}>
          {row.price !== null
            ? t('mobile.contracts.rent_per_month', {
                amount: moneyText(row.price, row.currency, i18n.language),
              })
            : t('common.status.none')}
        </Text>
      </Section>
      <Section title={t('mobile.contract.schedule')}>
        <PaymentScheduleSection schedule={contract.paymentSchedule} t={t} locale={i18n.language} />
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
