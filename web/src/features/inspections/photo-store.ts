import type { InspectionPhotoOwner } from '@leiga/domain';
import { INSPECTION_PHOTOS_DATABASE } from '../../lib/local-data';

/**
 * What a reload keeps of a photo not yet stored on the report: enough to send it again under the
 * same key (the api stores a photo once per client_key). `failed` is a photo the api refused for
 * good, kept so the user still sees why; everything else goes again.
 */
export type StoredPhoto = {
  key: string;
  reportId: string;
  target: InspectionPhotoOwner;
  blob: Blob;
  name: string;
  type: string;
  attempts: number;
  status: 'waiting' | 'failed';
  errorKey?: string;
};

/** Where the upload queue keeps its photos across reloads; each call may reject. */
export type PhotoStore = {
  load: () => Promise<StoredPhoto[]>;
  put: (photo: StoredPhoto) => Promise<void>;
  delete: (key: string) => Promise<void>;
};

const DATABASE = INSPECTION_PHOTOS_DATABASE;
const PHOTOS = 'photos';
const TARGET_KINDS: readonly string[] = [
  'unit',
  'subject',
  'issue',
] satisfies readonly InspectionPhotoOwner['kind'][];

function isTarget(value: unknown): value is InspectionPhotoOwner {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id } = value as Record<string, unknown>;
  return typeof kind === 'string' && TARGET_KINDS.includes(kind) && typeof id === 'number';
}

/** A row read back from disk may be from an older build or damaged: only whole photos return. */
function isStoredPhoto(value: unknown): value is StoredPhoto {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.key === 'string' &&
    typeof row.reportId === 'string' &&
    isTarget(row.target) &&
    row.blob instanceof Blob &&
    typeof row.name === 'string' &&
    typeof row.type === 'string' &&
    typeof row.attempts === 'number' &&
    (row.status === 'waiting' || row.status === 'failed') &&
    (row.errorKey === undefined || typeof row.errorKey === 'string')
  );
}

function answer<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function completion(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

/**
 * The photos in this browser's IndexedDB (the File itself is kept as a Blob). Where there is
 * none (private windows, old browsers) or it is full, every call rejects and the queue carries on
 * in memory. Each call opens its transaction as soon as the database is open, in call order, so
 * a put followed by a delete of the same photo lands in that order.
 */
export function createIndexedDbPhotoStore(name = DATABASE): PhotoStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === 'undefined') throw new Error('No IndexedDB here');
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(PHOTOS))
          request.result.createObjectStore(PHOTOS, { keyPath: 'key' });
      };
      request.onsuccess = () => {
        const database = request.result;
        // Another tab upgrading the database: let it, and open again on the next call.
        database.onversionchange = () => {
          database.close();
          opened = null;
        };
        resolve(database);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
      request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
    }));
  const write = (change: (photos: IDBObjectStore) => void) =>
    open().then((database) => {
      const transaction = database.transaction(PHOTOS, 'readwrite');
      change(transaction.objectStore(PHOTOS));
      return completion(transaction);
    });
  return {
    load: () =>
      open()
        .then((database) => answer(database.transaction(PHOTOS).objectStore(PHOTOS).getAll()))
        .then((rows: unknown[]) => rows.filter(isStoredPhoto)),
    put: (photo) => write((photos) => photos.put(photo)),
    delete: (key) => write((photos) => photos.delete(key)),
  };
}
