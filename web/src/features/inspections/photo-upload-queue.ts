import {
  INSPECTION_PHOTO_ERRORS,
  getUploadRetryDelay,
  inspectionPhotoProblem,
  type InspectionPhotoOwner,
} from '@leiga/domain';
import { UploadError, uploadFilesForAnswer } from '../../lib/upload';
import { createIndexedDbPhotoStore, type PhotoStore, type StoredPhoto } from './photo-store';

/** One photo on its way: waiting, uploading, waiting for the network, refused, or stored. */
export type QueuedPhoto = {
  key: string;
  reportId: string;
  target: InspectionPhotoOwner;
  file: File;
  progress: number;
  status: 'waiting' | 'uploading' | 'retrying' | 'offline' | 'failed' | 'done';
  attempts: number;
  errorKey?: string;
  /** Chosen before the page was last reloaded or closed, and put back from the photo store. */
  isRestored?: boolean;
};

/** Sends one photo; answers when stored, throws UploadError (status 0: the network) otherwise. */
export type SendPhoto = (
  photo: QueuedPhoto,
  onProgress: (fraction: number) => void,
) => Promise<unknown>;

const FIELD = { unit: 'unit_id', subject: 'subject_id', issue: 'issue_id' } as const;

/**
 * The REST upload of SPEC 7 (multipart with unit_id, subject_id or issue_id), one photo a request
 * for its own progress; the queue key is the client_key, so a retry after an answer lost on the
 * way stores the photo once.
 */
export const sendPhoto: SendPhoto = (photo, onProgress) =>
  uploadFilesForAnswer({
    path: `/api/inspection-reports/${encodeURIComponent(photo.reportId)}/photos/`,
    files: [photo.file],
    fields: { [FIELD[photo.target.kind]]: String(photo.target.id), client_key: photo.key },
    onProgress,
    namespace: 'inspection-photos',
    networkErrorKey: INSPECTION_PHOTO_ERRORS.network,
  });

type Environment = {
  isOnline: () => boolean;
  /** Calls back when the browser is back online; answers the unsubscribe. */
  onOnline: (callback: () => void) => () => void;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

const browser: Environment = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline: (callback) => {
    window.addEventListener('online', callback);
    return () => window.removeEventListener('online', callback);
  },
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** Two photos at a time: a phone's upload is the bottleneck, and each shows its own progress. */
const PARALLEL = 2;

function newKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
  return `p-${random.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}`;
}

function toStored(photo: QueuedPhoto): StoredPhoto {
  const isFailed = photo.status === 'failed';
  return {
    key: photo.key,
    reportId: photo.reportId,
    target: photo.target,
    blob: photo.file,
    name: photo.file.name,
    type: photo.file.type,
    attempts: photo.attempts,
    status: isFailed ? 'failed' : 'waiting',
    ...(isFailed && photo.errorKey ? { errorKey: photo.errorKey } : {}),
  };
}

/** A stored photo back in the queue: a refusal with its reason, anything else waiting to go. */
function fromStored(row: StoredPhoto): QueuedPhoto {
  const isFailed = row.status === 'failed';
  return {
    key: row.key,
    reportId: row.reportId,
    target: row.target,
    file: new File([row.blob], row.name, { type: row.type }),
    progress: 0,
    attempts: row.attempts,
    status: isFailed ? 'failed' : 'waiting',
    ...(isFailed && row.errorKey ? { errorKey: row.errorKey } : {}),
    isRestored: true,
  };
}

/** The store is a convenience: when it throws or rejects, the queue goes on in memory. */
function quietly(call: () => Promise<unknown>): void {
  try {
    call().catch(() => undefined);
  } catch {
    // Nothing to do: the photo is still in the queue for as long as the page is open.
  }
}

/**
 * The background upload queue of inspection photos. It lives beside the pages, not in one, so
 * going from the report to its photos and back loses nothing; a lost connection puts a photo
 * back to wait, and it goes again (with the same key) when the browser is online or after a
 * growing delay. Refusals (a bad photo, a committed report) stay listed with their reason.
 * With a `store`, photos not yet stored survive a reload: the queue's first use on a page (or
 * `restore()`) puts them back under their keys and sends them again.
 */
export function createPhotoUploadQueue(
  send: SendPhoto = sendPhoto,
  env: Environment = browser,
  store: PhotoStore | null = null,
) {
  let items: QueuedPhoto[] = [];
  const listeners = new Set<() => void>();
  const doneListeners = new Set<(photo: QueuedPhoto) => void>();
  const timers = new Map<string, unknown>();
  let stopListening: (() => void) | null = null;
  let restoring: Promise<void> | null = null;

  const keep = (key: string) => {
    const photo = items.find((p) => p.key === key);
    if (store && photo) quietly(() => store.put(toStored(photo)));
  };
  const forget = (key: string) => {
    if (store) quietly(() => store.delete(key));
  };

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const patch = (key: string, change: Partial<QueuedPhoto>) => {
    items = items.map((p) => (p.key === key ? { ...p, ...change } : p));
    emit();
  };

  function pump() {
    const running = items.filter((p) => p.status === 'uploading').length;
    const next = items.filter((p) => p.status === 'waiting').slice(0, PARALLEL - running);
    for (const photo of next) start(photo);
  }

  function start(photo: QueuedPhoto) {
    if (!env.isOnline()) {
      patch(photo.key, { status: 'offline' });
      return;
    }
    patch(photo.key, { status: 'uploading', progress: 0, attempts: photo.attempts + 1 });
    send(photo, (progress) => patch(photo.key, { progress })).then(
      () => {
        if (!items.some((p) => p.key === photo.key)) return;
        patch(photo.key, { status: 'done', progress: 1, errorKey: undefined });
        forget(photo.key);
        const stored = items.find((p) => p.key === photo.key)!;
        for (const listener of doneListeners) listener(stored);
        pump();
      },
      (error: unknown) => {
        if (!items.some((p) => p.key === photo.key)) return;
        const isNetwork = error instanceof UploadError && error.status === 0;
        if (isNetwork) waitToRetry(photo.key);
        else
          patch(photo.key, {
            status: 'failed',
            errorKey:
              error instanceof UploadError ? error.messageKey : 'errors.something_went_wrong',
          });
        keep(photo.key);
        pump();
      },
    );
  }

  /** Offline: wait for the browser to say it is back. Online but cut off: try again later. */
  function waitToRetry(key: string) {
    const photo = items.find((p) => p.key === key)!;
    if (!env.isOnline()) {
      patch(key, { status: 'offline', errorKey: INSPECTION_PHOTO_ERRORS.network });
      return;
    }
    patch(key, { status: 'retrying', errorKey: INSPECTION_PHOTO_ERRORS.network });
    const timer = env.setTimer(() => {
      timers.delete(key);
      if (items.find((p) => p.key === key)?.status === 'retrying') {
        patch(key, { status: 'waiting' });
        pump();
      }
    }, getUploadRetryDelay(photo.attempts));
    timers.set(key, timer);
  }

  function resumeAll() {
    let isChanged = false;
    items = items.map((p) => {
      if (p.status !== 'offline' && p.status !== 'retrying') return p;
      isChanged = true;
      const timer = timers.get(p.key);
      if (timer !== undefined) env.clearTimer(timer);
      timers.delete(p.key);
      return { ...p, status: 'waiting' as const };
    });
    if (isChanged) emit();
    pump();
  }

  /** Once a queue: the photos a reload left behind come back (before any chosen since) and go. */
  function restore(): Promise<void> {
    restoring ??= (async () => {
      if (!store) return;
      let rows: StoredPhoto[];
      try {
        rows = await store.load();
      } catch {
        return;
      }
      const known = new Set(items.map((p) => p.key));
      const back = rows.filter((row) => !known.has(row.key)).map(fromStored);
      if (back.length === 0) return;
      stopListening ??= env.onOnline(resumeAll);
      items = [...back, ...items];
      emit();
      pump();
    })();
    return restoring;
  }

  return {
    /** Photos chosen for a room, subject or issue; a photo refused at a glance is kept with why. */
    add(reportId: string, target: InspectionPhotoOwner, files: readonly File[]) {
      void restore();
      stopListening ??= env.onOnline(resumeAll);
      const added: QueuedPhoto[] = files.map((file) => {
        const problem = inspectionPhotoProblem(file);
        return {
          key: newKey(),
          reportId,
          target,
          file,
          progress: 0,
          attempts: 0,
          status: problem ? 'failed' : 'waiting',
          ...(problem ? { errorKey: problem } : {}),
        };
      });
      items = [...items, ...added];
      // One refused at a glance (not a photo, too big) is not worth a copy on the phone's disk.
      for (const photo of added) if (photo.status === 'waiting') keep(photo.key);
      emit();
      pump();
    },
    retry(key: string) {
      const photo = items.find((p) => p.key === key);
      if (!photo || photo.status === 'uploading' || photo.status === 'done') return;
      if (inspectionPhotoProblem(photo.file)) return;
      patch(key, { status: 'waiting', errorKey: undefined });
      if (photo.status === 'failed') keep(key);
      pump();
    },
    remove(key: string) {
      const timer = timers.get(key);
      if (timer !== undefined) env.clearTimer(timer);
      timers.delete(key);
      items = items.filter((p) => p.key !== key);
      forget(key);
      emit();
      pump();
    },
    /** Those stored are forgotten (their photos are on the page now). */
    clearDone() {
      items = items.filter((p) => p.status !== 'done');
      emit();
    },
    /** The browser is back: everything that waited for the network goes now. */
    resume: resumeAll,
    /** Puts back what a reload left behind; also done by the queue's first use on a page. */
    restore,
    getItems: () => items,
    subscribe(listener: () => void) {
      void restore();
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onDone(listener: (photo: QueuedPhoto) => void) {
      void restore();
      doneListeners.add(listener);
      return () => void doneListeners.delete(listener);
    },
  };
}

export type PhotoUploadQueue = ReturnType<typeof createPhotoUploadQueue>;

/** The one queue of this tab, kept in IndexedDB so a reload or a closed tab loses no photo. */
export const photoUploads = createPhotoUploadQueue(sendPhoto, browser, createIndexedDbPhotoStore());
