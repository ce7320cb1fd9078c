import common from '@leiga/domain/locales/uk/common.json';
import errors from '@leiga/domain/locales/uk/errors.json';
import fraud from '@leiga/domain/locales/uk/fraud.json';
import attachments from '@leiga/domain/locales/uk/inbox-attachments.json';
import inspectionPhotos from '@leiga/domain/locales/uk/inspection-photos.json';
import inspectionSigning from '@leiga/domain/locales/uk/inspection-signing.json';
import inspectionSteps from '@leiga/domain/locales/uk/inspection-steps.json';
import inspections from '@leiga/domain/locales/uk/inspections.json';
import mobile from '@leiga/domain/locales/uk/mobile.json';
import delivery from '@leiga/domain/locales/uk/notification-delivery.json';
import notifications from '@leiga/domain/locales/uk/notifications.json';
import validation from '@leiga/domain/locales/uk/validation.json';
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
