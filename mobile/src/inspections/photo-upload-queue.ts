import {
  INSPECTION_PHOTO_ERRORS,
  getUploadRetryDelay,
  inspectionPhotoProblem,
  type InspectionPhotoOwner,
} from '@leiga/domain';

/**
 * What a photo is of: a room, subject or issue of a draft report, or a tenant's defect on a
 * signed move-in report (sent with the token of the link the tenant was given).
 */
export type PhotoTarget = InspectionPhotoOwner | { kind: 'defect'; id: number; token: string };

/** A photo on the phone: what the camera or the library handed over. */
export type PhotoFile = { uri: string; name: string; type: string; size: number };

/** One photo on its way: waiting, uploading, waiting for the network, refused, or stored. */
export type QueuedPhoto = {
  /** Also the upload's client_key: a retry after a lost answer stores the photo once. */
  key: string;
  reportId: string;
  target: PhotoTarget;
  file: PhotoFile;
  /** 0 to 1. */
  progress: number;
  status: 'waiting' | 'uploading' | 'retrying' | 'offline' | 'failed' | 'done';
  attempts: number;
  /** A catalogue key saying why it waits or was refused. */
  errorKey?: string;
};

/** Why an upload failed: status 0 is the network (and 5xx a server hiccup), both retried. */
export class UploadFailure extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

/** Sends one photo; resolves once stored, rejects with an UploadFailure otherwise. */
export type SendPhoto = (
  photo: QueuedPhoto,
  onProgress: (fraction: number) => void,
) => Promise<void>;

export type QueueEnvironment = {
  isOnline: () => boolean;
  /** Calls back when the connection is back; answers the unsubscribe. */
  onOnline: (callback: () => void) => () => void;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

/** Where the queue keeps what is left to send, so an app restart loses no photo. */
export type QueueStore = {
  load: () => Promise<unknown>;
  save: (saved: string) => Promise<void>;
};

/**
 * Where a queued photo's file waits: the picker's file is in a cache the system may empty, so
 * the queue keeps a copy of its own until the photo is stored, removed or dropped.
 */
export type PhotoKeeper = {
  keep: (file: PhotoFile) => Promise<PhotoFile>;
  release: (file: PhotoFile) => void;
};

const KEEP_AS_IS: PhotoKeeper = { keep: async (file) => file, release: () => undefined };

/** What survives a restart: the photo, where it goes, how often it was tried and any refusal. */
type StoredPhoto = Pick<QueuedPhoto, 'key' | 'reportId' | 'target' | 'file' | 'attempts'> & {
  errorKey?: string;
};

function toStored(photo: QueuedPhoto): StoredPhoto {
  const { key, reportId, target, file, attempts } = photo;
  return photo.status === 'failed'
    ? { key, reportId, target, file, attempts, errorKey: photo.errorKey }
    : { key, reportId, target, file, attempts };
}

function isStoredPhoto(value: unknown): value is StoredPhoto {
  const p = value as Partial<StoredPhoto> | null;
  return (
    typeof p?.key === 'string' &&
    typeof p.reportId === 'string' &&
    typeof p.target?.kind === 'string' &&
    typeof p.file?.uri === 'string' &&
    typeof p.attempts === 'number'
  );
}

/** A stored photo back in the queue: refused ones stay refused, the rest wait to go. */
function fromStored(photo: StoredPhoto): QueuedPhoto {
  return photo.errorKey
    ? { ...photo, progress: 0, status: 'failed' }
    : { ...photo, progress: 0, status: 'waiting' };
}

/** Two photos at a time: the phone's upload is the bottleneck, and each shows its own progress. */
const PARALLEL = 2;

function newKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}${Math.random()}`;
  return `m-${random.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}`;
}

const isRetryable = (error: unknown) =>
  error instanceof UploadFailure && (error.status === 0 || error.status >= 500);

/**
 * The background upload queue of inspection photos (the web's, without its disk copy): a lost
 * connection puts a photo back to wait, and it goes again under the same key when the phone is
 * back online or after a growing delay. Refusals (a bad photo, a committed report) stay listed
 * with their reason until removed or retried.
 */
export function createPhotoUploadQueue(
  send: SendPhoto,
  env: QueueEnvironment,
  keeper: PhotoKeeper = KEEP_AS_IS,
) {
  let items: QueuedPhoto[] = [];
  const listeners = new Set<() => void>();
  const doneListeners = new Set<(photo: QueuedPhoto) => void>();
  const timers = new Map<string, unknown>();
  let stopListening: (() => void) | null = null;
  let store: QueueStore | null = null;
  /** Bumped on attach and detach: a load that lands after its store was let go is dropped. */
  let generation = 0;
  let lastSaved = '';

  /** Writes what is left to send when that changed (not on every progress step). */
  const persist = () => {
    if (!store) return;
    const saved = JSON.stringify(items.filter((p) => p.status !== 'done').map(toStored));
    if (saved === lastSaved) return;
    lastSaved = saved;
    void store.save(saved).catch(() => undefined);
  };
  const emit = () => {
    persist();
    for (const listener of listeners) listener();
  };
  const find = (key: string) => items.find((p) => p.key === key);
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
      patch(photo.key, { status: 'offline', errorKey: INSPECTION_PHOTO_ERRORS.network });
      return;
    }
    const attempts = photo.attempts + 1;
    patch(photo.key, { status: 'uploading', progress: 0, attempts });
    send({ ...photo, attempts }, (progress) => {
      if (find(photo.key)?.status === 'uploading') patch(photo.key, { progress });
    }).then(
      () => {
        // Removed while it went: its copy is let go now that nothing reads it.
        if (!find(photo.key)) return keeper.release(photo.file);
        patch(photo.key, { status: 'done', progress: 1, errorKey: undefined });
        const stored = find(photo.key)!;
        keeper.release(stored.file);
        for (const listener of doneListeners) listener(stored);
        pump();
      },
      (error: unknown) => {
        if (!find(photo.key)) return keeper.release(photo.file);
        if (isRetryable(error)) waitToRetry(photo.key);
        else
          patch(photo.key, {
            status: 'failed',
            errorKey:
              error instanceof UploadFailure ? error.messageKey : 'errors.something_went_wrong',
          });
        pump();
      },
    );
  }

  /** Offline: wait for the connection to come back. Online but cut off: try again later. */
  function waitToRetry(key: string) {
    const photo = find(key)!;
    if (!env.isOnline()) {
      patch(key, { status: 'offline', errorKey: INSPECTION_PHOTO_ERRORS.network });
      return;
    }
    patch(key, { status: 'retrying', errorKey: INSPECTION_PHOTO_ERRORS.network });
    const timer = env.setTimer(() => {
      timers.delete(key);
      if (find(key)?.status === 'retrying') {
        patch(key, { status: 'waiting' });
        pump();
      }
    }, getUploadRetryDelay(photo.attempts));
    timers.set(key, timer);
  }

  function clearTimer(key: string) {
    const timer = timers.get(key);
    if (timer !== undefined) env.clearTimer(timer);
    timers.delete(key);
  }

  /** Back online (or back in front): everything that waited for the network goes now. */
  function resume() {
    let isChanged = false;
    items = items.map((p) => {
      if (p.status !== 'offline' && p.status !== 'retrying') return p;
      isChanged = true;
      clearTimer(p.key);
      return { ...p, status: 'waiting' as const };
    });
    if (isChanged) emit();
    pump();
  }

  /** Stops timers and the connection listener, and forgets the photos in memory. */
  function stop() {
    for (const key of [...timers.keys()]) clearTimer(key);
    stopListening?.();
    stopListening = null;
    items = [];
    for (const listener of listeners) listener();
  }

  return {
    /**
     * Takes up what the store kept (an earlier run's photos) and sends it as the connection
     * allows; from now on every change is written there.
     */
    async attach(next: QueueStore) {
      generation += 1;
      const mine = generation;
      let loaded: unknown = null;
      try {
        loaded = await next.load();
      } catch {
        loaded = null;
      }
      if (mine !== generation) return;
      const kept = (Array.isArray(loaded) ? loaded : []).filter(isStoredPhoto).map(fromStored);
      const known = new Set(items.map((p) => p.key));
      items = [...items, ...kept.filter((p) => !known.has(p.key))];
      lastSaved = '';
      store = next;
      stopListening ??= env.onOnline(resume);
      emit();
      pump();
    },
    /** Lets the store go (the app closing, another user): what it kept stays for next time. */
    detach() {
      generation += 1;
      store = null;
      stop();
    },
    /**
     * Photos chosen for a room, subject, issue or defect, each copied to where it can wait first; one
     * refused at a glance is listed with why (and not copied). A failed copy sends the original.
     */
    async add(reportId: string, target: PhotoTarget, files: readonly PhotoFile[]) {
      stopListening ??= env.onOnline(resume);
      const kept = await Promise.all(
        files.map((file) =>
          inspectionPhotoProblem(file) ? file : keeper.keep(file).catch(() => file),
        ),
      );
      const added = kept.map((file): QueuedPhoto => {
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
      emit();
      pump();
      return added.map((p) => p.key);
    },
    /** Sends a refused or waiting photo again now, under the same key. */
    retry(key: string) {
      const photo = find(key);
      if (!photo || photo.status === 'uploading' || photo.status === 'done') return;
      if (inspectionPhotoProblem(photo.file)) return;
      clearTimer(key);
      patch(key, { status: 'waiting', errorKey: undefined });
      pump();
    },
    remove(key: string) {
      clearTimer(key);
      const gone = find(key);
      if (gone && gone.status !== 'uploading') keeper.release(gone.file);
      items = items.filter((p) => p.key !== key);
      emit();
      pump();
    },
    /** Those stored are forgotten (the report shows them now). */
    clearDone(reportId: string) {
      items = items.filter((p) => p.status !== 'done' || p.reportId !== reportId);
      emit();
    },
    resume,
    /** Drops every photo left, kept ones included, e.g. at sign-out. */
    discard() {
      for (const photo of items) keeper.release(photo.file);
      items = [];
      persist();
      generation += 1;
      store = null;
      stop();
    },
    getItems: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onDone(listener: (photo: QueuedPhoto) => void) {
      doneListeners.add(listener);
      return () => void doneListeners.delete(listener);
    },
  };
}

export type PhotoUploadQueue = ReturnType<typeof createPhotoUploadQueue>;
