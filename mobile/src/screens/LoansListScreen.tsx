import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useRouter } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { MobileMyLoansDocument } from '../__generated__/graphql';
import { LoanRow } from '../loans/LoanRow';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';
import { PagedList } from '../ui/PagedList';

/** The signed-in tenant's loans, 25 a page, grown as the list scrolls; pull to refresh. */
export function LoansListScreen() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const router = useRouter();
  const loans = useQuery(MobileMyLoansDocument, {
    variables: { page: 1, pageSize: PAGE_SIZES.loans },
    notifyOnNetworkStatusChange: true,
  });
  const page = loans.data?.myLoans;
  const { error, networkStatus } = loans;

  function emptyState() {
    if (!page && !error) return <Message busy text={t('mobile.loans.loading')} />;
    if (error) return <Message tone="error" text={errorText(t, error)} />;
    return <Message text={t('mobile.loans.empty')} />;
  }

  function backToContracts() {
    if (router.canGoBack()) router.back();
    else router.replace('/contracts');
  }

  return (
    <View style={[styles.screen, { backgroundColor: theme.background }]}>
      <View style={styles.top}>
        {page ? (
          <Text style={{ color: theme.muted }} accessibilityLiveRegion="polite">
            {t('mobile.loans.count', { count: page.count })}
          </Text>
        ) : null}
      </View>
      <PagedList
        items={page?.items ?? []}
        page={page}
        networkStatus={networkStatus}
        keyOf={(item) => item.id}
        renderItem={(item) => (
          <LoanRow
            loan={item}
            t={t}
            locale={i18n.language}
            onOpen={(id) => router.push({ pathname: '/loans/[id]', params: { id } })}
          />
        )}
        onLoadMore={(nextPage) => void loans.fetchMore({ variables: { page: nextPage } })}
        onRefresh={() => void loans.refetch({ page: 1 })}
        emptyState={emptyState()}
        loadingMoreText={t('mobile.loans.loading_more')}
      />
      <View style={styles.bottom}>
        <Button
          variant="secondary"
          label={t('mobile.guarantees.to_contracts')}
          onPress={backToContracts}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  top: { padding: 16, gap: 10 },
  bottom: { padding: 16 },
});
