import common from '@leiga/domain/locales/da/common.json';
import errors from '@leiga/domain/locales/da/errors.json';
import fraud from '@leiga/domain/locales/da/fraud.json';
import attachments from '@leiga/domain/locales/da/inbox-attachments.json';
import inspectionPhotos from '@leiga/domain/locales/da/inspection-photos.json';
import inspectionSigning from '@leiga/domain/locales/da/inspection-signing.json';
import inspectionSteps from '@leiga/domain/locales/da/inspection-steps.json';
import inspections from '@leiga/domain/locales/da/inspections.json';
import mobile from '@leiga/domain/locales/da/mobile.json';
import delivery from '@leiga/domain/locales/da/notification-delivery.json';
import notifications from '@leiga/domain/locales/da/notifications.json';
import validation from '@leiga/domain/locales/da/validation.json';
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
