import type {
  ConsentListResolvers,
  ConsentResolvers,
  NotificationPageResolvers,
  NotificationResolvers,
  NotificationSettingResolvers,
  TermsStatusResolvers,
} from '../../__generated__/resolvers-types.js';
import {
  ConsentType as ConsentTypeEnum,
  NotificationMethod as NotificationMethodEnum,
  NotificationType as NotificationTypeEnum,
} from '../../rest/notifications-types.js';

export const NotificationType = NotificationTypeEnum;
export const NotificationMethod = NotificationMethodEnum;
export const ConsentType = ConsentTypeEnum;

export const Notification: NotificationResolvers = {
  type: (n) => n.notification_type,
  isClicked: (n) => n.clicked,
  clickedAt: (n) => n.clicked_at,
  createdAt: (n) => n.created_at,
  targetPath: (n) => n.target_path,
  title: (n) => n.data.title ?? null,
  name: (n) => n.data.name ?? null,
  isAccepted: (n) => (n.data.decision ? n.data.decision === 'accepted' : null),
};

export const NotificationPage: NotificationPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  unreadCount: (p) => p.rest.unread_count,
  items: (p) => p.rest.results,
};

export const NotificationSetting: NotificationSettingResolvers = {
  type: (s) => s.notification_type,
  isOffered: (s) => s.is_offered,
  isEnabled: (s) => s.enabled,
  blacklistId: (s) => s.blacklist_id,
};

export const Consent: ConsentResolvers = {
  type: (c) => c.consent_type,
  givenAt: (c) => c.given_at,
  revokedAt: (c) => c.revoked_at,
  isActive: (c) => c.revoked_at === null,
};

export const ConsentList: ConsentListResolvers = {
  items: (c) => c.results,
};

export const TermsStatus: TermsStatusResolvers = {
  currentVersion: (t) => t.current_version,
  acceptedVersion: (t) => t.accepted_version,
  mustAccept: (t) => t.must_accept,
};
