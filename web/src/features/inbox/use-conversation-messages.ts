import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getFragmentData } from '../../__generated__';
import {
  InboxSendMessageWithAttachmentsDocument,
  InboxConversationDocument,
  InboxMarkReadDocument,
  InboxMessage_MessageFragmentDoc,
  InboxMessageAddedDocument,
  InboxSendMessageDocument,
  type InboxMessage_MessageFragment,
} from '../../__generated__/graphql';
import type { AttachmentData } from './attachment-uploads';
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
  const [sendWithFiles] = useMutation(InboxSendMessageWithAttachmentsDocument);
  /** The files of our messages on their way, by local id, so a retry sends them again. */
  const filesOf = useRef(new Map<string, AttachmentData[]>());
  const [markRead] = useMutation(InboxMarkReadDocument);

  const conversation = query.data?.conversation ?? null;
  const firstPage = conversation?.messages.items ?? [];
  const messages = mergeMessages(pending, [
    ...firstPage.map((m) => getFragmentData(InboxMessage_MessageFragmentDoc, m)),
    ...received,
  ]);
  const hasOlder = olderHasMore ?? conversation?.messages.hasOlder ?? false;
  /** The newest server message's id, for the message we send next (see mergeMessages). */
  const newestId = useRef('0');
  const newestSentId = messages.findLast((m) => m.delivery === 'sent')?.id ?? '0';
  useEffect(() => {
    newestId.current = newestSentId;
  }, [newestSentId]);

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
    async (body: string, localId: string = newLocalId(), attachments?: AttachmentData[]) => {
      const files = attachments ?? filesOf.current.get(localId) ?? [];
      filesOf.current.set(localId, files);
      const shown: ShownMessage = {
        __typename: 'Message',
        id: localId,
        localId,
        conversationId,
        body,
        createdAt: new Date().toISOString(),
        sender: me,
        // Our own messages never carry a warning for us.
        fraudWarning: null,
        attachments: files,
        delivery: 'sending',
        sentAfterId: newestId.current,
      };
      setPending((all) => [...all.filter((m) => m.localId !== localId), shown]);
      try {
        const ref =
          files.length > 0
            ? (
                await sendWithFiles({
                  variables: {
                    conversationId,
                    message: body,
                    attachmentIds: files.map((f) => f.id),
                  },
                })
              ).data?.sendMessageWithAttachments
            : (await sendMessage({ variables: { conversationId, message: body } })).data
                ?.sendMessage;
        const sent = ref && getFragmentData(InboxMessage_MessageFragmentDoc, ref);
        if (sent) setReceived((all) => [...all, sent]);
        setPending((all) => all.filter((m) => m.localId !== localId));
        filesOf.current.delete(localId);
      } catch {
        setPending((all) =>
          all.map((m) => (m.localId === localId ? { ...m, delivery: 'failed' } : m)),
        );
      }
    },
    [conversationId, me, sendMessage, sendWithFiles],
  );

  const discard = useCallback((localId: string) => {
    filesOf.current.delete(localId);
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
