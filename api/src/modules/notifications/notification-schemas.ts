import { z } from 'zod';
import { CONSENT_TYPES, NOTIFICATION_METHODS, NOTIFICATION_TYPES } from '@leiga/domain';
import { isoMoment, pageOf } from '../../http/responses.js';

/** The REST answers of notifications, their settings and consents, written once. */
export const notificationResponse = z.object({
  id: z.number().int(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  clicked: z.boolean(),
  clicked_at: isoMoment.nullable(),
  created_at: isoMoment,
  /** Where a click leads: a web path without locale prefix. */
  target_path: z.string(),
  data: z.object({
    title: z.string().optional(),
    name: z.string().optional(),
    decision: z.enum(['accepted', 'denied']).optional(),
  }),
});

export const notificationPageResponse = pageOf(notificationResponse).extend({
  unread_count: z.number().int(),
});

export const notificationSettingResponse = z.object({
  notification_type: z.enum(NOTIFICATION_TYPES),
  method: z.enum(NOTIFICATION_METHODS),
  is_offered: z.boolean(),
  enabled: z.boolean(),
  blacklist_id: z.number().int().nullable(),
});
export const notificationSettingsResponse = z.object({
  results: z.array(notificationSettingResponse),
});

export const blacklistEntryResponse = z.object({
  id: z.number().int(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  method: z.enum(NOTIFICATION_METHODS),
  created_at: isoMoment,
});
export const blacklistResponse = z.object({ results: z.array(blacklistEntryResponse) });

export const consentResponse = z.object({
  id: z.number().int(),
  consent_type: z.enum(CONSENT_TYPES),
  version: z.string().nullable(),
  given_at: isoMoment,
  revoked_at: isoMoment.nullable(),
});

export const consentsResponse = z.object({
  results: z.array(consentResponse),
  terms: z.object({
    current_version: z.string(),
    accepted_version: z.string().nullable(),
    must_accept: z.boolean(),
  }),
});
