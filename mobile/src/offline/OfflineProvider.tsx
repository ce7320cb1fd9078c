import { useApolloClient } from '@apollo/client/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { AppState } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileMessageFragmentDoc,
  MobileSendMessageDocument,
  MobileSendMessageWithAttachmentsDocument,
  type MobileMessageFragment,
} from '../__generated__/graphql';
import { AttachmentUploadUnavailable, uploadAttachment } from '../inbox/attachment-upload';
import { useSession } from '../session/SessionProvider';
import { describeGraphError } from '@leiga/graph/client';
import { useNetworkOffline } from './network';
import { deleteKeptFile } from './kept-files';
import {
  isRetryable,
  newClientKey,
  readOutbox,
  writeOutbox,
  type OutboxItem,
  type OutboxPhoto,
} from './outbox';
import { saveSnapshot, snapshotTime } from './snapshot';

/** How often a changed cache is written to the phone while online. */
const SAVE_EVERY_MS = 10_000;
/** How often waiting messages are tried again while the phone says it is online. */
const RETRY_EVERY_MS = 15_000;

type OfflineValue = {
  isOffline: boolean;
  /** When what the screens show offline was loaded (the saved copy's time). */
  loadedAt: string | null;
  /** Messages waiting to send (or refused), oldest first. */
  outbox: readonly OutboxItem[];
  /** Messages the outbox delivered, for an open conversation to show at once. */
  delivered: readonly MobileMessageFragment[];
  /**
   * Keeps a message, with any photos (kept copies, or already uploaded), to send when the
   * connection returns; `clientKey` if one was tried.
   */
  enqueue(
    conversationId: string,
    text: string,
    clientKey?: string,
    photos?: readonly OutboxPhoto[],
  ): Promise<void>;
  /** Drops a refused message the user gave up on (and its kept photos). */
  discard(clientKey: string): Promise<void>;
};

const OfflineContext = createContext<OfflineValue | null>(null);

export function useOffline(): OfflineValue {
  const value = useContext(OfflineContext);
  if (!value) throw new Error('useOffline needs an OfflineProvider');
  return value;
}

/** The fetch policy of a screen's query: what was loaded, from the cache, while offline. */
export function useOfflineFetchPolicy<P extends string>(online: P): P | 'cache-only' {
  return useOffline().isOffline ? 'cache-only' : online;
}

/**
 * Offline use (issue #19), under the session: follows the network, keeps the signed-in user's
 * cache on the phone (written when it changed, and at once when the network goes) and sends the
 * outbox, once per message, when the connection is back.
 */
export function OfflineProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  // Read at send time: a refreshed token or session does not restart the outbox's run.
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  });
  const isOffline = useNetworkOffline();
  const [loadedAt, setLoadedAt] = useState<string | null>(null);
  const [outbox, setOutbox] = useState<OutboxItem[]>([]);
  const [delivered, setDelivered] = useState<MobileMessageFragment[]>([]);
  const outboxRef = useRef<OutboxItem[]>([]);
  const lastSaved = useRef<string | null>(null);
  const flushing = useRef(false);
  const flushAgain = useRef(false);

  const replaceOutbox = useCallback(
    async (next: OutboxItem[]) => {
      outboxRef.current = next;
      setOutbox(next);
      if (userId) await writeOutbox(userId, next).catch(() => undefined);
    },
    [userId],
  );

  // Another user (or none): their own outbox and saved time, nothing of the last one's.
  useEffect(() => {
    let active = true;
    outboxRef.current = [];
    setOutbox([]);
    setDelivered([]);
    setLoadedAt(null);
    lastSaved.current = null;
    if (!userId) return;
    void Promise.all([readOutbox(userId), snapshotTime(userId)]).then(([items, savedAt]) => {
      if (!active) return;
      outboxRef.current = items;
      setOutbox(items);
      setLoadedAt(savedAt);
    });
    return () => {
      active = false;
    };
  }, [userId]);

  const save = useCallback(async () => {
    if (!userId) return;
    const now = JSON.stringify(client.cache.extract());
    if (now === lastSaved.current) return;
    lastSaved.current = now;
    const savedAt = await saveSnapshot(userId, client);
    if (savedAt) setLoadedAt(savedAt);
  }, [client, userId]);

  // Online: save what changed now and then, and as the app leaves the screen. Going offline:
  // one last save, so the notice's time is when this data was loaded.
  useEffect(() => {
    if (!userId) return;
    if (isOffline) {
      void save();
      return;
    }
    const timer = setInterval(() => void save(), SAVE_EVERY_MS);
    const listener = AppState.addEventListener('change', (state) => {
      if (state === 'background') void save();
    });
    return () => {
      clearInterval(timer);
      listener.remove();
    };
  }, [isOffline, save, userId]);

  const patchItem = useCallback(
    (clientKey: string, change: Partial<OutboxItem>) =>
      replaceOutbox(
        outboxRef.current.map((i) => (i.clientKey === clientKey ? { ...i, ...change } : i)),
      ),
    [replaceOutbox],
  );

  /**
   * Uploads the photos of a waiting message not yet stored, one by one, noting each id at once
   * (a later try skips it). Answers the ids, or the refusal's keys; throws when unreachable.
   */
  const uploadPhotos = useCallback(
    async (item: OutboxItem): Promise<{ ids: string[] } | { errorKeys: string[] }> => {
      let photos = item.photos ?? [];
      for (const photo of photos) {
        if (photo.attachmentId) continue;
        const result = await uploadAttachment({
          apiUrl: sessionRef.current.apiUrl,
          getToken: (force) => sessionRef.current.getAccessToken(force),
          conversationId: item.conversationId,
          file: photo,
        });
        if ('errorKeys' in result) return result;
        photos = photos.map((p) => (p === photo ? { ...p, attachmentId: result.id } : p));
        await patchItem(item.clientKey, { photos });
      }
      return { ids: photos.flatMap((p) => (p.attachmentId ? [p.attachmentId] : [])) };
    },
    [patchItem],
  );

  const sendOne = useCallback(
    async (item: OutboxItem): Promise<MobileMessageFragment | { errorKeys: string[] }> => {
      if (!item.photos?.length) {
        const { data } = await client.mutate({
          mutation: MobileSendMessageDocument,
          variables: {
            conversationId: item.conversationId,
            message: item.text,
            clientKey: item.clientKey,
          },
        });
        if (!data?.sendMessage) throw new Error('sendMessage returned no message');
        return getFragmentData(MobileMessageFragmentDoc, data.sendMessage);
      }
      const uploaded = await uploadPhotos(item);
      if ('errorKeys' in uploaded) return uploaded;
      const { data } = await client.mutate({
        mutation: MobileSendMessageWithAttachmentsDocument,
        variables: {
          conversationId: item.conversationId,
          message: item.text,
          attachmentIds: uploaded.ids,
          clientKey: item.clientKey,
        },
      });
      if (!data?.sendMessageWithAttachments) throw new Error('sendMessage returned no message');
      return getFragmentData(MobileMessageFragmentDoc, data.sendMessageWithAttachments);
    },
    [client, uploadPhotos],
  );

  const sendWaiting = useCallback(async () => {
    for (const waiting of outboxRef.current.filter((i) => i.status === 'waiting')) {
      // The stored item, with the photo ids an earlier try noted.
      const item = outboxRef.current.find((i) => i.clientKey === waiting.clientKey);
      if (!item) continue;
      try {
        const sent = await sendOne(item);
        if ('errorKeys' in sent) {
          await patchItem(item.clientKey, { status: 'refused', errorKeys: sent.errorKeys });
          continue;
        }
        setDelivered((all) => [...all, sent]);
        for (const photo of item.photos ?? []) deleteKeptFile(photo.uri);
        await replaceOutbox(outboxRef.current.filter((i) => i.clientKey !== item.clientKey));
      } catch (error) {
        // Still no connection: the rest wait too, in order.
        if (error instanceof AttachmentUploadUnavailable || isRetryable(error)) break;
        const errorKeys = describeGraphError(error).messageKeys;
        await patchItem(item.clientKey, { status: 'refused', errorKeys });
      }
    }
  }, [patchItem, replaceOutbox, sendOne]);

  // One run at a time (a message is never in two sends at once); a call during a run, e.g. the
  // connection coming back while the last try still hangs, makes the run go round once more.
  const flush = useCallback(async () => {
    if (!userId) return;
    if (flushing.current) {
      flushAgain.current = true;
      return;
    }
    flushing.current = true;
    try {
      do {
        flushAgain.current = false;
        await sendWaiting();
      } while (flushAgain.current);
    } finally {
      flushing.current = false;
    }
  }, [sendWaiting, userId]);

  const hasWaiting = outbox.some((item) => item.status === 'waiting');
  useEffect(() => {
    if (isOffline || !hasWaiting) return;
    void flush();
    const timer = setInterval(() => void flush(), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [flush, hasWaiting, isOffline]);

  const enqueue = useCallback(
    async (
      conversationId: string,
      text: string,
      clientKey?: string,
      photos?: readonly OutboxPhoto[],
    ) => {
      const item: OutboxItem = {
        clientKey: clientKey ?? newClientKey(),
        conversationId,
        text,
        ...(photos && photos.length > 0 ? { photos: [...photos] } : {}),
        createdAt: new Date().toISOString(),
        status: 'waiting',
      };
      await replaceOutbox([...outboxRef.current, item]);
    },
    [replaceOutbox],
  );

  const discard = useCallback(
    (clientKey: string) => {
      const gone = outboxRef.current.find((i) => i.clientKey === clientKey);
      for (const photo of gone?.photos ?? []) deleteKeptFile(photo.uri);
      return replaceOutbox(outboxRef.current.filter((i) => i.clientKey !== clientKey));
    },
    [replaceOutbox],
  );

  const value = useMemo(
    () => ({ isOffline, loadedAt, outbox, delivered, enqueue, discard }),
    [isOffline, loadedAt, outbox, delivered, enqueue, discard],
  );
  return <OfflineContext.Provider value={value}>{children}</OfflineContext.Provider>;
}
