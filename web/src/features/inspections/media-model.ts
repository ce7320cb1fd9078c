import type { TFunction } from 'i18next';
import type { InspectionReportMediaQuery } from '../../__generated__/graphql';
import { paths } from '../../app/paths';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';
import type { InspectionArea } from './model';

export type MediaReport = NonNullable<InspectionReportMediaQuery['inspectionReport']>;
export type MediaUnit = MediaReport['units'][number];
export type MediaSubject = MediaUnit['subjects'][number];
export type MediaIssue = MediaSubject['issues'][number];

/** A room's name: its own, or the type's word numbered when the type repeats (Svefnherbergi 2). */
export function mediaUnitLabel(t: TFunction, unit: MediaUnit, units: readonly MediaUnit[]) {
  const base = unit.name ?? t(`inspections.rooms.${unit.type.toLowerCase()}`);
  const same = units.filter((u) => u.type === unit.type);
  return same.length > 1 ? `${base} ${same.indexOf(unit) + 1}` : base;
}

export function mediaSubjectLabel(t: TFunction, subject: MediaSubject) {
  return subject.name ?? t(`inspections.subjects.${subject.tag.toLowerCase()}`);
}

/** The report page and its two subpages, for the tabs between them. */
export function reportTabs(area: InspectionArea, id: string) {
  return [
    { key: 'report', href: paths.inspectionReport.href({ id }) },
    {
      key: 'images',
      href:
        area === 'landlord'
          ? paths.landlordInspectionImages.href({ id })
          : paths.tenantInspectionImages.href({ id }),
    },
    {
      key: 'issues',
      href:
        area === 'landlord'
          ? paths.landlordInspectionIssues.href({ id })
          : paths.tenantInspectionIssues.href({ id }),
    },
  ] as const;
}

/** The api's reasons (read_only, forbidden...) in the inspection-photos catalogue's words. */
export function translatePhotoError(t: TFunction, error: unknown): string {
  const { reason, code } = getGraphError(error);
  const key =
    reason ?? (code === 'CONFLICT' ? 'read_only' : code === 'FORBIDDEN' ? 'not_uploader' : null);
  if (key && t(`inspection-photos.errors.${key}`, { defaultValue: '' }))
    return t(`inspection-photos.errors.${key}`);
  return translateGraphError(t, error);
}
