import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useRouter } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { MobileInspectionReportsDocument } from '../__generated__/graphql';
import { InspectionRow } from '../inspections/InspectionRow';
import { useTheme } from '../theme/theme';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';
import { PagedList } from '../ui/PagedList';

/** The signed-in user's inspection reports (landlord or tenant), 25 a page; pull to refresh. */
export function InspectionsListScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const router = useRouter();
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(
    MobileInspectionReportsDocument,
    {
      variables: { page: 1, pageSize: PAGE_SIZES.inspections },
      notifyOnNetworkStatusChange: true,
    },
  );
  const page = data?.myInspectionReports;
  const items = page?.items ?? [];
  const isFirstLoad = !page && networkStatus === NetworkStatus.loading;

  function emptyState() {
    if (isFirstLoad) return <Message busy text={t('mobile.inspections.loading')} />;
    if (error) return <Message tone="error" text={errorText(t, error)} />;
    return <Message text={t('mobile.inspections.empty')} />;
  }

  return (
    <View style={[styles.screen, { backgroundColor: theme.background }]}>
      {page ? (
        <Text style={[styles.count, { color: theme.muted }]} accessibilityLiveRegion="polite">
          {t('mobile.inspections.count', { count: page.count })}
        </Text>
      ) : null}
      <PagedList
        items={items}
        page={page}
        networkStatus={networkStatus}
        keyOf={(item) => item.id}
        renderItem={(item) => (
          <InspectionRow
            report={item}
            t={t}
            onOpen={(id) => router.push({ pathname: '/inspections/[id]', params: { id } })}
          />
        )}
        onLoadMore={(next) => void fetchMore({ variables: { page: next } })}
        onRefresh={() => void refetch({ page: 1 })}
        emptyState={emptyState()}
        loadingMoreText={t('mobile.inspections.loading_more')}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  count: { paddingHorizontal: 16, paddingVertical: 10 },
});
