import common from '@leiga/domain/locales/pl/common.json';
import errors from '@leiga/domain/locales/pl/errors.json';
import fraud from '@leiga/domain/locales/pl/fraud.json';
import attachments from '@leiga/domain/locales/pl/inbox-attachments.json';
import inspectionPhotos from '@leiga/domain/locales/pl/inspection-photos.json';
import inspectionSigning from '@leiga/domain/locales/pl/inspection-signing.json';
import inspectionSteps from '@leiga/domain/locales/pl/inspection-steps.json';
import inspections from '@leiga/domain/locales/pl/inspections.json';
import mobile from '@leiga/domain/locales/pl/mobile.json';
import delivery from '@leiga/domain/locales/pl/notification-delivery.json';
import notifications from '@leiga/domain/locales/pl/notifications.json';
import validation from '@leiga/domain/locales/pl/validation.json';
import type { Catalogue } from '../namespaces';

export const CATALOGUE: Catalogue = {
  common,
  errors,
  fraud,
  'inbox-attachments': attachments,
  inspections,
  'inspection-photos': inspectionPhotos,
  'inspection-signing': inspectionSigning,
  'inspection-steps': inspectionSteps,
  mobile,
  notifications,
  'notification-delivery': delivery,
  validation,
};
