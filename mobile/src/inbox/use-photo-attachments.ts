import {
  MESSAGE_ATTACHMENT_ERRORS,
  MESSAGE_ATTACHMENTS,
  messageAttachmentProblem,
} from '@leiga/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteKeptFile, keepFile } from '../offline/kept-files';
import type { OutboxPhoto } from '../offline/outbox';
import { useSession } from '../session/SessionProvider';
import type { UploadFile } from '../photo-upload/upload-photo';
import { uploadAttachment } from './attachment-upload';

/** A photo as the picker hands it over: a local file on the phone. */
export type PickedPhoto = UploadFile & { size: number | null };

/**
 * A photo chosen for the message being written: uploading, ready (with its id), refused, or,
 * chosen offline, being copied and then kept on the phone to go with the message later.
 */
export type PendingPhoto = {
  key: string;
  photo: PickedPhoto;
  progress: number;
  status: 'uploading' | 'ready' | 'failed' | 'keeping' | 'kept';
  /** Catalogue keys, most specific first, of why it was refused. */
  errorKeys?: string[];
  attachmentId?: string;
};

const NETWORK_KEYS = ['inbox-attachments.errors.network', 'errors.something_went_wrong'];
const KEEP_FAILED_KEYS = ['mobile.inbox.photo_not_kept', 'errors.something_went_wrong'];

/** The app's document folder where photos of messages written offline wait. */
export const KEPT_MESSAGE_PHOTOS = 'message-photos';

let counter = 0;

/**
 * The photos of the message being written (issue #19). Online, each uploads as soon as it is
 * chosen, one request a file for its own progress; offline, each is copied into the app's own
 * folder (the picker's file may be cleared) and goes with the message from the outbox. A refused
 * one stays listed with its reason until removed. An expired token is refreshed once.
 */
export function usePhotoAttachments(conversationId: string, isOffline: boolean) {
  const session = useSession();
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const countRef = useRef(0);
  const photosRef = useRef<PendingPhoto[]>([]);
  useEffect(() => {
    photosRef.current = photos;
  });
  // Leaving the conversation with photos kept but not sent: their copies are not needed.
  useEffect(
    () => () => {
      for (const p of photosRef.current) if (p.status === 'kept') deleteKeptFile(p.photo.uri);
    },
    [],
  );

  const update = useCallback((key: string, patch: Partial<PendingPhoto>) => {
    setPhotos((all) => all.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  }, []);

  const upload = useCallback(
    async (key: string, photo: PickedPhoto) => {
      try {
        const result = await uploadAttachment({
          apiUrl: session.apiUrl,
          getToken: session.getAccessToken,
          conversationId,
          file: photo,
          onProgress: (fraction) => update(key, { progress: fraction }),
        });
        if ('id' in result) update(key, { status: 'ready', progress: 1, attachmentId: result.id });
        else update(key, { status: 'failed', errorKeys: result.errorKeys });
      } catch {
        update(key, { status: 'failed', errorKeys: NETWORK_KEYS });
      }
    },
    [conversationId, session.apiUrl, session.getAccessToken, update],
  );

  const keep = useCallback(
    async (key: string, photo: PickedPhoto) => {
      try {
        const uri = await keepFile(photo.uri, KEPT_MESSAGE_PHOTOS, photo.name);
        // Removed while it was copied: the copy is nobody's.
        if (!photosRef.current.some((p) => p.key === key)) return deleteKeptFile(uri);
        update(key, { status: 'kept', photo: { ...photo, uri } });
      } catch {
        update(key, { status: 'failed', errorKeys: KEEP_FAILED_KEYS });
      }
    },
    [update],
  );

  /** Checks each photo's type and size first (domain's rule), then uploads or keeps it. */
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
          : { key, photo, progress: 0, status: isOffline ? 'keeping' : 'uploading' };
      });
      photosRef.current = [...photosRef.current, ...added];
      setPhotos((all) => [...all, ...added]);
      for (const p of added) {
        if (p.status === 'uploading') void upload(p.key, p.photo);
        if (p.status === 'keeping') void keep(p.key, p.photo);
      }
    },
    [isOffline, keep, upload],
  );

  /**
   * Drops a photo from the message (and a kept copy from the phone). An uploaded one is left on
   * the server: the api removes files never sent after a day (MESSAGE_ATTACHMENTS.unsentKeepHours).
   */
  const remove = useCallback((key: string) => {
    const gone = photosRef.current.find((p) => p.key === key);
    if (gone?.status === 'kept') deleteKeptFile(gone.photo.uri);
    photosRef.current = photosRef.current.filter((p) => p.key !== key);
    setPhotos((all) => {
      const dropped = all.find((p) => p.key === key);
      if (dropped && dropped.status !== 'failed') countRef.current -= 1;
      return all.filter((p) => p.key !== key);
    });
  }, []);

  /** After sending: the kept copies now belong to the outbox, which deletes them once sent. */
  const clear = useCallback(() => {
    countRef.current = 0;
    photosRef.current = [];
    setPhotos([]);
  }, []);

  /** What goes with the message: uploaded photos by id, kept ones by their copy on the phone. */
  const outgoing: OutboxPhoto[] = photos.flatMap((p) =>
    (p.status === 'ready' && p.attachmentId) || p.status === 'kept'
      ? [
          {
            uri: p.photo.uri,
            name: p.photo.name,
            type: p.photo.type,
            size: p.photo.size,
            ...(p.attachmentId ? { attachmentId: p.attachmentId } : {}),
          },
        ]
      : [],
  );
  const isBusy = photos.some((p) => p.status === 'uploading' || p.status === 'keeping');
  const hasFailed = photos.some((p) => p.status === 'failed');
  return { photos, add, remove, clear, outgoing, isBusy, hasFailed };
}
