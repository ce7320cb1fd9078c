import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useRouter } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileLandlordGuaranteesDocument,
  MobileMyGuaranteesDocument,
} from '../__generated__/graphql';
import { GuaranteeRow } from '../guarantees/GuaranteeRow';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';
import { PagedList } from '../ui/PagedList';

/** A landlord sees the guarantees on the contracts he lets; a tenant those he applied for. */
type Side = 'tenant' | 'landlord';

/** The signed-in user's rental guarantees, 25 a page, grown as the list scrolls; refresh. */
export function GuaranteesListScreen() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const router = useRouter();
  const session = useSession();
  const side: Side = session.user?.userType === 'LANDLORD' ? 'landlord' : 'tenant';
  const variables = { page: 1, pageSize: PAGE_SIZES.guarantees };
  const mine = useQuery(MobileMyGuaranteesDocument, {
    variables,
    skip: side !== 'tenant',
    notifyOnNetworkStatusChange: true,
  });
  const theirs = useQuery(MobileLandlordGuaranteesDocument, {
    variables,
    skip: side !== 'landlord',
    notifyOnNetworkStatusChange: true,
  });
  const page =
    side === 'tenant' ? mine.data?.myRentalGuarantees : theirs.data?.landlordRentalGuarantees;
  const { error, networkStatus } = side === 'tenant' ? mine : theirs;
  const items = page?.items ?? [];
  const firstLoad = !page && !error;

  function loadMore(nextPage: number) {
    const next = { variables: { page: nextPage } };
    if (side === 'tenant') void mine.fetchMore(next);
    else void theirs.fetchMore(next);
  }

  function refresh() {
    if (side === 'tenant') void mine.refetch({ page: 1 });
    else void theirs.refetch({ page: 1 });
  }

  function backToContracts() {
    if (router.canGoBack()) router.back();
    else router.replace('/contracts');
  }

  function emptyState() {
    if (firstLoad) return <Message busy text={t('mobile.guarantees.loading')} />;
    if (error) return <Message tone="error" text={errorText(t, error)} />;
    return <Message text={t(`mobile.guarantees.empty_${side}`)} />;
  }

  return (
    <View style={[styles.screen, { backgroundColor: theme.background }]}>
      <View style={styles.top}>
        {page ? (
          <Text style={{ color: theme.muted }} accessibilityLiveRegion="polite">
            {t('mobile.guarantees.count', { count: page.count })}
          </Text>
        ) : null}
      </View>
      <PagedList
        items={items}
        page={page}
        networkStatus={networkStatus}
        keyOf={(item) => item.id}
        renderItem={(item) => (
          <GuaranteeRow
            guarantee={item}
            t={t}
            locale={i18n.language}
            onOpen={(id) => router.push({ pathname: '/guarantees/[id]', params: { id } })}
          />
        )}
        onLoadMore={loadMore}
        onRefresh={refresh}
        emptyState={emptyState()}
        loadingMoreText={t('mobile.guarantees.loading_more')}
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
