import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useRouter } from 'expo-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { MobileContractsDocument } from '../__generated__/graphql';
import { ContractRow } from '../contracts/ContractRow';
import { InboxButton } from '../inbox/InboxButton';
import { NotificationsButton } from '../notifications/NotificationsButton';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { Field } from '../ui/Field';
import { Message } from '../ui/Message';
import { PagedList } from '../ui/PagedList';
import { useOfflineFetchPolicy } from '../offline/OfflineProvider';

const SEARCH_DELAY_MS = 300;

/** Waits until typing pauses, so a search is one request, not one per keystroke. */
function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The signed-in user's contracts, 25 a page, grown as the list scrolls; search and refresh. */
export function ContractsListScreen() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const router = useRouter();
  const session = useSession();
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim(), SEARCH_DELAY_MS);
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(MobileContractsDocument, {
    variables: { search: search || null, page: 1, pageSize: PAGE_SIZES.contracts },
    // Offline: the list as last loaded, never a request that cannot answer.
    fetchPolicy: useOfflineFetchPolicy('cache-first'),
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.contracts;
  const items = page?.items ?? [];
  const firstLoad = !page && networkStatus === NetworkStatus.loading;

  function emptyState() {
    if (firstLoad) return <Message busy text={t('mobile.contracts.loading')} />;
    if (error) return <Message tone="error" text={errorText(t, error)} />;
    return (
      <Message
        text={search ? t('mobile.contracts.empty_search', { search }) : t('mobile.contracts.empty')}
      />
    );
  }

  return (
    <View style={[styles.screen, { backgroundColor: theme.background }]}>
      <View style={styles.top}>
        <View style={styles.header}>
          {session.user ? (
            <Text style={[styles.greeting, { color: theme.muted }]}>
              {t('mobile.account.signed_in_as', { name: session.user.fullName })}
            </Text>
          ) : null}
          <View style={styles.links}>
            <InboxButton onPress={() => router.push('/inbox')} />
            <NotificationsButton onPress={() => router.push('/notifications')} />
            <Button
              variant="secondary"
              label={t('mobile.guarantees.open_list')}
              onPress={() => router.push('/guarantees')}
            />
            <Button
              variant="secondary"
              label={t('mobile.loans.open_list')}
              onPress={() => router.push('/loans')}
            />
            <Button
              variant="secondary"
              label={t('mobile.payments.open_list')}
              onPress={() => router.push('/payments')}
            />
            <Button
              variant="secondary"
              label={t('mobile.inspections.open_list')}
              onPress={() => router.push('/inspections')}
            />
          </View>
        </View>
        <Field
          label={t('mobile.contracts.search')}
          hint={t('mobile.contracts.search_hint')}
          placeholder={t('mobile.contracts.search_hint')}
          value={input}
          onChangeText={setInput}
          autoCapitalize="none"
          autoCorrect={false}
          returnKeyType="search"
        />
        {page ? (
          <Text style={{ color: theme.muted }} accessibilityLiveRegion="polite">
            {t('mobile.contracts.count', { count: page.count })}
          </Text>
        ) : null}
      </View>
      <PagedList
        items={items}
        page={page}
        networkStatus={networkStatus}
        keyOf={(item) => item.id}
        renderItem={(item) => (
          <ContractRow
            contract={item}
            t={t}
            locale={i18n.language}
            onOpen={(id) => router.push({ pathname: '/contracts/[id]', params: { id } })}
          />
        )}
        onLoadMore={(next) => void fetchMore({ variables: { page: next } })}
        onRefresh={() => void refetch({ page: 1 })}
        emptyState={emptyState()}
        loadingMoreText={t('mobile.contracts.loading_more')}
      />
      <View style={styles.bottom}>
        <Button
          variant="secondary"
          label={t('mobile.account.sign_out')}
          onPress={() => void session.signOut()}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  top: { padding: 16, gap: 10 },
  header: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
  },
  greeting: { flexShrink: 1 },
  // Shrinks to the screen, so its buttons wrap on a narrow phone instead of running off it.
  links: { flexDirection: 'row', flexWrap: 'wrap', gap: 8, flexShrink: 1 },
  bottom: { padding: 16 },
});
