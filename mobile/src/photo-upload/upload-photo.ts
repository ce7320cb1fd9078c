/** A file on the phone, as the camera or the library hands it over. */
export type UploadFile = { uri: string; name: string; type: string };

export type UploadRequest = {
  /** The REST address the multipart POST goes to. */
  url: string;
  /** Text fields, sent before the file (the api reads them first). */
  fields?: Readonly<Record<string, string>>;
  /** Sent as multipart field `file`. */
  file: UploadFile;
  /** A fresh access token; `force` after a 401 refreshes it. */
  getToken: (force?: boolean) => Promise<string | null>;
  onProgress?: (fraction: number) => void;
  /** Aborting stops the request; the promise rejects with UploadAborted. */
  signal?: AbortSignal;
};

/** The HTTP status and the parsed JSON body (null when there was none or it was not JSON). */
export type UploadAnswer = { status: number; body: unknown };

/** No answer came: the connection failed or timed out. */
export class UploadNetworkError extends Error {
  constructor() {
    super('network');
  }
}

/** The caller aborted the upload. */
export class UploadAborted extends Error {
  constructor() {
    super('aborted');
  }
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function send(request: UploadRequest, token: string | null): Promise<UploadAnswer> {
  const { url, fields = {}, file, onProgress, signal } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAborted());
      return;
    }
    // React Native's XMLHttpRequest reads the file from its uri and reports upload progress,
    // which fetch does not.
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: parse(String(xhr.responseText ?? '')) });
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadNetworkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(new UploadAborted());
    };
    signal?.addEventListener('abort', onAbort);
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    // React Native's FormData takes a file as { uri, name, type } and reads it at send.
    form.append('file', { uri: file.uri, name: file.name, type: file.type } as unknown as Blob);
    xhr.send(form);
  });
}

/**
 * The phone's one photo upload (messages and inspections): a multipart POST with the bearer
 * token and progress; a 401 refreshes the token once and tries again. Resolves with any answer
 * the api gave; rejects with UploadNetworkError when none came, UploadAborted when aborted.
 */
export async function uploadPhoto(request: UploadRequest): Promise<UploadAnswer> {
  const answer = await send(request, await request.getToken());
  if (answer.status !== 401) return answer;
  return send(request, await request.getToken(true));
}
