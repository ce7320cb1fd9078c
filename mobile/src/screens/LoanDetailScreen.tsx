import { useQuery } from '@apollo/client/react';
import { Link, Stack } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { RefreshControl, ScrollView, StyleSheet, Text, View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileContractRowFragmentDoc,
  MobileLoanDetailDocument,
  MobileLoanLifecycleFragmentDoc,
  MobileLoanRowFragmentDoc,
} from '../__generated__/graphql';
import { addressText, dateText, moneyText, percentText, statusKey } from '../contracts/format';
import { nextPaymentOf } from '../loans/format';
import { LoanScheduleSection } from '../loans/LoanScheduleSection';
import { LoanSigningSection } from '../loans/LoanSigningSection';
import { useTheme } from '../theme/theme';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';
import { Section } from '../ui/Section';

/** A loan: its status, amount, term and interest, the lease, signing and the annuity schedule. */
export function LoanDetailScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const detail = useQuery(MobileLoanDetailDocument, { variables: { id } });
  const loan = detail.data?.loan;
  const row = loan ? getFragmentData(MobileLoanRowFragmentDoc, loan) : null;
  const title = t('mobile.loan.title');

  if (!loan || !row) {
    const text = detail.loading
      ? t('mobile.loan.loading')
      : detail.error
        ? errorText(t, detail.error)
        : t('mobile.loan.not_found');
    return (
      <View style={[styles.screen, { backgroundColor: theme.background }]}>
        <Stack.Screen options={{ title }} />
        <Message busy={detail.loading} tone={detail.error ? 'error' : 'info'} text={text} />
      </View>
    );
  }

  const lifecycle = row.lifecycle
    ? getFragmentData(MobileLoanLifecycleFragmentDoc, row.lifecycle)
    : null;
  const contract = row.contract
    ? getFragmentData(MobileContractRowFragmentDoc, row.contract)
    : null;
  const money = (amount: number) => moneyText(amount, 'ISK', i18n.language);
  const text = { color: theme.text };
  const muted = { color: theme.muted };
  const next = nextPaymentOf(row, lifecycle?.repayments);
  const schedule = loan.paymentSchedule;

  return (
    <ScrollView
      style={{ backgroundColor: theme.background }}
      contentContainerStyle={styles.content}
      refreshControl={
        <RefreshControl
          refreshing={detail.loading}
          onRefresh={() => void detail.refetch()}
          accessibilityLabel={t('mobile.loan.refresh')}
        />
      }
    >
      <Stack.Screen options={{ title }} />
      <Text accessibilityRole="header" style={[styles.title, text]}>
        {row.amount == null ? t('mobile.loans.no_amount') : money(row.amount)}
      </Text>
      <Text style={[styles.status, { color: theme.primary }]}>
        {t(`mobile.loans.status.${statusKey(row.status)}`)}
      </Text>
      <Section title={t('mobile.loan.terms')}>
        {row.months ? (
          <Text style={text}>{t('mobile.loans.term', { count: row.months })}</Text>
        ) : null}
        {row.monthlyPayment != null ? (
          <Text style={text}>
            {t('mobile.loan.monthly_payment', { amount: money(row.monthlyPayment) })}
          </Text>
        ) : null}
        {schedule ? (
          <Text style={text}>
            {t('mobile.loan.interest_rate', {
              percent: percentText(schedule.yearlyInterestPercent, i18n.language),
            })}
          </Text>
        ) : null}
        <Text style={next?.state === 'LATE' ? { color: theme.danger } : muted}>
          {next
            ? t(
                next.state === 'LATE'
                  ? 'mobile.loans.next_payment_late'
                  : 'mobile.loans.next_payment',
                {
                  amount: money(next.amount),
                  date: dateText(next.dueDate),
                },
              )
            : t('mobile.loans.no_next_payment')}
        </Text>
      </Section>
      <Section title={t('mobile.loan.lease')}>
        {row.contractId ? (
          <Link
            href={{ pathname: '/contracts/[id]', params: { id: row.contractId } }}
            accessibilityRole="link"
            accessibilityLabel={t('mobile.loan.open_lease', {
              lease: contract ? addressText(t, contract.realEstate?.address) : row.contractId,
            })}
            style={[styles.link, { color: theme.primary }]}
          >
            {contract
              ? addressText(t, contract.realEstate?.address)
              : t('mobile.guarantees.for_contract', { id: row.contractId })}
          </Link>
        ) : (
          <Text style={muted}>{t('mobile.loan.no_lease')}</Text>
        )}
      </Section>
      <LoanSigningSection
        loanId={row.id}
        status={row.status}
        isOwner={loan.currentUserRole === 'OWNER'}
        lifecycle={lifecycle}
        onSigned={() => void detail.refetch()}
        t={t}
      />
      {lifecycle?.disbursement ? (
        <Section title={t('mobile.loan.disbursement')}>
          <Text style={text}>
            {t(`mobile.loan.disbursement_status.${statusKey(lifecycle.disbursement.status)}`, {
              amount: money(lifecycle.disbursement.amount),
            })}
          </Text>
        </Section>
      ) : null}
      <Section title={t('mobile.loan.schedule')}>
        <LoanScheduleSection
          schedule={schedule}
          repayments={lifecycle?.repayments ?? []}
          t={t}
          locale={i18n.language}
        />
      </Section>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  content: { padding: 16, gap: 16 },
  title: { fontSize: 24, fontWeight: '700' },
  status: { fontSize: 15, fontWeight: '600' },
  link: { fontSize: 16, textDecorationLine: 'underline' },
});
