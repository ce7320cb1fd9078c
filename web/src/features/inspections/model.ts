import type { TFunction } from 'i18next';
import {
  InspectionReport_ReportFragmentDoc,
  InspectionRow_ReportFragmentDoc,
  InspectionSubject_SubjectFragmentDoc,
  type InspectionCondition,
  type InspectionIssueResponsibility,
  type InspectionIssueSeverity,
  type InspectionStatus,
} from '../../__generated__/graphql';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { paths } from '../../app/paths';
import type { BadgeTone } from '../../ui/Card';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';

export const INSPECTION_STATUS_TONES: Readonly<Record<InspectionStatus, BadgeTone>> = {
  DRAFT: 'neutral',
  SIGNING: 'warning',
  SIGNED: 'success',
};

export const CONDITIONS: readonly InspectionCondition[] = [
  'NEW',
  'GOOD',
  'WORN',
  'DAMAGED',
  'MISSING',
];
export const SEVERITIES: readonly InspectionIssueSeverity[] = ['MINOR', 'MODERATE', 'MAJOR'];
export const RESPONSIBILITIES: readonly InspectionIssueResponsibility[] = [
  'UNDECIDED',
  'LANDLORD',
  'TENANT',
  'SHARED',
];

export type InspectionArea = 'landlord' | 'tenant';

export function inspectionListHref(area: InspectionArea): string {
  return area === 'landlord'
    ? paths.landlordInspectionReports.href()
    : paths.tenantInspectionReports.href();
}

export function readReportRow(ref: FragmentType<typeof InspectionRow_ReportFragmentDoc>) {
  return getFragmentData(InspectionRow_ReportFragmentDoc, ref);
}

/** The report page's data with every fragment unmasked. */
export function readReport(ref: FragmentType<typeof InspectionReport_ReportFragmentDoc>) {
  const report = getFragmentData(InspectionReport_ReportFragmentDoc, ref);
  return {
    ...report,
    row: readReportRow(report),
    units: report.units.map((u) => ({
      ...u,
      subjects: u.subjects.map((s) => getFragmentData(InspectionSubject_SubjectFragmentDoc, s)),
    })),
  };
}
export type ReportDetail = ReturnType<typeof readReport>;
export type ReportUnit = ReportDetail['units'][number];
export type ReportSubject = ReportUnit['subjects'][number];

/** A unit's name: the room type's word, numbered when a type repeats (Svefnherbergi 2). */
export function unitLabel(t: TFunction, unit: ReportUnit, units: readonly ReportUnit[]): string {
  const base = unit.name ?? t(`inspections.rooms.${unit.type.toLowerCase()}`);
  const same = units.filter((u) => u.type === unit.type);
  return same.length > 1 ? `${base} ${same.indexOf(unit) + 1}` : base;
}

export function subjectLabel(t: TFunction, subject: ReportSubject): string {
  return subject.name ?? t(`inspections.subjects.${subject.tag.toLowerCase()}`);
}

/** The api's reasons (read_only, already_signed, report_incomplete...) in the catalogue's words. */
export function translateInspectionError(t: TFunction, error: unknown): string {
  const { reason, code } = getGraphError(error);
  const key = reason ?? (code === 'CONFLICT' ? 'read_only' : null);
  if (key && t(`inspections.errors.${key}`, { defaultValue: '' }))
    return t(`inspections.errors.${key}`);
  return translateGraphError(t, error);
}
