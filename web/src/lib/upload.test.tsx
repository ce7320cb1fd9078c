import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from './session-tokens';
import { uploadFiles, UploadError } from './upload';

type Sent = { path: string; authorization: string | null };

/** An XMLHttpRequest that answers each send with the next status, and records what was sent. */
function fakeXhr(statuses: number[], sent: Sent[]) {
  return class {
    status = 0;
    response: unknown = null;
    responseType = '';
    upload: {
      onprogress:
        ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private path = '';
    private authorization: string | null = null;
    open(_method: string, path: string) {
      this.path = path;
    }
    setRequestHeader(name: string, value: string) {
      if (name === 'Authorization') this.authorization = value;
    }
    send() {
      sent.push({ path: this.path, authorization: this.authorization });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = statuses.shift() ?? 500;
      this.response = this.status === 400 ? { code: 'image_corrupt' } : {};
      queueMicrotask(() => this.onload?.());
    }
  };
}

/** /graphql as the kit's refresher sees it: a new access token, or a refused refresh. */
function stubRefresh(accessToken: string | null) {
  const fetchMock = vi.fn(async () =>
    accessToken
      ? Response.json({ data: { refreshSession: { accessToken, refreshToken: null } } })
      : Response.json(
          { data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] },
          { status: 200 },
        ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
const request = (onProgress = vi.fn()) => ({
  path: '/api/listings/1/photos/',
  files: [file],
  onProgress,
  namespace: 'listings',
  networkErrorKey: 'listings.photos.network_error',
});

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
});

describe('uploadFiles', () => {
  it("refreshes once through the client kit's refresher on 401 and sends again", async () => {
    const sent: Sent[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr([401, 201], sent));
    setAccessToken('old');
    const refresh = stubRefresh('new');
    const onProgress = vi.fn();
    await uploadFiles(request(onProgress));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(onProgress).toHaveBeenCalledWith(0.5);
    expect(onProgress).toHaveBeenLastCalledWith(1);
    expect(getAccessToken()).toBe('new');
  });

  it("answers the api's error code as a catalogue key, and gives up when the refresh fails", async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr([400, 401, 401], []));
    stubRefresh(null);
    await expect(uploadFiles(request())).rejects.toMatchObject({
      status: 400,
      messageKey: 'listings.errors.image_corrupt',
    });
    const failure = await uploadFiles(request()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ status: 401, messageKey: 'errors.something_went_wrong' });
  });
});
