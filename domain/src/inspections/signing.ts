import { z } from 'zod';
import type { SignerStatus } from '../contracts/signing.js';
import type { InspectionRole } from './constants.js';

/**
 * Signing an inspection report (issue #17): after commit every landlord and tenant signs through
 * the e-signature provider; a tenant may decline with a reason, and the landlord side may then
 * finish. Later findings on the signed report are addenda.
 */

/** The roles that sign a report: each landlord and each tenant. */
export const INSPECTION_SIGNER_ROLES: readonly InspectionRole[] = ['LL', 'TN'];

export const ADDENDUM_STATUSES = ['DRAFT', 'COMMITTED'] as const;
export type AddendumStatus = (typeof ADDENDUM_STATUSES)[number];

export const INSPECTION_SIGNING_LIMITS = {
  declineReasonMaxLength: 1000,
  addendumMaxLength: 4000,
  maxAttendees: 50,
} as const;

const L = INSPECTION_SIGNING_LIMITS;
const required = 'inspection-signing.validation.required';
const tooLong = 'inspection-signing.validation.too_long';

/** POST inspection-reports/{id}/decline/: why the tenant will not sign. */
export const declineInspectionSchema = z.object({
  reason: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(L.declineReasonMaxLength, { error: tooLong }),
});
export type DeclineInspection = z.infer<typeof declineInspectionSchema>;

/** PUT inspection-reports/{id}/attendance/: who was present, by report user. */
export const inspectionAttendanceSchema = z.object({
  attendees: z
    .array(
      z.object({
        user_id: z.number({ error: required }).int().positive(),
        present: z.boolean({ error: required }),
      }),
      { error: required },
    )
    .max(L.maxAttendees, { error: tooLong }),
});
export type InspectionAttendanceInput = z.infer<typeof inspectionAttendanceSchema>;

/** POST and PATCH inspection-reports/{id}/addenda/: what was found later. */
export const inspectionAddendumSchema = z.object({
  text: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(L.addendumMaxLength, { error: tooLong }),
});
export type InspectionAddendumInput = z.infer<typeof inspectionAddendumSchema>;

export type InspectionSignerState = { role: InspectionRole; status: SignerStatus };

/**
 * Whether signing is over: every landlord has signed and every tenant has signed or declined.
 * `all`: everyone signed (the provider finishes it by itself); `finishable`: the landlord side
 * may finish it though a tenant declined.
 */
export function getSigningCompletion(
  signers: readonly InspectionSignerState[],
): 'open' | 'all' | 'finishable' {
  if (signers.length === 0) return 'open';
  if (signers.every((s) => s.status === 'signed')) return 'all';
  const landlordsSigned = signers
    .filter((s) => s.role === 'LL')
    .every((s) => s.status === 'signed');
  const othersDone = signers.every((s) => s.role !== 'TN' || s.status !== 'pending');
  const landlordDeclined = signers.some((s) => s.role === 'LL' && s.status === 'declined');
  return landlordsSigned && othersDone && !landlordDeclined ? 'finishable' : 'open';
}

/** Only a tenant declines an inspection report; a landlord who disagrees uncommits and edits. */
export function canDeclineInspection(role: InspectionRole): boolean {
  return role === 'TN';
}

/**
 * Who starts and finishes signing: the landlord side (landlord, agent, inspector) and staff. A
 * tenant signs or declines; finishing over their own decline is not theirs to do.
 */
export function canManageInspectionSigning(actor: {
  isStaff: boolean;
  roles: readonly InspectionRole[];
}): boolean {
  return actor.isStaff || actor.roles.some((r) => r === 'LL' || r === 'AG' || r === 'IN');
}
