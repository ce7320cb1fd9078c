import { afterEach, describe, expect, it, vi } from 'vitest';
import { Session } from '../app/session';
import { INSPECTION_PHOTOS_DATABASE, forgetLocalData } from './local-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what this browser keeps for the person signed in', () => {
  it('is forgotten when they sign out: photos waiting to upload go with the session', async () => {
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { deleteDatabase });
    const session = new Session(() => Promise.reject(new Error('no graph in this test')));
    await session.signOut();
    expect(deleteDatabase).toHaveBeenCalledWith(INSPECTION_PHOTOS_DATABASE);
    expect(session.current()).toBeNull();
  });

  it('is nothing to forget where the browser has no IndexedDB, or refuses it', () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(() => forgetLocalData()).not.toThrow();
    vi.stubGlobal('indexedDB', {
      deleteDatabase: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(() => forgetLocalData()).not.toThrow();
  });
});
