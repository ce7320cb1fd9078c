import {
  MESSAGE_ATTACHMENT_ERRORS,
  MESSAGE_ATTACHMENTS,
  messageAttachmentProblem,
} from '@leiga/domain';
import { useCallback, useRef, useState } from 'react';
import { useSession } from '../session/SessionProvider';
import { uploadPhoto, type UploadAnswer, type UploadFile } from '../photo-upload/upload-photo';

/** A photo as the picker hands it over: a local file on the phone. */
export type PickedPhoto = UploadFile & { size: number | null };

/** A photo chosen for the message being written: uploading, ready (with its id), or refused. */
export type PendingPhoto = {
  key: string;
  photo: PickedPhoto;
  progress: number;
  status: 'uploading' | 'ready' | 'failed';
  /** Catalogue keys, most specific first, of why it was refused. */
  errorKeys?: string[];
  attachmentId?: string;
};

const NETWORK_KEYS = ['inbox-attachments.errors.network', 'errors.something_went_wrong'];

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

let counter = 0;

/**
 * The photos of the message being written (issue #19). Each uploads as soon as it is chosen, one
 * request a file for its own progress; a refused one stays listed with its reason until removed.
 * An expired token is refreshed and the upload tried once more.
 */
export function usePhotoAttachments(conversationId: string) {
  const session = useSession();
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const countRef = useRef(0);

  const update = useCallback((key: string, patch: Partial<PendingPhoto>) => {
    setPhotos((all) => all.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  }, []);

  const upload = useCallback(
    async (key: string, photo: PickedPhoto) => {
      try {
        const answer = await uploadPhoto({
          url: `${session.apiUrl}/api/conversations/${encodeURIComponent(conversationId)}/attachments/`,
          file: photo,
          getToken: session.getAccessToken,
          onProgress: (fraction) => update(key, { progress: fraction }),
        });
        const id = uploadedId(answer);
        if (id) update(key, { status: 'ready', progress: 1, attachmentId: id });
        else update(key, { status: 'failed', errorKeys: refusalKeys(answer) });
      } catch {
        update(key, { status: 'failed', errorKeys: NETWORK_KEYS });
      }
    },
    [conversationId, session.apiUrl, session.getAccessToken, update],
  );

  /** Checks each photo's type and size first (domain's rule), then uploads the good ones. */
  const add = useCallback(
    (picked: readonly PickedPhoto[]) => {
      const added: PendingPhoto[] = picked.map((photo) => {
        counter += 1;
        const key = `photo-${counter}`;
        const problem = messageAttachmentProblem({
          type: photo.type,
          size: photo.size ?? 0,
          name: photo.name,
        });
        countRef.current += problem ? 0 : 1;
        const tooMany = !problem && countRef.current > MESSAGE_ATTACHMENTS.maxPerMessage;
        if (tooMany) countRef.current -= 1;
        const refusal = problem ?? (tooMany ? MESSAGE_ATTACHMENT_ERRORS.tooMany : null);
        return refusal
          ? { key, photo, progress: 0, status: 'failed', errorKeys: [refusal] }
          : { key, photo, progress: 0, status: 'uploading' };
      });
      setPhotos((all) => [...all, ...added]);
      for (const p of added) if (p.status === 'uploading') void upload(p.key, p.photo);
    },
    [upload],
  );

  /**
   * Drops a photo from the message. An uploaded one is left on the server: the api removes files
   * never sent after a day (MESSAGE_ATTACHMENTS.unsentKeepHours).
   */
  const remove = useCallback((key: string) => {
    setPhotos((all) => {
      const gone = all.find((p) => p.key === key);
      if (gone && gone.status !== 'failed') countRef.current -= 1;
      return all.filter((p) => p.key !== key);
    });
  }, []);

  const clear = useCallback(() => {
    countRef.current = 0;
    setPhotos([]);
  }, []);

  const readyIds = photos.flatMap((p) =>
    p.status === 'ready' && p.attachmentId ? [p.attachmentId] : [],
  );
  const isUploading = photos.some((p) => p.status === 'uploading');
  const hasFailed = photos.some((p) => p.status === 'failed');
  return { photos, add, remove, clear, readyIds, isUploading, hasFailed };
}
