import { z } from 'zod';
import { INSPECTION_LIMITS, ISSUE_SEVERITIES, type InspectionKind } from './constants.js';

/**
 * The tenant's defect window (issue #17, research 3.2): after a move-in report is signed, the
 * tenant has this many days to add defects they find once living there. They join the signed
 * report as an addendum; the report itself is never edited. The api reads the days from
 * INSPECTION_DEFECT_WINDOW_DAYS and falls back to this.
 */
export const INSPECTION_DEFECT_WINDOW_DAYS = 14;

/** The longest window the environment may set: a quarter of a year. */
export const INSPECTION_DEFECT_WINDOW_MAX_DAYS = 90;

const required = 'validation.required';
const tooLong = 'validation.inspections.too_long';

export const DEFECT_WINDOW_LIMITS = {
  subjectMaxLength: 120,
  descriptionMaxLength: INSPECTION_LIMITS.issueDescriptionMaxLength,
  /** Photos one defect may carry: enough to show a stain near and far, few enough to review. */
  photosPerDefect: 6,
} as const;

/** Catalogue keys (inspection-window namespace) of a defect photo the api refuses. */
export const DEFECT_PHOTO_ERRORS = {
  tooMany: 'inspection-window.errors.too_many_photos',
  notYours: 'inspection-window.errors.defect_not_yours',
} as const;

/** Multipart fields of POST inspection-reports/{id}/defect-window/{addendumId}/photos/. */
export const defectPhotoFieldsSchema = z.object({
  token: z.string({ error: required }).trim().min(1, { error: required }).max(200),
  client_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'inspection-photos.errors.client_key' })
    .optional(),
});
export type DefectPhotoFields = z.infer<typeof defectPhotoFieldsSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the window closes: `days` whole days after the report was signed. */
export function getDefectWindowEnd(signedAt: Date, days = INSPECTION_DEFECT_WINDOW_DAYS): Date {
  return new Date(signedAt.getTime() + days * DAY_MS);
}

/** Why a tenant may not add a defect now, or null when they may. */
export type DefectWindowRefusal = 'not_move_in' | 'not_signed' | 'defect_window_closed';

export function getDefectWindowRefusal(
  report: { kind: InspectionKind; status: string; signedAt: Date | null },
  now: Date,
  days = INSPECTION_DEFECT_WINDOW_DAYS,
): DefectWindowRefusal | null {
  if (report.kind !== 'move_in') return 'not_move_in';
  if (report.status !== 'SIGNED' || !report.signedAt) return 'not_signed';
  if (now.getTime() >= getDefectWindowEnd(report.signedAt, days).getTime())
    return 'defect_window_closed';
  return null;
}

/** POST inspection-reports/{id}/defect-window/: a defect the tenant found after moving in. */
export const tenantDefectSchema = z.object({
  token: z.string({ error: required }).trim().min(1, { error: required }).max(200),
  subject: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(DEFECT_WINDOW_LIMITS.subjectMaxLength, { error: tooLong }),
  description: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(DEFECT_WINDOW_LIMITS.descriptionMaxLength, { error: tooLong }),
  severity: z.enum(ISSUE_SEVERITIES, { error: 'validation.inspections.severity' }),
});
export type TenantDefectInput = z.infer<typeof tenantDefectSchema>;

/**
 * The addendum's text for a tenant's defect: one line a reader of the report understands in any
 * language (the severity is the stored value the catalogues translate).
 */
export function formatTenantDefect(defect: Omit<TenantDefectInput, 'token'>): string {
  return `[${defect.severity}] ${defect.subject}: ${defect.description}`;
}
