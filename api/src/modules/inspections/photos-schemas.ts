import { z } from 'zod';
import { isoMoment } from '../../http/responses.js';

const id = z.number().int();

/** A photo of a report; `url` and `thumbnail_url` work until `expires_at`. */
export const photoResponse = z.object({
  id,
  report_id: id,
  unit_id: id,
  /** Set when the photo shows a subject (or an issue of it). */
  subject_id: id.nullable(),
  issue_id: id.nullable(),
  uploader_id: id.nullable(),
  file_name: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
  expires_at: isoMoment,
  created_at: isoMoment,
  /** The report is a DRAFT and the viewer took the photo (or is staff). */
  viewer_can_delete: z.boolean(),
});
export const photoListResponse = z.object({ results: z.array(photoResponse) });

/** Ids, comma separated: a report page asks for all its rooms, subjects and issues at once. */
const manyIds = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'validation.ids' })
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine((ids) => ids.length <= 2000 && ids.every((n) => n <= 2_147_483_647), {
    error: 'validation.ids',
  });

export const photoOwnersQuery = z.object({
  report_ids: manyIds.optional(),
  unit_ids: manyIds.optional(),
  subject_ids: manyIds.optional(),
  issue_ids: manyIds.optional(),
});
