import { z } from 'zod';
import { PUSH_PLATFORMS } from '@leiga/domain';
import { isoMoment } from '../../http/responses.js';
import type { PushDeviceRow } from './push-devices-repository.js';

export const pushDeviceResponse = z.object({
  id: z.number().int(),
  platform: z.enum(PUSH_PLATFORMS),
  app_version: z.string(),
  /** The token's last characters only: enough to tell phones apart, useless to anyone else. */
  token_suffix: z.string(),
  created_at: isoMoment,
  last_seen_at: isoMoment,
});

export function pushDeviceView(row: PushDeviceRow): z.infer<typeof pushDeviceResponse> {
  return {
    id: row.id,
    platform: row.platform,
    app_version: row.appVersion,
    token_suffix: row.token.slice(-6),
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  };
}
