import type { TFunction } from 'i18next';
import {
  InspectionSteps_ReportFragmentDoc,
  type InspectionKeyRecipient,
  type InspectionKeyType,
} from '../../../__generated__/graphql';
import { getFragmentData, type FragmentType } from '../../../__generated__';
import { paths } from '../../../app/paths';

/** The edit steps the phone walks through, in order (SPEC 2's paths). */
export const STEP_PAGES = [
  'keys',
  'rooms',
  'meter-readings',
  'furniture-and-appliances',
  'summary',
] as const;
export type StepPage = (typeof STEP_PAGES)[number];

export const KEY_TYPES: readonly InspectionKeyType[] = [
  'FRONT_DOOR',
  'APARTMENT',
  'MAILBOX',
  'STORAGE',
  'GARAGE',
  'OTHER',
];
export const KEY_RECIPIENTS: readonly InspectionKeyRecipient[] = [
  'TENANT',
  'LANDLORD',
  'AGENT',
  'INSPECTOR',
];

/** A step's page; the rooms step opens at its first room (the report page while it has none). */
export function stepHref(id: string, step: StepPage, firstRoomId?: string): string {
  switch (step) {
    case 'keys':
      return paths.inspectionStepKeys.href({ id });
    case 'rooms':
      return firstRoomId
        ? paths.inspectionStepRoom.href({ id, room: firstRoomId })
        : paths.inspectionReport.href({ id });
    case 'meter-readings':
      return paths.inspectionStepMeters.href({ id });
    case 'furniture-and-appliances':
      return paths.inspectionStepFurniture.href({ id });
    case 'summary':
      return paths.inspectionStepSummary.href({ id });
  }
}

export function readSteps(ref: FragmentType<typeof InspectionSteps_ReportFragmentDoc>) {
  return getFragmentData(InspectionSteps_ReportFragmentDoc, ref);
}
export type StepsReport = ReturnType<typeof readSteps>;

/** A field error or step problem code (a catalogue key) in the reader's words. */
export function translateCode(t: TFunction, code: string): string {
  return t(code, { defaultValue: t('inspection-steps.errors.required') });
}

/** Field errors of a zod parse as { field: catalogue key }. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  return Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
}
