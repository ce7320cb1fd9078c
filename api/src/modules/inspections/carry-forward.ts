import type { Tx } from '../../db/client.js';
import {
  insertIssues,
  insertSubjects,
  insertUnit,
  insertUsers,
  listReportParts,
  type InspectionReportRow,
} from './inspections-repository.js';

/**
 * A move-out starts from the committed move-in: the same users, rooms and subjects (each with
 * the move-in condition beside an empty one) and every move-in defect, marked as carried, so
 * only what is new can support a claim on the security.
 */
export async function carryForward(
  tx: Tx,
  moveIn: InspectionReportRow,
  moveOut: InspectionReportRow,
): Promise<void> {
  const parts = await listReportParts(tx, [moveIn.id]);
  await insertUsers(
    tx,
    parts.users.map((u) => ({
      reportId: moveOut.id,
      userId: u.userId,
      role: u.role,
      name: u.name,
      isIndividual: u.isIndividual,
      phones: u.phones,
      emails: u.emails,
    })),
  );
  const subjectIds = new Map<number, number>();
  for (const unit of parts.units) {
    const copy = await insertUnit(tx, {
      reportId: moveOut.id,
      type: unit.type,
      name: unit.name,
      position: unit.position,
      carriedFromUnitId: unit.id,
    });
    const from = parts.subjects.filter((s) => s.unitId === unit.id);
    const copies = await insertSubjects(
      tx,
      from.map((s) => ({
        reportId: moveOut.id,
        unitId: copy.id,
        kind: s.kind,
        tag: s.tag,
        name: s.name,
        position: s.position,
        carriedFromSubjectId: s.id,
        previousCondition: s.condition,
      })),
    );
    for (const c of copies)
      if (c.carriedFromSubjectId) subjectIds.set(c.carriedFromSubjectId, c.id);
  }
  await insertIssues(
    tx,
    parts.issues.flatMap((i) => {
      const subjectId = subjectIds.get(i.subjectId);
      return subjectId === undefined
        ? []
        : [
            {
              reportId: moveOut.id,
              subjectId,
              description: i.description,
              severity: i.severity,
              responsibility: i.responsibility,
              isCarried: true,
              carriedFromIssueId: i.id,
              createdById: i.createdById,
            },
          ];
    }),
  );
}
