import common from '@leiga/domain/locales/en/common.json';
import errors from '@leiga/domain/locales/en/errors.json';
import fraud from '@leiga/domain/locales/en/fraud.json';
import attachments from '@leiga/domain/locales/en/inbox-attachments.json';
import mobile from '@leiga/domain/locales/en/mobile.json';
import delivery from '@leiga/domain/locales/en/notification-delivery.json';
import notifications from '@leiga/domain/locales/en/notifications.json';
import type { Catalogue } from '../namespaces';

export const CATALOGUE: Catalogue = {
  common,
  errors,
  fraud,
  'inbox-attachments': attachments,
  mobile,
  notifications,
  'notification-delivery': delivery,
};
