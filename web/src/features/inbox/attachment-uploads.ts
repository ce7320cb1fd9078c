import {
  MESSAGE_ATTACHMENT_ERRORS,
  MESSAGE_ATTACHMENTS,
  messageAttachmentProblem,
} from '@leiga/domain';
import { useCallback, useRef, useState } from 'react';
import type { InboxMessage_MessageFragment } from '../../__generated__/graphql';
import { deleteUpload, UploadError, uploadFilesForAnswer } from '../../lib/upload';

export type AttachmentData = InboxMessage_MessageFragment['attachments'][number];

/** Uploads one file to a conversation, reporting progress; answers the stored attachment. */
export type UploadAttachment = (
  conversationId: string,
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<AttachmentData>;

type RestAttachment = {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  url: string;
  thumbnail_url: string | null;
};

/** The REST upload (multipart, field `file`) of SPEC 7, one file a request for its own progress. */
export const uploadAttachment: UploadAttachment = async (conversationId, file, onProgress) => {
  const body = (await uploadFilesForAnswer({
    path: `/api/conversations/${encodeURIComponent(conversationId)}/attachments/`,
    files: [file],
    onProgress,
    namespace: 'inbox-attachments',
    networkErrorKey: 'inbox-attachments.errors.network',
  })) as { results: RestAttachment[] };
  const stored = body.results[0]!;
  return {
    __typename: 'MessageAttachment',
    id: String(stored.id),
    fileName: stored.file_name,
    contentType: stored.content_type,
    size: stored.size,
    isImage: stored.content_type.startsWith('image/'),
    width: stored.width,
    height: stored.height,
    url: stored.url,
    thumbnailUrl: stored.thumbnail_url,
  };
};

/** Takes back an uploaded attachment that will not be sent. */
export type DiscardAttachment = (attachmentId: string) => Promise<unknown>;

/**
 * The REST DELETE of an unsent attachment. A failure is let go: the api sweeps unsent files
 * after a day (MESSAGE_ATTACHMENTS.unsentKeepHours), and they count against no one after that.
 */
export const discardAttachment: DiscardAttachment = (attachmentId) =>
  deleteUpload(`/api/message-attachments/${encodeURIComponent(attachmentId)}/`).catch(() => false);

/** A file chosen in the message box: uploading, ready to send, or refused (with why). */
export type ChosenFile = {
  key: string;
  file: File;
  progress: number;
  status: 'uploading' | 'ready' | 'failed';
  errorKey?: string;
  attachment?: AttachmentData;
};

let counter = 0;

/**
 * The files of the message being written: each uploads as soon as it is chosen, so sending is
 * quick; a refused one stays listed with its reason until removed or tried again.
 */
export function useAttachmentUploads(
  conversationId: string,
  upload: UploadAttachment,
  discard: DiscardAttachment = discardAttachment,
) {
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const removed = useRef(new Set<string>());

  const patch = useCallback((key: string, change: Partial<ChosenFile>) => {
    setChosen((all) => all.map((c) => (c.key === key ? { ...c, ...change } : c)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      patch(key, { status: 'uploading', progress: 0, errorKey: undefined });
      upload(conversationId, file, (progress) => patch(key, { progress })).then(
        (attachment) => {
          // Removed while it was uploading: the stored file is not wanted either.
          if (removed.current.has(key)) void discard(attachment.id);
          else patch(key, { status: 'ready', progress: 1, attachment });
        },
        (error: unknown) =>
          patch(key, {
            status: 'failed',
            errorKey:
              error instanceof UploadError ? error.messageKey : 'errors.something_went_wrong',
          }),
      );
    },
    [conversationId, discard, patch, upload],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      let room =
        MESSAGE_ATTACHMENTS.maxPerMessage - chosen.filter((c) => c.status !== 'failed').length;
      const rows: ChosenFile[] = files.map((file) => {
        const problem =
          messageAttachmentProblem(file) ?? (room <= 0 ? MESSAGE_ATTACHMENT_ERRORS.tooMany : null);
        if (!problem) room -= 1;
        const key = `file-${++counter}`;
        return problem
          ? { key, file, progress: 0, status: 'failed', errorKey: problem }
          : { key, file, progress: 0, status: 'uploading' };
      });
      setChosen((all) => [...all, ...rows]);
      for (const row of rows) if (row.status === 'uploading') start(row.key, row.file);
    },
    [chosen, start],
  );

  const remove = useCallback(
    (key: string) => {
      removed.current.add(key);
      const uploaded = chosen.find((c) => c.key === key)?.attachment;
      if (uploaded) void discard(uploaded.id);
      setChosen((all) => all.filter((c) => c.key !== key));
    },
    [chosen, discard],
  );

  const retry = useCallback(
    (key: string) => {
      const row = chosen.find((c) => c.key === key);
      if (row && !messageAttachmentProblem(row.file)) start(key, row.file);
    },
    [chosen, start],
  );

  const clear = useCallback(() => {
    for (const c of chosen) removed.current.add(c.key);
    setChosen([]);
  }, [chosen]);

  const ready = chosen.flatMap((c) => (c.status === 'ready' && c.attachment ? [c.attachment] : []));
  const isUploading = chosen.some((c) => c.status === 'uploading');
  return { chosen, ready, isUploading, add, remove, retry, clear };
}
