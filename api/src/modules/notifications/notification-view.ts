import type { z } from 'zod';
import type { BlacklistRow, NotificationRow } from './notifications-repository.js';
import type { blacklistEntryResponse, notificationResponse } from './notification-schemas.js';

export type NotificationView = z.infer<typeof notificationResponse>;
export type BlacklistEntryView = z.infer<typeof blacklistEntryResponse>;

export function notificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    notification_type: row.type,
    clicked: row.clickedAt !== null,
    clicked_at: row.clickedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    target_path: row.targetPath,
    data: row.data,
  };
}

export function blacklistEntryView(row: BlacklistRow): BlacklistEntryView {
  return {
    id: row.id,
    notification_type: row.type,
    method: row.method,
    created_at: row.createdAt.toISOString(),
  };
}
