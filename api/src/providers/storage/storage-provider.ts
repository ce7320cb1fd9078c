/** A stored file as a listing names it. */
export type StoredFileInfo = { key: string; modifiedAt: Date };

/** Where files (photos, attachments, PDFs) live: a local folder by default, S3-compatible in production. */
export type FileStorage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every stored file, in pages as the backend gives them (the orphan-file sweep reads it). */
  list(): AsyncIterable<StoredFileInfo>;
};

/** Keys are relative paths of safe segments: listings/12/3f9a.jpg */
export function isSafeStorageKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9_-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)+$/.test(key) && !key.includes('..');
}

/**
 * Protected files (attachments, review PDFs, paychecks) always live under a `files/` segment;
 * only other keys may be served publicly, e.g. through /_ipx/.
 */
export function isPublicStorageKey(key: string): boolean {
  return isSafeStorageKey(key) && !key.split('/').includes('files');
}
