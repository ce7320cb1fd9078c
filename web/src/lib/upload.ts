import { getAccessToken, refreshAccessToken } from './session-tokens';

/** Why an upload failed: a catalogue key (`validation.file_size`) or the api's error code. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

export type UploadRequest = {
  /** A REST path under /api/, answering multipart with the field `file`. */
  path: string;
  files: readonly File[];
  onProgress: (fraction: number) => void;
  /** The catalogue namespace of the api's error codes (`listings` -> `listings.errors.<code>`). */
  namespace: string;
  /** The catalogue key shown when the connection breaks off. */
  networkErrorKey: string;
  /** Text fields sent before the files (what the files belong to, a retry's key). */
  fields?: Readonly<Record<string, string>>;
};

type Answer = { status: number; body: unknown };

function send(
  { path, files, onProgress, networkErrorKey, fields = {} }: UploadRequest,
  token: string | null,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () => reject(new UploadError(0, networkErrorKey));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Files go straight to REST with the bearer token (XHR, for upload progress). A 401 waits for
 * the one shared refresh of the graph client kit and tries once more (SPEC 7).
 */
export async function uploadFiles(request: UploadRequest): Promise<void> {
  await uploadFilesForAnswer(request);
}

/** `uploadFiles` answering the api's JSON body, for callers that need what was stored. */
export async function uploadFilesForAnswer(request: UploadRequest): Promise<unknown> {
  let answer = await send(request, getAccessToken());
  if (answer.status === 401) {
    const token = await refreshAccessToken();
    if (token) answer = await send(request, token);
  }
  if (answer.status >= 200 && answer.status < 300) {
    request.onProgress(1);
    return answer.body;
  }
  const body = (answer.body ?? {}) as { code?: string; fields?: Record<string, string> };
  const key =
    body.fields?.file ?? (body.code ? `${request.namespace}.errors.${body.code}` : undefined);
  throw new UploadError(answer.status, key ?? 'errors.something_went_wrong');
}

async function sendDelete(path: string, token: string | null): Promise<number> {
  const answer = await fetch(path, {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return answer.status;
}

/**
 * Takes back a file uploaded but not used (a REST DELETE with the bearer token, refreshed once
 * on a 401 as uploads are). Answers whether the api removed it; a file already gone counts too.
 */
export async function deleteUpload(path: string): Promise<boolean> {
  let status = await sendDelete(path, getAccessToken());
  if (status === 401) {
    const token = await refreshAccessToken();
    if (token) status = await sendDelete(path, token);
  }
  return (status >= 200 && status < 300) || status === 404;
}
