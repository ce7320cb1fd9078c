import { z } from 'zod';
import { SIGN_TYPES } from '../contracts/constants.js';
import { ROOM_TYPES } from './config.js';
import {
  INSPECTION_CONDITIONS,
  INSPECTION_KINDS,
  INSPECTION_LIMITS as L,
  ISSUE_RESPONSIBILITIES,
  ISSUE_SEVERITIES,
} from './constants.js';

const required = 'validation.required';

const text = (max: number) =>
  z.string({ error: required }).trim().max(max, { error: 'validation.inspections.too_long' });

/** POST contracts/{id}/inspection-reports/: move-in, or move-out (from the committed move-in). */
export const createInspectionReportSchema = z.object({
  kind: z.enum(INSPECTION_KINDS, { error: 'validation.inspections.kind' }),
});
export type CreateInspectionReport = z.infer<typeof createInspectionReportSchema>;

/** PATCH inspection-subjects/{id}/: the condition (null clears it) and a note. */
export const inspectionSubjectPatchSchema = z
  .object({
    condition: z
      .enum(INSPECTION_CONDITIONS, { error: 'validation.inspections.condition' })
      .nullable(),
    note: text(L.noteMaxLength),
  })
  .partial()
  .refine((v) => v.condition !== undefined || v.note !== undefined, {
    error: 'validation.required',
    path: ['condition'],
  });
export type InspectionSubjectPatch = z.infer<typeof inspectionSubjectPatchSchema>;

const issueShape = {
  description: text(L.issueDescriptionMaxLength).min(1, { error: required }),
  severity: z.enum(ISSUE_SEVERITIES, { error: 'validation.inspections.severity' }),
  responsibility: z.enum(ISSUE_RESPONSIBILITIES, {
    error: 'validation.inspections.responsibility',
  }),
};

/** POST inspection-issues/: a defect of one subject. */
export const createInspectionIssueSchema = z.object({
  subject_id: z
    .number({ error: required })
    .int()
    .positive({ error: 'validation.inspections.subject' }),
  ...issueShape,
  responsibility: issueShape.responsibility.default('undecided'),
});
export type CreateInspectionIssue = z.infer<typeof createInspectionIssueSchema>;

export const inspectionIssuePatchSchema = z
  .object(issueShape)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: required, path: ['description'] });
export type InspectionIssuePatch = z.infer<typeof inspectionIssuePatchSchema>;

/** POST inspection-reports/{id}/commit/. */
export const commitInspectionSchema = z.object({
  sign_type: z.enum(SIGN_TYPES, { error: 'validation.inspections.sign_type' }),
});
export type CommitInspection = z.infer<typeof commitInspectionSchema>;

/** POST inspection-units/{id}/conditions/: every subject of a room still without one gets it. */
export const fillUnitConditionsSchema = z.object({
  condition: z.enum(INSPECTION_CONDITIONS, { error: 'validation.inspections.condition' }),
});
export type FillUnitConditions = z.infer<typeof fillUnitConditionsSchema>;

/** POST inspection-reports/{id}/units/: a room of this type, with its usual subjects. */
export const createInspectionUnitSchema = z.object({
  type: z.enum(ROOM_TYPES, { error: 'validation.inspections.room_type' }),
  name: text(80).min(1, { error: required }).nullable().default(null),
});
export type CreateInspectionUnit = z.infer<typeof createInspectionUnitSchema>;
