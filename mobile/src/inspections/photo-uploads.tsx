import NetInfo from '@react-native-community/netinfo';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { AppState } from 'react-native';
import { useSession } from '../session/SessionProvider';
import {
  createPhotoUploadQueue,
  type PhotoUploadQueue,
  type QueueEnvironment,
  type QueuedPhoto,
} from './photo-upload-queue';
import { deleteKeptFile, keepFile } from '../offline/kept-files';
import { createPhotoQueueStore, forgetQueuedPhotos } from './photo-queue-store';
import { createPhotoSender } from './send-photo';

/**
 * The phone's connection as NetInfo reports it; "unknown" counts as online, so a photo is tried
 * rather than held. Coming back online, or the app back in front, resumes what waited.
 */
function createPhoneEnvironment(): QueueEnvironment {
  let isConnected = true;
  return {
    isOnline: () => isConnected,
    onOnline(callback) {
      const stopNet = NetInfo.addEventListener((state) => {
        const wasConnected = isConnected;
        isConnected = state.isConnected !== false;
        if (isConnected && !wasConnected) callback();
      });
      const stopApp = AppState.addEventListener('change', (next) => {
        if (next === 'active') callback();
      });
      return () => {
        stopNet();
        stopApp.remove();
      };
    },
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  };
}

/** The app's document folder where queued inspection photos wait until stored. */
export const KEPT_FOLDER = 'inspection-photos';

const PhotoUploadsContext = createContext<PhotoUploadQueue | null>(null);

/**
 * One upload queue for the signed-in session: it lives above the screens, so leaving a room
 * while its photos upload loses nothing, and it is kept on the phone, so closing the app does
 * not either (it resumes at the next start). Sign-out drops what is left.
 */
export function PhotoUploadsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const sessionRef = useRef(session);
  useEffect(() => {
    sessionRef.current = session;
  });
  const [queue] = useState(() =>
    createPhotoUploadQueue(
      createPhotoSender({
        apiUrl: session.apiUrl,
        getToken: (force) => sessionRef.current.getAccessToken(force),
      }),
      createPhoneEnvironment(),
      {
        keep: async (file) => ({ ...file, uri: await keepFile(file.uri, KEPT_FOLDER, file.name) }),
        release: (file) => deleteKeptFile(file.uri),
      },
    ),
  );
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const isSignedOut = session.status === 'signed-out';
  const lastUserRef = useRef<string | null>(null);
  useEffect(() => {
    if (userId) {
      // What this user left to send in an earlier run goes now (or when the network is back).
      lastUserRef.current = userId;
      void queue.attach(createPhotoQueueStore(userId));
      return () => queue.detach();
    }
    if (isSignedOut && lastUserRef.current) {
      // Signed out: what is left is dropped, on the phone too.
      queue.discard();
      void forgetQueuedPhotos(lastUserRef.current).catch(() => undefined);
      lastUserRef.current = null;
    }
  }, [userId, isSignedOut, queue]);
  return <PhotoUploadsContext.Provider value={queue}>{children}</PhotoUploadsContext.Provider>;
}

export function usePhotoUploads(): PhotoUploadQueue {
  const queue = useContext(PhotoUploadsContext);
  if (!queue) throw new Error('usePhotoUploads needs a PhotoUploadsProvider');
  return queue;
}

/** The queue's photos of one report, re-rendered as they move along. */
export function useReportUploads(reportId: string): readonly QueuedPhoto[] {
  const queue = usePhotoUploads();
  const items = useSyncExternalStore(queue.subscribe, queue.getItems, queue.getItems);
  return items.filter((p) => p.reportId === reportId);
}
