import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { loadConfig } from '../src/config.js';
import { S3FileStorage } from '../src/providers/storage/s3-storage.js';
import { createTestApp, type TestApp } from './helpers.js';
import { startTestS3Server, type TestS3Server } from './support/s3-server.js';
import { uploadPhotos } from './support/listings.js';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(() => s3?.close());

describe('S3FileStorage against an S3-compatible server', () => {
  it('puts, gets and deletes by key, and answers null for a missing key', async () => {
    const storage = new S3FileStorage(s3.config);
    const data = Buffer.from('Leigusamningur, undirritaður 1.12.2026');
    await storage.put('contracts/7/files/samningur.pdf', data, 'application/pdf');
    expect(await storage.get('contracts/7/files/samningur.pdf')).toEqual(data);
    await storage.delete('contracts/7/files/samningur.pdf');
    expect(await storage.get('contracts/7/files/samningur.pdf')).toBeNull();
    // Deleting what is gone is no error, as with the local folder.
    await storage.delete('contracts/7/files/samningur.pdf');
    expect(await storage.get('listings/1/engin-mynd.jpg')).toBeNull();
    storage.close();
  });

  it('lists every stored file with the time it was stored (the orphan-file sweep reads it)', async () => {
    const storage = new S3FileStorage(s3.config);
    const before = Date.now() - 60_000;
    const keys = ['inspection-reports/8/paper-a.pdf', 'listings/8/b.jpg'];
    for (const key of keys) await storage.put(key, Buffer.from(key), 'application/octet-stream');
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const file of storage.list()) listed.push(file);
    for (const key of keys) {
      const file = listed.find((f) => f.key === key);
      expect(file?.modifiedAt.getTime()).toBeGreaterThan(before);
    }
    for (const key of keys) await storage.delete(key);
    storage.close();
  });

  it('refuses keys that could leave their folder, as the local folder does', async () => {
    const storage = new S3FileStorage(s3.config);
    await expect(storage.put('../utan.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Unsafe storage key/,
    );
    expect(await storage.get('listings/../../etc/passwd')).toBeNull();
    storage.close();
  });
});

describe('S3_* configuration', () => {
  it('takes all five variables, or none, and names the missing ones', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(s3.env).s3).toEqual(s3.config);
    expect(() => loadConfig({ S3_ENDPOINT: s3.config.endpoint, S3_BUCKET: 'leiga' })).toThrow(
      /S3_REGION: required when any S3_\* variable is set[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });
});

describe('the api with S3 configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ s3: s3.config });
  });
  afterAll(() => t?.close());

  it('stores an uploaded listing photo in the bucket and serves it back through /_ipx/', async () => {
    const landlord = await t.as('landlord');
    const draft = await t.call<{ id: number }>('POST', '/api/listings/', {
      token: landlord.access,
      body: {},
    });
    const uploaded = await uploadPhotos(t, landlord.access, draft.body.id, 1);
    expect(uploaded.status).toBe(201);
    const key = uploaded.body.results[0]!.key;
    // The bytes are in the bucket, not in a local folder.
    const stored = await new S3FileStorage(s3.config).get(key);
    expect(stored?.length).toBeGreaterThan(0);
    const served = await t.app.inject({ method: 'GET', url: `/_ipx/f_webp,w_320/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
  });
});
