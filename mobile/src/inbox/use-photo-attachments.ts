import { useApolloClient } from '@apollo/client/react';
import {
  MESSAGE_ATTACHMENT_ERRORS,
  MESSAGE_ATTACHMENTS,
  messageAttachmentProblem,
} from '@leiga/domain';
import { useCallback, useRef, useState } from 'react';
import { MobileMeDocument } from '../__generated__/graphql';
import { useSession } from '../session/SessionProvider';
import { usePhotoUploadConfig, type PickedPhoto, type UploadAnswer } from './photo-upload';

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
 * An expired token is refreshed through the graph (its link refreshes) and the upload tried once
 * more.
 */
export function usePhotoAttachments(conversationId: string) {
  const client = useApolloClient();
  const session = useSession();
  const config = usePhotoUploadConfig(session.graphUrl);
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const countRef = useRef(0);

  const update = useCallback((key: string, patch: Partial<PendingPhoto>) => {
    setPhotos((all) => all.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  }, []);

  const upload = useCallback(
    async (key: string, photo: PickedPhoto) => {
      const url = `${config.apiUrl}/api/conversations/${encodeURIComponent(conversationId)}/attachments/`;
      const attempt = async () =>
        config.upload({
          url,
          accessToken: await session.getAccessToken(),
          photo,
          onProgress: (fraction) => update(key, { progress: fraction }),
        });
      try {
        let answer = await attempt();
        if (answer.status === 401) {
          await client
            .query({ query: MobileMeDocument, fetchPolicy: 'network-only' })
            .catch(() => undefined);
          answer = await attempt();
        }
        const id = uploadedId(answer);
        if (id) update(key, { status: 'ready', progress: 1, attachmentId: id });
        else update(key, { status: 'failed', errorKeys: refusalKeys(answer) });
      } catch {
        update(key, { status: 'failed', errorKeys: NETWORK_KEYS });
      }
    },
    [client, config, conversationId, session, update],
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
