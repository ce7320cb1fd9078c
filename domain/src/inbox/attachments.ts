import { z } from 'zod';
import { dbIdSchema } from '../shared/ids.js';
import { MESSAGE_MAX_LENGTH } from './constants.js';

/**
 * Files in messages (issue #15): photos as the listing photos take them, and PDFs. The api checks
 * the bytes; the web checks the declared type and size first, to say so before uploading.
 */
export const MESSAGE_ATTACHMENTS = {
  maxBytes: 10 * 1024 * 1024,
  maxPerMessage: 5,
  /** The long edge of the thumbnail a photo shows as in the conversation. */
  thumbnailEdge: 480,
  /** What the file picker offers; HEIC/HEIF is what phones take photos in. */
  accept: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'],
  /** How long a download link works (a page reloads its links when it loads). */
  downloadLinkSeconds: 30 * 60,
  /** Files one person may have uploaded to a conversation and not yet sent. */
  maxUnsentPerConversation: 20,
  /** Files uploaded and never sent are removed after this long. */
  unsentKeepHours: 24,
} as const;

/** Field error keys of an attachment; the api answers the same keys. */
export const MESSAGE_ATTACHMENT_ERRORS = {
  type: 'inbox-attachments.errors.file_type',
  size: 'inbox-attachments.errors.file_size',
  tooMany: 'inbox-attachments.errors.file_count',
  unknown: 'inbox-attachments.errors.unknown_attachment',
  tooManyUnsent: 'inbox-attachments.errors.too_many_unsent',
} as const;

/** The quick look before uploading: a declared type the api may take, and the size. */
export function messageAttachmentProblem(file: { type: string; size: number; name: string }) {
  const byName = /\.(jpe?g|png|webp|heic|heif|pdf)$/i.test(file.name);
  const byType = (MESSAGE_ATTACHMENTS.accept as readonly string[]).includes(file.type);
  // Some browsers leave a HEIC photo's type empty: the name decides then.
  if (!byType && !(file.type === '' && byName)) return MESSAGE_ATTACHMENT_ERRORS.type;
  if (file.size > MESSAGE_ATTACHMENTS.maxBytes) return MESSAGE_ATTACHMENT_ERRORS.size;
  return null;
}

/**
 * A message in a conversation: text (up to 5,000 characters) and uploaded attachments by id; the
 * text may be empty when files go with it.
 */
export const conversationMessageSchema = z
  .object({
    message: z
      .string({ error: 'validation.required' })
      .trim()
      .max(MESSAGE_MAX_LENGTH, { error: 'validation.message_length' })
      .default(''),
    // The api answers more than maxPerMessage in its own words; this bound only caps the body.
    attachment_ids: z.array(dbIdSchema()).max(100).default([]),
  })
  .refine((m) => m.message.length > 0 || m.attachment_ids.length > 0, {
    error: 'validation.required',
    path: ['message'],
  });
export type ConversationMessageInput = z.infer<typeof conversationMessageSchema>;
