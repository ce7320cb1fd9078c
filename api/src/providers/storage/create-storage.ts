import type { Config } from '../../config.js';
import { LocalFileStorage } from './local-storage.js';
import { S3FileStorage } from './s3-storage.js';
import type { FileStorage } from './storage-provider.js';

/**
 * The configured storage: S3-compatible when the S3_* variables are set (every process of a
 * deployment then sees the same files), else the local folder `localRoot()` names (only asked
 * for when used, since it may create a temporary folder).
 */
export function createFileStorage(
  config: Config,
  localRoot: () => string,
): FileStorage & { close?: () => void } {
  if (config.s3) return new S3FileStorage(config.s3);
  return new LocalFileStorage(localRoot());
}
