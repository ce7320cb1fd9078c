import AsyncStorage from '@react-native-async-storage/async-storage';
import { describeGraphError } from '@leiga/graph/client';
import { outboxKey } from './snapshot';

/**
 * Messages written without a connection (issue #19): kept on the phone, per user, until the
 * graph took them. Each has a key made here that the api holds as the send's Idempotency-Key, so
 * a retry after a lost answer returns the first message instead of sending a second one.
 */
/**
 * A photo going with a waiting message: a copy in the app's own folder until the api stored it,
 * then its attachment id (kept, so a later try does not upload it again).
 */
export type OutboxPhoto = {
  uri: string;
  name: string;
  type: string;
  size: number | null;
  attachmentId?: string;
};

export type OutboxItem = {
  clientKey: string;
  conversationId: string;
  text: string;
  /** Photos written offline with the message (absent for text alone). */
  photos?: OutboxPhoto[];
  createdAt: string;
  /** waiting: goes when the connection returns; refused: the graph said no (errorKeys say why). */
  status: 'waiting' | 'refused';
  errorKeys?: string[];
};

let counter = 0;

/** Unique per phone and message: time, a counter and randomness (no crypto module needed). */
export function newClientKey(): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 10);
  return `m-${Date.now().toString(36)}-${counter.toString(36)}-${random}`;
}

export async function readOutbox(userId: string): Promise<OutboxItem[]> {
  try {
    const raw = await AsyncStorage.getItem(outboxKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as OutboxItem[]) : [];
  } catch {
    return [];
  }
}

export async function writeOutbox(userId: string, items: readonly OutboxItem[]): Promise<void> {
  await AsyncStorage.setItem(outboxKey(userId), JSON.stringify(items));
}

/** No answer, or the server failed: the same send (same key) may be tried again later. */
export function isRetryable(error: unknown): boolean {
  const info = describeGraphError(error);
  return info.code === 'NETWORK' || info.status !== null;
}
