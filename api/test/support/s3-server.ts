import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.js';

export type TestS3Server = {
  /** What the api's config takes (and the S3_* variables of a spawned process). */
  config: S3Config;
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * A local S3-compatible server (s3rver) on a free loopback port, its objects in a temporary
 * folder, with one empty bucket; s3rver accepts the key pair S3RVER/S3RVER.
 */
export async function startTestS3Server(bucket = 'leiga-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'leiga-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: config.bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
