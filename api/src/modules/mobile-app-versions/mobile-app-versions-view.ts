import { z } from 'zod';
import { MOBILE_PLATFORMS } from '@leiga/domain';
import type { MobileAppVersionRow } from './mobile-app-versions-repository.js';

export const mobileAppVersionResponse = z.object({
  platform: z.enum(MOBILE_PLATFORMS),
  current_version: z.string(),
  minimum_version: z.string(),
  updated_at: z.string(),
});

export const toMobileAppVersionView = (
  row: MobileAppVersionRow,
): z.infer<typeof mobileAppVersionResponse> => ({
  platform: row.platform,
  current_version: row.currentVersion,
  minimum_version: row.minimumVersion,
  updated_at: row.updatedAt.toISOString(),
});
