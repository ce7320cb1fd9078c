import common from '@leiga/domain/locales/is/common.json';
import errors from '@leiga/domain/locales/is/errors.json';
import fraud from '@leiga/domain/locales/is/fraud.json';
import attachments from '@leiga/domain/locales/is/inbox-attachments.json';
import mobile from '@leiga/domain/locales/is/mobile.json';
import delivery from '@leiga/domain/locales/is/notification-delivery.json';
import notifications from '@leiga/domain/locales/is/notifications.json';
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
