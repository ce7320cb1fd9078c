import { uploadPhoto, type UploadAnswer, type UploadFile } from '../photo-upload/upload-photo';

/** What the api made of one photo: its attachment id, or why it refused it (catalogue keys). */
export type AttachmentResult = { id: string } | { errorKeys: string[] };

/** The api's field error (e.g. inbox-attachments.errors.file_size), else a general one. */
function refusalKeys(answer: UploadAnswer): string[] {
  const body = (answer.body ?? {}) as { fields?: Record<string, unknown> };
  const fieldKeys = Object.values(body.fields ?? {}).filter(
    (v): v is string => typeof v === 'string',
  );
  return [...fieldKeys, 'errors.something_went_wrong'];
}

function uploadedId(answer: UploadAnswer): string | null {
  const body = answer.body as { results?: Array<{ id?: unknown }> } | null;
  const id = body?.results?.[0]?.id;
  return answer.status < 300 && id !== undefined && id !== null ? String(id) : null;
}

/** No answer, or the server failed: the same photo may go again later. */
export class AttachmentUploadUnavailable extends Error {
  constructor() {
    super('unavailable');
  }
}

type Options = {
  apiUrl: string;
  getToken: (force?: boolean) => Promise<string | null>;
  conversationId: string;
  file: UploadFile;
  onProgress?: (fraction: number) => void;
};

/**
 * Uploads one photo of a message being written (the composer now, the outbox later). Rejects
 * with AttachmentUploadUnavailable when there was no answer or the server failed.
 */
export async function uploadAttachment(options: Options): Promise<AttachmentResult> {
  const { apiUrl, getToken, conversationId, file, onProgress } = options;
  let answer: UploadAnswer;
  try {
    answer = await uploadPhoto({
      url: `${apiUrl}/api/conversations/${encodeURIComponent(conversationId)}/attachments/`,
      file,
      getToken,
      onProgress,
    });
  } catch {
    throw new AttachmentUploadUnavailable();
  }
  if (answer.status >= 500) throw new AttachmentUploadUnavailable();
  const id = uploadedId(answer);
  return id ? { id } : { errorKeys: refusalKeys(answer) };
}
