import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useCallback, useEffect, useState } from 'react';
import { AppState } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileConversationDocument,
  MobileConversationRowFragmentDoc,
  MobileMarkConversationReadDocument,
  MobileMessageAddedDocument,
  MobileMessageFragmentDoc,
  MobileSendMessageDocument,
  MobileSendMessageWithAttachmentsDocument,
  type MobileMessageFragment,
} from '../__generated__/graphql';
import { useOffline, useOfflineFetchPolicy } from '../offline/OfflineProvider';
import { mergeMessages } from './model';

/**
 * A conversation as its screen shows it: the newest page from the query, older pages as the list
 * scrolls up, new messages live from the graph's subscription and ours as the send answers, all
 * merged by id. Opening it, and each message from someone else while it is open, moves the read
 * marker (and so the inbox badge).
 */
export function useConversation(conversationId: string, myId: string | undefined) {
  const client = useApolloClient();
  const query = useQuery(MobileConversationDocument, {
    variables: { id: conversationId, pageSize: PAGE_SIZES.messages },
    // Offline: the messages as last loaded (the saved cache), not an error.
    fetchPolicy: useOfflineFetchPolicy('network-only'),
    notifyOnNetworkStatusChange: true,
  });
  const { delivered } = useOffline();
  const [received, setReceived] = useState<MobileMessageFragment[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [sendMessage] = useMutation(MobileSendMessageDocument);
  const [sendWithAttachments] = useMutation(MobileSendMessageWithAttachmentsDocument);
  const [markRead] = useMutation(MobileMarkConversationReadDocument, {
    // The inbox button's count is stale now: dropping it makes a shown button ask again.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'inboxUnreadCount' });
    },
  });

  const conversation = query.data?.conversation ?? null;
  const row = conversation ? getFragmentData(MobileConversationRowFragmentDoc, conversation) : null;
  const firstPage = (conversation?.messages.items ?? []).map((m) =>
    getFragmentData(MobileMessageFragmentDoc, m),
  );
  const messages = mergeMessages(
    firstPage,
    received,
    delivered.filter((m) => m.conversationId === conversationId),
  );
  const hasOlder = olderHasMore ?? conversation?.messages.hasOlder ?? false;
  const unreadCount = row?.unreadCount ?? 0;

  const markAllRead = useCallback(() => {
    void markRead({ variables: { conversationId } }).catch(() => {
      // A read marker that did not move is moved by the next open; nothing to tell the user.
    });
  }, [conversationId, markRead]);

  useEffect(() => {
    if (unreadCount > 0) markAllRead();
  }, [unreadCount, markAllRead]);

  useSubscription(MobileMessageAddedDocument, {
    variables: { conversationId },
    skip: !conversation,
    onData: ({ data }) => {
      const ref = data.data?.messageAdded;
      if (!ref) return;
      const message = getFragmentData(MobileMessageFragmentDoc, ref);
      setReceived((all) => [...all, message]);
      if (message.sender?.id !== myId && AppState.currentState !== 'background') markAllRead();
    },
  });

  // A socket that slept with the app may have missed messages: ask again on the way back.
  const { refetch } = query;
  useEffect(() => {
    let wasAway = false;
    const listener = AppState.addEventListener('change', (state) => {
      if (state === 'background') wasAway = true;
      else if (state === 'active' && wasAway) {
        wasAway = false;
        void refetch().catch(() => undefined);
      }
    });
    return () => listener.remove();
  }, [refetch]);

  const oldestId = messages[0]?.id;
  const loadOlder = useCallback(async () => {
    if (!hasOlder || !oldestId || isLoadingOlder) return;
    setLoadingOlder(true);
    try {
      const { data } = await client.query({
        query: MobileConversationDocument,
        variables: { id: conversationId, before: oldestId, pageSize: PAGE_SIZES.messages },
        fetchPolicy: 'network-only',
      });
      const page = data?.conversation?.messages;
      if (page) {
        const older = page.items.map((m) => getFragmentData(MobileMessageFragmentDoc, m));
        setReceived((all) => [...older, ...all]);
        setOlderHasMore(page.hasOlder);
      }
    } catch {
      // Scrolling up again asks again.
    } finally {
      setLoadingOlder(false);
    }
  }, [client, conversationId, hasOlder, oldestId, isLoadingOlder]);

  /**
   * Throws when the graph refused or could not be reached; the composer keeps the text. The
   * client key is the composer's for this message: a second try of it answers the first send.
   */
  const send = useCallback(
    async (text: string, attachmentIds: readonly string[], clientKey: string) => {
      let ref;
      if (attachmentIds.length > 0) {
        const { data } = await sendWithAttachments({
          variables: {
            conversationId,
            message: text,
            attachmentIds: [...attachmentIds],
            clientKey,
          },
        });
        ref = data?.sendMessageWithAttachments;
      } else {
        const { data } = await sendMessage({
          variables: { conversationId, message: text, clientKey },
        });
        ref = data?.sendMessage;
      }
      if (!ref) throw new Error('sendMessage returned no message');
      const sent = getFragmentData(MobileMessageFragmentDoc, ref);
      setReceived((all) => [...all, sent]);
    },
    [conversationId, sendMessage, sendWithAttachments],
  );

  return { query, row, messages, hasOlder, isLoadingOlder, loadOlder, send };
}
