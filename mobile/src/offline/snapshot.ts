import AsyncStorage from '@react-native-async-storage/async-storage';
import type { ApolloClient } from '@apollo/client';
import type { MobileSessionUserFragment } from '../__generated__/graphql';

/**
 * What the app keeps for offline use, per signed-in user: the Apollo cache as last loaded (the
 * contracts, the conversations and their messages) with the time it was saved, and who the user
 * was, so a restart without network still opens the app. Sign-out removes all of it.
 */
const CACHE_PREFIX = 'leiga.offline.cache.';
const OUTBOX_PREFIX = 'leiga.offline.outbox.';
const LAST_USER = 'leiga.offline.user';

export const outboxKey = (userId: string) => `${OUTBOX_PREFIX}${userId}`;

type Snapshot = { savedAt: string; cache: unknown };

/** Saves the cache as it is now; answers the time saved (null when it was not). */
export async function saveSnapshot(userId: string, client: ApolloClient): Promise<string | null> {
  const savedAt = new Date().toISOString();
  try {
    const snapshot: Snapshot = { savedAt, cache: client.cache.extract() };
    await AsyncStorage.setItem(`${CACHE_PREFIX}${userId}`, JSON.stringify(snapshot));
    return savedAt;
  } catch {
    // A full or failing store loses only the offline copy; the app works on without it.
    return null;
  }
}

async function readSnapshot(userId: string): Promise<Snapshot | null> {
  try {
    const raw = await AsyncStorage.getItem(`${CACHE_PREFIX}${userId}`);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Snapshot>;
    return typeof parsed.savedAt === 'string' && parsed.cache ? (parsed as Snapshot) : null;
  } catch {
    return null;
  }
}

/** When the saved copy was taken, or null without one. */
export async function snapshotTime(userId: string): Promise<string | null> {
  return (await readSnapshot(userId))?.savedAt ?? null;
}

/** Fills the cache from the saved copy (at start, before the screens ask); answers its time. */
export async function restoreSnapshot(userId: string, client: ApolloClient) {
  const snapshot = await readSnapshot(userId);
  if (!snapshot) return null;
  try {
    client.cache.restore(snapshot.cache as Parameters<typeof client.cache.restore>[0]);
    return snapshot.savedAt;
  } catch {
    return null;
  }
}

export async function saveLastUser(user: MobileSessionUserFragment): Promise<void> {
  await AsyncStorage.setItem(LAST_USER, JSON.stringify(user)).catch(() => undefined);
}

export async function readLastUser(): Promise<MobileSessionUserFragment | null> {
  try {
    const raw = await AsyncStorage.getItem(LAST_USER);
    return raw ? (JSON.parse(raw) as MobileSessionUserFragment) : null;
  } catch {
    return null;
  }
}

/** Sign-out: the next user of this phone finds nothing of this one's. */
export async function clearOfflineData(userId: string | undefined): Promise<void> {
  const keys = [LAST_USER];
  if (userId) keys.push(`${CACHE_PREFIX}${userId}`, outboxKey(userId));
  await AsyncStorage.multiRemove(keys).catch(() => undefined);
}
