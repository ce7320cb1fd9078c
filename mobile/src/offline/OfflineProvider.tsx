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
  type MobileMessageFragment,
} from '../__generated__/graphql';
import { useSession } from '../session/SessionProvider';
import { describeGraphError } from '@leiga/graph/client';
import { useNetworkOffline } from './network';
import { isRetryable, newClientKey, readOutbox, writeOutbox, type OutboxItem } from './outbox';
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
  /** Keeps a message to send when the connection returns; `clientKey` if one was tried. */
  enqueue(conversationId: string, text: string, clientKey?: string): Promise<void>;
  /** Drops a refused message the user gave up on. */
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

  const sendWaiting = useCallback(async () => {
    for (const item of outboxRef.current.filter((i) => i.status === 'waiting')) {
      try {
        const { data } = await client.mutate({
          mutation: MobileSendMessageDocument,
          variables: {
            conversationId: item.conversationId,
            message: item.text,
            clientKey: item.clientKey,
          },
        });
        const ref = data?.sendMessage;
        if (ref) setDelivered((all) => [...all, getFragmentData(MobileMessageFragmentDoc, ref)]);
        await replaceOutbox(outboxRef.current.filter((i) => i.clientKey !== item.clientKey));
      } catch (error) {
        // Still no connection: the rest wait too, in order.
        if (isRetryable(error)) break;
        const errorKeys = describeGraphError(error).messageKeys;
        await replaceOutbox(
          outboxRef.current.map((i) =>
            i.clientKey === item.clientKey ? { ...i, status: 'refused', errorKeys } : i,
          ),
        );
      }
    }
  }, [client, replaceOutbox]);

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
    async (conversationId: string, text: string, clientKey?: string) => {
      const item: OutboxItem = {
        clientKey: clientKey ?? newClientKey(),
        conversationId,
        text,
        createdAt: new Date().toISOString(),
        status: 'waiting',
      };
      await replaceOutbox([...outboxRef.current, item]);
    },
    [replaceOutbox],
  );

  const discard = useCallback(
    (clientKey: string) =>
      replaceOutbox(outboxRef.current.filter((i) => i.clientKey !== clientKey)),
    [replaceOutbox],
  );

  const value = useMemo(
    () => ({ isOffline, loadedAt, outbox, delivered, enqueue, discard }),
    [isOffline, loadedAt, outbox, delivered, enqueue, discard],
  );
  return <OfflineContext.Provider value={value}>{children}</OfflineContext.Provider>;
}
