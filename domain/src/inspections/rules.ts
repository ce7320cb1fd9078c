import type { InspectionCondition, InspectionRole, SubjectKind } from './constants.js';
import type { RoomType } from './config.js';

/**
 * SPEC 5's inspection report rules, as pure checks. Each answers the problems it found as
 * `{ path, code }`, `code` a key of the inspections catalogue; an empty list means valid.
 */
export type InspectionProblem = { path: string; code: string };

export type RuleSubject = { id: number; kind: SubjectKind; condition: InspectionCondition | null };
export type RuleUnit = { id: number; type: RoomType; subjects: readonly RuleSubject[] };
export type RuleUser = {
  id: number;
  role: InspectionRole;
  isIndividual: boolean;
  phoneCount: number;
  emailCount: number;
};

const isRoomSubject = (s: RuleSubject) => s.kind === 'surface' || s.kind === 'fixture';

/** The rooms step: at least one unit besides the apartment, and every subject with a status. */
export function checkRoomsStep(units: readonly RuleUnit[]): InspectionProblem[] {
  const problems: InspectionProblem[] = [];
  if (!units.some((u) => u.type !== 'apartment'))
    problems.push({ path: 'units', code: 'inspections.errors.no_rooms' });
  for (const unit of units)
    for (const subject of unit.subjects.filter(isRoomSubject))
      if (subject.condition === null)
        problems.push({
          path: `subjects.${subject.id}`,
          code: 'inspections.errors.condition_missing',
        });
  return problems;
}

/** Furniture and appliances: each needs a status. */
export function checkFurnitureStep(units: readonly RuleUnit[]): InspectionProblem[] {
  return units.flatMap((unit) =>
    unit.subjects
      .filter((s) => !isRoomSubject(s) && s.condition === null)
      .map((s) => ({ path: `subjects.${s.id}`, code: 'inspections.errors.condition_missing' })),
  );
}

/**
 * The summary: landlords and tenants, at least one each, each with a phone and an e-mail;
 * agents are individuals; an inspector, if there is one, has a phone and an e-mail too.
 */
export function checkSummaryStep(users: readonly RuleUser[]): InspectionProblem[] {
  const problems: InspectionProblem[] = [];
  for (const role of ['LL', 'TN'] as const)
    if (!users.some((u) => u.role === role))
      problems.push({ path: `users.${role}`, code: `inspections.errors.no_${role.toLowerCase()}` });
  for (const user of users) {
    const needsContacts = user.role === 'LL' || user.role === 'TN' || user.role === 'IN';
    if (needsContacts && user.phoneCount === 0)
      problems.push({ path: `users.${user.id}.phones`, code: 'inspections.errors.phone_missing' });
    if (needsContacts && user.emailCount === 0)
      problems.push({ path: `users.${user.id}.emails`, code: 'inspections.errors.email_missing' });
    if (user.role === 'AG' && !user.isIndividual)
      problems.push({
        path: `users.${user.id}.is_individual`,
        code: 'inspections.errors.agent_not_individual',
      });
  }
  return problems;
}

/** Every rule a report must pass before it is committed for signing. */
export function getCommitProblems(
  units: readonly RuleUnit[],
  users: readonly RuleUser[],
): InspectionProblem[] {
  return [...checkRoomsStep(units), ...checkFurnitureStep(units), ...checkSummaryStep(users)];
}
