import type { InspectionSubjectKind } from '../../../__generated__/graphql';
import { paths } from '../../../app/paths';
import type { ReportDetail, ReportUnit } from '../model';

/** What the rooms step checks (SPEC 5): surfaces and fixtures; furniture has its own step. */
export const ROOM_SUBJECT_KINDS: readonly InspectionSubjectKind[] = ['SURFACE', 'FIXTURE'];

/** The report's rooms in walking order: every unit, the apartment as a whole first as listed. */
export function firstRoomId(report: Pick<ReportDetail, 'units'>): string | undefined {
  return report.units[0]?.id;
}

/** A room, its place in the walk and its neighbours; null when the room is not on the report. */
export function roomAt(units: readonly ReportUnit[], roomId: string) {
  const index = units.findIndex((u) => u.id === roomId);
  if (index < 0) return null;
  return {
    unit: units[index] as ReportUnit,
    index,
    previous: units[index - 1],
    next: units[index + 1],
  };
}

export function roomHref(id: string, room: string): string {
  return paths.inspectionStepRoom.href({ id, room });
}

/** How many room subjects of the whole report still have no condition. */
export function missingConditions(units: readonly ReportUnit[]): number {
  return units
    .flatMap((u) => u.subjects)
    .filter((s) => ROOM_SUBJECT_KINDS.includes(s.kind) && s.condition === null).length;
}
