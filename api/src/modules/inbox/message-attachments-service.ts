import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { MESSAGE_ATTACHMENT_ERRORS, MESSAGE_ATTACHMENTS } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { ApiError, badRequest } from '../../http/errors.js';
import { processUpload, sniffImage } from '../images/image-decoding.js';
import { createScopedFileLink } from '../profiles/file-links.js';
import type { UploadedFile } from '../profiles/uploads.js';
import {
  claimMessageAttachments,
  countUnsentAttachments,
  insertMessageAttachment,
  listAttachmentsOfMessages,
  type MessageAttachmentRow,
} from './message-attachments-repository.js';
import type { MessageAttachmentView } from './message-attachments-schemas.js';

/** The signed-link scope of message files: their links never open a profile file. */
export const MESSAGE_FILE_SCOPE = 'message';

const wrongType = () =>
  badRequest(
    'Only photos (JPEG, PNG, WebP, HEIC) and PDF files can be sent.',
    { file: MESSAGE_ATTACHMENT_ERRORS.type },
    'unsupported_attachment',
  );

type Prepared = {
  data: Buffer;
  contentType: string;
  ext: 'jpg' | 'pdf';
  filename: string;
  image?: { width: number; height: number; thumbnail: Buffer };
};

/**
 * Decides by the bytes, never the declared type: a photo is checked and re-encoded the way the
 * listing photos are (orientation applied, GPS and camera metadata gone), a PDF is kept as it is.
 */
async function prepare(file: UploadedFile): Promise<Prepared> {
  if (file.data.subarray(0, 5).toString('latin1') === '%PDF-')
    return {
      data: file.data,
      contentType: 'application/pdf',
      ext: 'pdf',
      filename: withExtension(file.filename, 'pdf'),
    };
  if (!sniffImage(file.data)) throw wrongType();
  const photo = await processUpload(file.data).catch((error: unknown) => {
    // The photo checks speak of listing photos; say the same in the inbox's own words.
    if (error instanceof ApiError && error.code === 'image_too_large')
      throw badRequest(error.detail, { file: 'inbox-attachments.errors.image_pixels' }, error.code);
    if (error instanceof ApiError)
      throw badRequest(
        error.detail,
        { file: 'inbox-attachments.errors.image_corrupt' },
        error.code,
      );
    throw error;
  });
  const edge = MESSAGE_ATTACHMENTS.thumbnailEdge;
  const thumbnail = await sharp(photo.data)
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();
  return {
    data: photo.data,
    contentType: 'image/jpeg',
    ext: 'jpg',
    filename: withExtension(file.filename, 'jpg'),
    image: { width: photo.width, height: photo.height, thumbnail },
  };
}

/** A re-encoded photo is a JPEG whatever it was called: `IMG_1.HEIC` becomes `IMG_1.jpg`. */
function withExtension(filename: string, ext: string): string {
  const stem = filename.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'file';
  return `${stem}.${ext}`;
}

/** Stores one uploaded file of a conversation, not yet in any message. */
export async function storeMessageAttachment(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  conversationId: number,
  uploaderId: number,
  file: UploadedFile,
): Promise<MessageAttachmentRow> {
  // A quota, not a ledger: concurrent uploads may pass it by a file or two, which is harmless.
  const unsent = await countUnsentAttachments(ctx.db, conversationId, uploaderId);
  if (unsent >= MESSAGE_ATTACHMENTS.maxUnsentPerConversation)
    throw badRequest(
      `At most ${MESSAGE_ATTACHMENTS.maxUnsentPerConversation} unsent files in a conversation; send or remove some first.`,
      { file: MESSAGE_ATTACHMENT_ERRORS.tooManyUnsent },
      'too_many_unsent_attachments',
    );
  const prepared = await prepare(file);
  const base = `conversations/${conversationId}/files/${randomUUID()}`;
  const storageKey = `${base}.${prepared.ext}`;
  const thumbnailKey = prepared.image ? `${base}-thumb.jpg` : null;
  await ctx.storage.put(storageKey, prepared.data, prepared.contentType);
  if (thumbnailKey && prepared.image)
    await ctx.storage.put(thumbnailKey, prepared.image.thumbnail, 'image/jpeg');
  try {
    return await insertMessageAttachment(ctx.db, {
      conversationId,
      uploaderId,
      storageKey,
      thumbnailKey,
      filename: prepared.filename,
      contentType: prepared.contentType,
      bytes: prepared.data.length,
      width: prepared.image?.width ?? null,
      height: prepared.image?.height ?? null,
    });
  } catch (error) {
    // No row shows the stored files: remove them rather than leave them unreachable.
    await ctx.storage.delete(storageKey);
    if (thumbnailKey) await ctx.storage.delete(thumbnailKey);
    throw error;
  }
}

/** Gives uploaded files to a new message; an id not the sender's unsent file of this conversation is refused. */
export async function attachToMessage(
  tx: Tx,
  ids: readonly number[],
  conversationId: number,
  senderId: number,
  messageId: number,
): Promise<MessageAttachmentRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length > MESSAGE_ATTACHMENTS.maxPerMessage)
    throw badRequest(
      `At most ${MESSAGE_ATTACHMENTS.maxPerMessage} files in a message.`,
      { attachment_ids: MESSAGE_ATTACHMENT_ERRORS.tooMany },
      'too_many_attachments',
    );
  const rows = await claimMessageAttachments(tx, unique, conversationId, senderId, messageId);
  if (rows.length !== unique.length)
    throw badRequest(
      'An attachment was not found, or has been sent already.',
      { attachment_ids: MESSAGE_ATTACHMENT_ERRORS.unknown },
      'unknown_attachment',
    );
  return rows;
}

/** What a file looks like in a message, with links that open it for a while. */
export async function toAttachmentViews(
  db: Db,
  rows: readonly MessageAttachmentRow[],
): Promise<MessageAttachmentView[]> {
  return Promise.all(
    rows.map(async (row) => {
      const link = await createScopedFileLink(
        db,
        MESSAGE_FILE_SCOPE,
        row.id,
        MESSAGE_ATTACHMENTS.downloadLinkSeconds,
      );
      const url = `/api/message-files/${link.token}/`;
      return {
        id: row.id,
        file_name: row.filename,
        content_type: row.contentType,
        size: row.bytes,
        width: row.width,
        height: row.height,
        url,
        thumbnail_url: row.thumbnailKey ? `${url}?thumbnail=1` : null,
        expires_at: link.expiresAt.toISOString(),
      };
    }),
  );
}

/** The files of each message, by message id (the read of a page of messages). */
export async function loadAttachmentViewsByMessage(
  db: Db,
  messageIds: readonly number[],
): Promise<Map<number, MessageAttachmentView[]>> {
  const rows = await listAttachmentsOfMessages(db, messageIds);
  const views = await toAttachmentViews(db, rows);
  const byMessage = new Map<number, MessageAttachmentView[]>();
  rows.forEach((row, i) => {
    const list = byMessage.get(row.messageId!) ?? [];
    list.push(views[i]!);
    byMessage.set(row.messageId!, list);
  });
  return byMessage;
}
