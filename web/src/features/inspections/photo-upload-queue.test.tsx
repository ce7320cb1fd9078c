import { INSPECTION_PHOTO_ERRORS } from '@leiga/domain';
import { describe, expect, it } from 'vitest';
import { UploadError } from '../../lib/upload';
import { createPhotoUploadQueue, type QueuedPhoto } from './photo-upload-queue';

/** A network that can be cut and a clock that moves only when told. */
function fakeEnvironment() {
  const env = {
    online: true,
    onlineCallbacks: [] as (() => void)[],
    timers: [] as { callback: () => void; ms: number }[],
    isOnline: () => env.online,
    onOnline: (callback: () => void) => {
      env.onlineCallbacks.push(callback);
      return () => undefined;
    },
    setTimer: (callback: () => void, ms: number) => {
      const timer = { callback, ms };
      env.timers.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      env.timers = env.timers.filter((t) => t !== timer);
    },
    goOnline() {
      env.online = true;
      for (const callback of env.onlineCallbacks) callback();
    },
    runTimers() {
      const due = env.timers;
      env.timers = [];
      for (const t of due) t.callback();
    },
  };
  return env;
}

const photo = (name = 'IMG_0001.jpg') =>
  new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });
const settle = () => new Promise((r) => setTimeout(r, 0));
const target = { kind: 'issue' as const, id: 7 };

describe('the inspection photo upload queue', () => {
  it('uploads two at a time with progress, and reports each stored photo', async () => {
    const sent: QueuedPhoto[] = [];
    const pending: (() => void)[] = [];
    const queue = createPhotoUploadQueue((p, onProgress) => {
      sent.push(p);
      onProgress(0.5);
      return new Promise<void>((resolve) => pending.push(resolve));
    }, fakeEnvironment());
    const done: string[] = [];
    queue.onDone((p) => done.push(p.file.name));
    queue.add('5', target, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(queue.getItems().map((p) => p.status)).toEqual(['uploading', 'uploading', 'waiting']);
    expect(queue.getItems()[0]!.progress).toBe(0.5);
    pending.shift()!();
    await settle();
    expect(done).toEqual(['a.jpg']);
    expect(queue.getItems().map((p) => p.status)).toEqual(['done', 'uploading', 'uploading']);
    expect(sent.map((p) => p.target)).toEqual([target, target, target]);
  });

  it('keeps a refused photo with its reason and never sends what is not a photo', async () => {
    const queue = createPhotoUploadQueue(
      () => Promise.reject(new UploadError(400, INSPECTION_PHOTO_ERRORS.corrupt)),
      fakeEnvironment(),
    );
    queue.add('5', target, [
      photo('broken.jpg'),
      new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
    ]);
    await settle();
    expect(queue.getItems().map((p) => [p.status, p.errorKey])).toEqual([
      ['failed', INSPECTION_PHOTO_ERRORS.corrupt],
      ['failed', INSPECTION_PHOTO_ERRORS.type],
    ]);
  });

  it('after a lost connection waits and tries again with the same key, so the photo is stored once', async () => {
    const env = fakeEnvironment();
    const keys: string[] = [];
    let isCut = true;
    const queue = createPhotoUploadQueue((p) => {
      keys.push(p.key);
      return isCut
        ? Promise.reject(new UploadError(0, INSPECTION_PHOTO_ERRORS.network))
        : Promise.resolve();
    }, env);
    queue.add('5', target, [photo()]);
    await settle();
    expect(queue.getItems()[0]).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(env.timers.map((t) => t.ms)).toEqual([1000]);
    isCut = false;
    env.runTimers();
    await settle();
    expect(queue.getItems()[0]!.status).toBe('done');
    expect(new Set(keys).size).toBe(1);
    expect(keys).toHaveLength(2);
  });

  it('holds the queue while offline and sends it all when the browser is back online', async () => {
    const env = fakeEnvironment();
    env.online = false;
    let sends = 0;
    const queue = createPhotoUploadQueue(() => {
      sends += 1;
      return Promise.resolve();
    }, env);
    queue.add('5', target, [photo('a.jpg'), photo('b.jpg')]);
    await settle();
    expect(sends).toBe(0);
    expect(queue.getItems().map((p) => p.status)).toEqual(['offline', 'offline']);
    env.goOnline();
    await settle();
    await settle();
    expect(sends).toBe(2);
    expect(queue.getItems().map((p) => p.status)).toEqual(['done', 'done']);
  });

  it('lets a failed photo be tried again by hand, or removed', async () => {
    let attempt = 0;
    const queue = createPhotoUploadQueue(() => {
      attempt += 1;
      return attempt === 1
        ? Promise.reject(new UploadError(409, 'inspection-photos.errors.read_only'))
        : Promise.resolve();
    }, fakeEnvironment());
    queue.add('5', target, [photo('a.jpg'), photo('b.jpg')]);
    await settle();
    const [first] = queue.getItems();
    expect(first!.status).toBe('failed');
    queue.retry(first!.key);
    await settle();
    expect(queue.getItems()[0]!.status).toBe('done');
    queue.remove(queue.getItems()[1]!.key);
    expect(queue.getItems()).toHaveLength(1);
    queue.clearDone();
    expect(queue.getItems()).toEqual([]);
  });
});
