import { z } from 'zod';
import type { InspectionRole } from './constants.js';
import { INSPECTION_SIGNER_ROLES, INSPECTION_SIGNING_LIMITS } from './signing.js';

/**
 * Signing an inspection report on paper (sign type `paper`): the landlord side prints the
 * committed report, the landlords and tenants sign it in the flat, and the landlord side records
 * who signed (a tenant may refuse, with the reason), the day, and a scan or photo of the signed
 * pages. The report is then signed like an electronically signed one, the scan kept beside it.
 */

export const INSPECTION_PAPER_SCAN = {
  /** The scan or photo of the signed pages: PDF, JPEG or PNG, at most 10 MB. */
  maxBytes: 10 * 1024 * 1024,
  maxSigners: 30,
} as const;

const required = 'inspection-signing.validation.required';
const tooLong = 'inspection-signing.validation.too_long';
const E = 'inspection-signing.errors';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => {
  if (!isoDay.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** One landlord or tenant on the signed paper: signed, or refused with the reason. */
export const paperSignerSchema = z
  .object({
    user_id: z.number({ error: required }).int().positive({ error: required }),
    signed: z.boolean({ error: required }),
    decline_reason: z
      .string()
      .trim()
      .max(INSPECTION_SIGNING_LIMITS.declineReasonMaxLength, { error: tooLong })
      .optional(),
  })
  .refine((s) => s.signed || (s.decline_reason ?? '').length > 0, {
    error: `${E}.paper_reason_required`,
    path: ['decline_reason'],
  });

/**
 * POST inspection-reports/{id}/paper-signatures/ (multipart: these fields, `signers` as JSON, and
 * the scan as `file`): the day the paper was signed and each signer's outcome.
 */
export const paperSignaturesSchema = z.object({
  signed_on: z.string({ error: required }).refine(isRealDay, { error: `${E}.paper_date` }),
  signers: z
    .array(paperSignerSchema, { error: required })
    .min(1, { error: required })
    .max(INSPECTION_PAPER_SCAN.maxSigners, { error: tooLong }),
});
export type PaperSignaturesInput = z.infer<typeof paperSignaturesSchema>;

/**
 * What the record says against who must sign (SPEC 5 signing rules as for the electronic way):
 * each landlord and tenant on the report exactly once, every landlord signed, a day neither
 * before the report was committed nor in the future. Field errors by path, as catalogue keys.
 */
export function checkPaperSignatures(
  input: PaperSignaturesInput,
  people: readonly { id: number; role: InspectionRole }[],
  days: { committedOn: string | null; today: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const signing = new Map(
    people.filter((p) => INSPECTION_SIGNER_ROLES.includes(p.role)).map((p) => [p.id, p.role]),
  );
  const seen = new Set<number>();
  input.signers.forEach((s, i) => {
    const role = signing.get(s.user_id);
    if (role === undefined || seen.has(s.user_id)) {
      errors[`signers.${i}.user_id`] = `${E}.paper_unknown_signer`;
      return;
    }
    seen.add(s.user_id);
    if (role === 'LL' && !s.signed) errors[`signers.${i}.signed`] = `${E}.paper_landlord_signs`;
  });
  if ([...signing.keys()].some((id) => !seen.has(id)))
    errors['signers'] = `${E}.paper_missing_signer`;
  if (input.signed_on > days.today) errors['signed_on'] = `${E}.paper_date_future`;
  else if (days.committedOn && input.signed_on < days.committedOn)
    errors['signed_on'] = `${E}.paper_date_before_commit`;
  return errors;
}
