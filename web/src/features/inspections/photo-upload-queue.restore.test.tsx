import { INSPECTION_PHOTO_ERRORS } from '@leiga/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadError } from '../../lib/upload';
import { renderWithApp } from '../../test/render';
import { createPhotoUploadQueue, type QueuedPhoto, type SendPhoto } from './photo-upload-queue';
import type { PhotoStore, StoredPhoto } from './photo-store';
import { OfflineNotice } from './UploadQueue';

/** The photo store in memory: what IndexedDB would keep across a reload. */
function memoryStore() {
  const rows = new Map<string, StoredPhoto>();
  const store: PhotoStore = {
    load: () => Promise.resolve([...rows.values()]),
    put: (photo) => {
      rows.set(photo.key, photo);
      return Promise.resolve();
    },
    delete: (key) => {
      rows.delete(key);
      return Promise.resolve();
    },
  };
  return { rows, store };
}

/** A store that is there but refuses everything, like IndexedDB in a full or private browser. */
const brokenStore: PhotoStore = {
  load: () => Promise.reject(new Error('QuotaExceededError')),
  put: () => Promise.reject(new Error('QuotaExceededError')),
  delete: () => {
    throw new Error('InvalidStateError');
  },
};

const env = {
  isOnline: () => true,
  onOnline: () => () => undefined,
  setTimer: () => undefined,
  clearTimer: () => undefined,
};

const photo = (name = 'IMG_0001.jpg') =>
  new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });
const settle = () => new Promise((r) => setTimeout(r, 0));
const target = { kind: 'issue' as const, id: 7 };
const networkDown: SendPhoto = () =>
  Promise.reject(new UploadError(0, INSPECTION_PHOTO_ERRORS.network));
/** A send that never answers: the page is reloaded while the photo is on its way. */
const hangs: SendPhoto = () => new Promise(() => undefined);

describe('the inspection photo upload queue across a reload', () => {
  it('resumes the photos of the page before, under the same keys, as the same files', async () => {
    const { rows, store } = memoryStore();
    const before = createPhotoUploadQueue(hangs, env, store);
    before.add('5', target, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    await settle();
    const keys = before.getItems().map((p) => p.key);
    expect([...rows.keys()]).toEqual(keys);

    const sent: QueuedPhoto[] = [];
    const after = createPhotoUploadQueue(
      (p) => {
        sent.push(p);
        return Promise.resolve();
      },
      env,
      store,
    );
    const done: string[] = [];
    after.onDone((p) => done.push(p.key));
    await after.restore();
    await settle();
    await settle();
    expect(done.sort()).toEqual([...keys].sort());
    expect(sent.map((p) => [p.key, p.reportId, p.target, p.file.name, p.file.type])).toEqual([
      [keys[0], '5', target, 'a.jpg', 'image/jpeg'],
      [keys[1], '5', target, 'b.jpg', 'image/jpeg'],
      [keys[2], '5', target, 'c.jpg', 'image/jpeg'],
    ]);
    expect(sent[0]!.file).toBeInstanceOf(File);
    expect(sent[0]!.file.size).toBe(2048);
    expect(after.getItems().every((p) => p.isRestored && p.status === 'done')).toBe(true);
    expect(rows.size).toBe(0);
  });

  it('starts on its first use on a page, and keeps photos chosen meanwhile', async () => {
    const { rows, store } = memoryStore();
    createPhotoUploadQueue(networkDown, env, store).add('5', target, [photo('a.jpg')]);
    await settle();
    expect([...rows.values()]).toMatchObject([{ status: 'waiting', attempts: 1 }]);

    const after = createPhotoUploadQueue(hangs, env, store);
    after.subscribe(() => undefined);
    after.add('5', target, [photo('b.jpg')]);
    await settle();
    expect(after.getItems().map((p) => [p.file.name, p.status, p.isRestored ?? false])).toEqual([
      ['a.jpg', 'uploading', true],
      ['b.jpg', 'uploading', false],
    ]);
    // A second restore brings nothing twice.
    await after.restore();
    expect(after.getItems()).toHaveLength(2);
  });

  it('forgets a removed photo, and keeps a refusal with its reason until it is removed', async () => {
    const { rows, store } = memoryStore();
    const before = createPhotoUploadQueue(
      () => Promise.reject(new UploadError(409, 'inspection-photos.errors.read_only')),
      env,
      store,
    );
    before.add('5', target, [photo('refused.jpg'), photo('dropped.jpg')]);
    before.add('5', target, [new File(['x'], 'notes.pdf', { type: 'application/pdf' })]);
    await settle();
    const [refused, dropped, notPhoto] = before.getItems();
    before.remove(dropped!.key);
    await settle();
    // The pdf was refused at a glance: nothing of it is kept.
    expect([...rows.keys()]).toEqual([refused!.key]);
    expect(notPhoto!.status).toBe('failed');

    let sends = 0;
    const after = createPhotoUploadQueue(
      () => {
        sends += 1;
        return Promise.resolve();
      },
      env,
      store,
    );
    await after.restore();
    await settle();
    expect(sends).toBe(0);
    expect(after.getItems()).toMatchObject([
      { key: refused!.key, status: 'failed', errorKey: 'inspection-photos.errors.read_only' },
    ]);
    after.remove(refused!.key);
    await settle();
    expect(rows.size).toBe(0);
  });

  it('a refusal tried again by hand is sent again after a reload', async () => {
    const { rows, store } = memoryStore();
    const before = createPhotoUploadQueue(
      () => Promise.reject(new UploadError(500, 'errors.something_went_wrong')),
      env,
      store,
    );
    before.add('5', target, [photo()]);
    await settle();
    expect([...rows.values()]).toMatchObject([{ status: 'failed' }]);
    const after = createPhotoUploadQueue(hangs, env, store);
    await after.restore();
    after.retry(after.getItems()[0]!.key);
    await settle();
    expect([...rows.values()]).toMatchObject([{ status: 'waiting' }]);
    expect([...rows.values()][0]!.errorKey).toBeUndefined();
  });

  it('goes on in memory when the store fails', async () => {
    let sends = 0;
    const queue = createPhotoUploadQueue(
      () => {
        sends += 1;
        return Promise.resolve();
      },
      env,
      brokenStore,
    );
    const done: string[] = [];
    queue.subscribe(() => undefined);
    queue.onDone((p) => done.push(p.file.name));
    queue.add('5', target, [photo('a.jpg'), photo('b.jpg')]);
    await expect(queue.restore()).resolves.toBeUndefined();
    await settle();
    await settle();
    expect(sends).toBe(2);
    expect(done).toEqual(['a.jpg', 'b.jpg']);
    queue.remove(queue.getItems()[0]!.key);
    expect(queue.getItems()).toHaveLength(1);
  });

  it('says on the page how many photos from before the reload are on their way again', async () => {
    const { store } = memoryStore();
    createPhotoUploadQueue(networkDown, env, store).add('5', target, [photo('a.jpg'), photo()]);
    await settle();
    const after = createPhotoUploadQueue(hangs, env, store);
    await renderWithApp(<OfflineNotice queue={after} />, { locale: 'is' });
    expect(
      await screen.findByText(
        'Haldið áfram með 2 myndir sem biðu upphleðslu þegar síðan var síðast opin',
      ),
    ).toBeInTheDocument();
  });
});
