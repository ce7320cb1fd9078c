import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { getFragmentData } from '../../__generated__';
import {
  InboxConversationDocument,
  InboxMarkReadDocument,
  InboxMessage_MessageFragmentDoc,
  InboxMessageAddedDocument,
  InboxSendMessageDocument,
  type InboxMessage_MessageFragment,
} from '../../__generated__/graphql';
import { mergeMessages, type ShownMessage } from './model';

type Sender = ShownMessage['sender'];

let localCounter = 0;
const newLocalId = () => `local-${Date.now()}-${++localCounter}`;

/**
 * A conversation's messages as the page shows them: the newest page from the query, older pages
 * as they are asked for, new ones from the subscription, and ours while they are being sent (or
 * failed, to retry). Every source is merged by id, so a message heard twice shows once.
 */
export function useConversationMessages(conversationId: string, me: Sender) {
  const client = useApolloClient();
  const query = useQuery(InboxConversationDocument, {
    variables: { id: conversationId },
    fetchPolicy: 'network-only',
  });
  const [received, setReceived] = useState<InboxMessage_MessageFragment[]>([]);
  const [pending, setPending] = useState<ShownMessage[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | null>(null);
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(null);
  const [sendMessage] = useMutation(InboxSendMessageDocument);
  const [markRead] = useMutation(InboxMarkReadDocument);

  const conversation = query.data?.conversation ?? null;
  const firstPage = conversation?.messages.items ?? [];
  const messages = mergeMessages(pending, [
    ...firstPage.map((m) => getFragmentData(InboxMessage_MessageFragmentDoc, m)),
    ...received,
  ]);
  const hasOlder = olderHasMore ?? conversation?.messages.hasOlder ?? false;

  const markAllRead = useCallback(() => {
    void markRead({ variables: { conversationId } }).catch(() => {
      // A read marker that did not move is moved by the next read; nothing to tell the user.
    });
  }, [conversationId, markRead]);

  useSubscription(InboxMessageAddedDocument, {
    variables: { conversationId },
    skip: !conversation,
    onData: ({ data }) => {
      const ref = data.data?.messageAdded;
      if (!ref) return;
      const message = getFragmentData(InboxMessage_MessageFragmentDoc, ref);
      setReceived((all) => [...all, message]);
      if (message.sender?.id !== me?.id && document.visibilityState === 'visible') markAllRead();
    },
  });

  const oldestId = messages.find((m) => m.delivery === 'sent')?.id;
  const loadOlder = useCallback(async () => {
    if (!oldestId || isLoadingOlder) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const { data } = await client.query({
        query: InboxConversationDocument,
        variables: { id: conversationId, before: oldestId },
        fetchPolicy: 'network-only',
      });
      const page = data?.conversation?.messages;
      if (page) {
        const older = page.items.map((m) => getFragmentData(InboxMessage_MessageFragmentDoc, m));
        setReceived((all) => [...older, ...all]);
        setOlderHasMore(page.hasOlder);
      }
    } catch (error) {
      setOlderError(error);
    } finally {
      setLoadingOlder(false);
    }
  }, [client, conversationId, oldestId, isLoadingOlder]);

  /** Shows the message at once; on failure it stays, marked, with retry. */
  const send = useCallback(
    async (body: string, localId: string = newLocalId()) => {
      const shown: ShownMessage = {
        __typename: 'Message',
        id: localId,
        localId,
        conversationId,
        body,
        createdAt: new Date().toISOString(),
        sender: me,
        delivery: 'sending',
      };
      setPending((all) => [...all.filter((m) => m.localId !== localId), shown]);
      try {
        const { data } = await sendMessage({ variables: { conversationId, message: body } });
        const sent = data && getFragmentData(InboxMessage_MessageFragmentDoc, data.sendMessage);
        if (sent) setReceived((all) => [...all, sent]);
        setPending((all) => all.filter((m) => m.localId !== localId));
      } catch {
        setPending((all) =>
          all.map((m) => (m.localId === localId ? { ...m, delivery: 'failed' } : m)),
        );
      }
    },
    [conversationId, me, sendMessage],
  );

  const discard = useCallback((localId: string) => {
    setPending((all) => all.filter((m) => m.localId !== localId));
  }, []);

  return {
    query,
    conversation,
    messages,
    hasOlder,
    isLoadingOlder,
    olderError,
    loadOlder,
    send,
    discard,
    markAllRead,
  };
}
