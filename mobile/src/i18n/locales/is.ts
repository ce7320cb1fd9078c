import common from '@leiga/domain/locales/is/common.json';
import errors from '@leiga/domain/locales/is/errors.json';
import fraud from '@leiga/domain/locales/is/fraud.json';
import attachments from '@leiga/domain/locales/is/inbox-attachments.json';
import inspectionPhotos from '@leiga/domain/locales/is/inspection-photos.json';
import inspectionSigning from '@leiga/domain/locales/is/inspection-signing.json';
import inspectionSteps from '@leiga/domain/locales/is/inspection-steps.json';
import inspections from '@leiga/domain/locales/is/inspections.json';
import mobile from '@leiga/domain/locales/is/mobile.json';
import delivery from '@leiga/domain/locales/is/notification-delivery.json';
import notifications from '@leiga/domain/locales/is/notifications.json';
import validation from '@leiga/domain/locales/is/validation.json';
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
