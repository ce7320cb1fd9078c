import AsyncStorage from '@react-native-async-storage/async-storage';
import { deleteKeptFile } from '../offline/kept-files';
import type { QueueStore } from './photo-upload-queue';

/** Per user: photos one person queued never go up under another's session. */
const storageKey = (userId: string) => `leiga.inspection-photo-queue.${userId}`;

/** The inspection photos a user has left to send, kept on the phone across restarts. */
export function createPhotoQueueStore(userId: string): QueueStore {
  return {
    async load() {
      const saved = await AsyncStorage.getItem(storageKey(userId));
      return saved ? (JSON.parse(saved) as unknown) : null;
    },
    save: (saved) => AsyncStorage.setItem(storageKey(userId), saved),
  };
}

/** At sign-out: nothing of theirs is sent later, and the copies kept to send are deleted. */
export async function forgetQueuedPhotos(userId: string): Promise<void> {
  const saved = await AsyncStorage.getItem(storageKey(userId));
  let kept: unknown = null;
  try {
    kept = saved ? (JSON.parse(saved) as unknown) : null;
  } catch {
    kept = null;
  }
  for (const photo of Array.isArray(kept) ? kept : []) {
    const uri = (photo as { file?: { uri?: unknown } } | null)?.file?.uri;
    if (typeof uri === 'string') deleteKeptFile(uri);
  }
  await AsyncStorage.removeItem(storageKey(userId));
}
