import common from '@leiga/domain/locales/en/common.json';
import errors from '@leiga/domain/locales/en/errors.json';
import fraud from '@leiga/domain/locales/en/fraud.json';
import attachments from '@leiga/domain/locales/en/inbox-attachments.json';
import inspectionPhotos from '@leiga/domain/locales/en/inspection-photos.json';
import inspectionSigning from '@leiga/domain/locales/en/inspection-signing.json';
import inspectionSteps from '@leiga/domain/locales/en/inspection-steps.json';
import inspections from '@leiga/domain/locales/en/inspections.json';
import mobile from '@leiga/domain/locales/en/mobile.json';
import delivery from '@leiga/domain/locales/en/notification-delivery.json';
import notifications from '@leiga/domain/locales/en/notifications.json';
import validation from '@leiga/domain/locales/en/validation.json';
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
