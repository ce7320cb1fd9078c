import type { TFunction } from 'i18next';
import { paths } from '../../../app/paths';
import {
  mediaSubjectLabel,
  mediaUnitLabel,
  type MediaIssue,
  type MediaReport,
  type MediaSubject,
  type MediaUnit,
} from '../media-model';

type MediaPhoto = MediaUnit['photos'][number];

/** A photo of the report with what it shows: a room, a subject in it, or a defect of a subject. */
export type StepPhoto = {
  photo: MediaPhoto;
  unit: MediaUnit;
  subject: MediaSubject | null;
  issue: MediaIssue | null;
};

/** Every photo of the report in walking order: room, then its subjects, then their defects. */
export function reportPhotos(report: MediaReport): StepPhoto[] {
  return report.units.flatMap((unit) => [
    ...unit.photos.map((photo) => ({ photo, unit, subject: null, issue: null })),
    ...unit.subjects.flatMap((subject) => [
      ...subject.photos.map((photo) => ({ photo, unit, subject, issue: null })),
      ...subject.issues.flatMap((issue) =>
        issue.photos.map((photo) => ({ photo, unit, subject, issue })),
      ),
    ]),
  ]);
}

/** What a photo shows, most specific last: room, subject, defect. */
export function photoTargets(t: TFunction, report: MediaReport, item: StepPhoto): string[] {
  const lines = [
    t('inspection-rooms.media.room', { room: mediaUnitLabel(t, item.unit, report.units) }),
  ];
  if (item.subject)
    lines.push(
      t('inspection-rooms.media.subject', { subject: mediaSubjectLabel(t, item.subject) }),
    );
  if (item.issue) lines.push(t('inspection-rooms.media.issue', { issue: item.issue.description }));
  return lines;
}

export function photoHref(id: string, photo: string): string {
  return paths.inspectionStepPhoto.href({ id, photo });
}
