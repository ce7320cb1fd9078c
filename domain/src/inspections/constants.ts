/**
 * Inspection report (úttekt) vocabularies: the values the api stores and the inspections
 * catalogue translates (domain/src/locales/<lang>/inspections.json).
 */

/** SPEC 4: DRAFT is editable; every other status reads only. research 5.3 names the rest. */
export const INSPECTION_STATUSES = ['DRAFT', 'SIGNING', 'SIGNED'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

/** Made when the lease starts (move-in) or ends (move-out). */
export const INSPECTION_KINDS = ['move_in', 'move_out'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

/** SPEC 3: landlord, tenant, inspector, agent; R reads only (SPEC 6). */
export const INSPECTION_ROLES = ['LL', 'TN', 'IN', 'AG', 'R'] as const;
export type InspectionRole = (typeof INSPECTION_ROLES)[number];

/** The condition of a subject; only the exceptions from good are usually changed. */
export const INSPECTION_CONDITIONS = ['new', 'good', 'worn', 'damaged', 'missing'] as const;
export type InspectionCondition = (typeof INSPECTION_CONDITIONS)[number];

export const ISSUE_SEVERITIES = ['minor', 'moderate', 'major'] as const;
export type IssueSeverity = (typeof ISSUE_SEVERITIES)[number];

/** Who answers for a defect; `undecided` until the parties agree. */
export const ISSUE_RESPONSIBILITIES = ['landlord', 'tenant', 'shared', 'undecided'] as const;
export type IssueResponsibility = (typeof ISSUE_RESPONSIBILITIES)[number];

/** What a subject is: part of the room, a fixture, or furniture and appliances (their own step). */
export const SUBJECT_KINDS = ['surface', 'fixture', 'furniture', 'appliance'] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

export const INSPECTION_LIMITS = {
  noteMaxLength: 1000,
  issueDescriptionMaxLength: 2000,
  maxIssuesPerSubject: 20,
} as const;
