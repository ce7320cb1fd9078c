import { z } from 'zod';
import { isoMoment } from '../../http/responses.js';

/** A file in a message; `url` (and a photo's `thumbnail_url`) work until `expires_at`. */
export const messageAttachmentResponse = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  expires_at: isoMoment,
});
export type MessageAttachmentView = z.infer<typeof messageAttachmentResponse>;
