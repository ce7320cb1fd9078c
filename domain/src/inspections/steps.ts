import { z } from 'zod';
import { UTILITY_TAGS } from '../contracts/constants.js';

/**
 * The inspection report's keys and meter-readings steps and its comments (issue #17): what
 * the api accepts and the web form checks. Error codes are keys of the inspection-steps
 * catalogue (domain/src/locales/<lang>/inspection-steps.json).
 */

/** Which key changes hands. */
export const KEY_TYPES = [
  'front_door',
  'apartment',
  'mailbox',
  'storage',
  'garage',
  'other',
] as const;
export type KeyType = (typeof KEY_TYPES)[number];

/** Keys are handed to the tenant at move-in and back to the landlord at move-out. */
export const KEY_RECIPIENTS = ['tenant', 'landlord', 'agent', 'inspector'] as const;
export type KeyRecipient = (typeof KEY_RECIPIENTS)[number];

export const INSPECTION_STEP_LIMITS = {
  maxKeyCount: 50,
  maxKeyTransactions: 30,
  maxMeters: 20,
  commentMaxLength: 2000,
  recipientNameMaxLength: 120,
  maxMeterValue: 9_999_999_999.9,
} as const;
const L = INSPECTION_STEP_LIMITS;

const E = 'inspection-steps.errors';
const required = `${E}.required`;

/** POST inspection-reports/{id}/key-transactions/: how many, which, to whom. */
export const keyTransactionSchema = z.object({
  key_type: z.enum(KEY_TYPES, { error: `${E}.key_type` }),
  count: z
    .number({ error: `${E}.key_count` })
    .int({ error: `${E}.key_count` })
    .min(1, { error: `${E}.key_count` })
    .max(L.maxKeyCount, { error: `${E}.key_count` }),
  recipient: z.enum(KEY_RECIPIENTS, { error: `${E}.recipient` }),
  recipient_name: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(L.recipientNameMaxLength, { error: `${E}.too_long` }),
});
export type InspectionKeyInput = z.infer<typeof keyTransactionSchema>;

/** A meter's value as the meter shows it: not negative, at most one decimal. */
export const meterValueSchema = z
  .number({ error: `${E}.meter_value` })
  .min(0, { error: `${E}.meter_value` })
  .max(L.maxMeterValue, { error: `${E}.meter_value` })
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, { error: `${E}.meter_value` });

/** PATCH inspection-reports/{id}/meter-readings/{readingId}/: the value read today. */
export const meterReadingPatchSchema = z.object({ value: meterValueSchema.nullable() });
export type MeterReadingPatch = z.infer<typeof meterReadingPatchSchema>;

/** POST inspection-reports/{id}/meter-readings/: a meter the contract does not list. */
export const meterCreateSchema = z.object({
  utility: z.enum(UTILITY_TAGS, { error: `${E}.utility` }),
  meter_number: z
    .string({ error: required })
    .trim()
    .regex(/^\d{1,20}$/, { error: `${E}.meter_number` }),
  value: meterValueSchema.nullable().default(null),
});
export type MeterCreateInput = z.infer<typeof meterCreateSchema>;

/** POST inspection-reports/{id}/comments/. */
export const inspectionCommentSchema = z.object({
  text: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(L.commentMaxLength, { error: `${E}.too_long` }),
});
export type InspectionCommentInput = z.infer<typeof inspectionCommentSchema>;

export type StepProblem = { path: string; code: string };

/** The keys step: at least one key handed over. */
export function checkKeysStep(keyCount: number): StepProblem[] {
  return keyCount > 0 ? [] : [{ path: 'key_transactions', code: `${E}.no_keys` }];
}

/** The meter-readings step: every meter read. */
export function checkMeterReadingsStep(
  meters: readonly { id: number; value: number | null }[],
): StepProblem[] {
  return meters
    .filter((m) => m.value === null)
    .map((m) => ({ path: `meters.${m.id}`, code: `${E}.reading_missing` }));
}

/** The edit steps whose completeness the report's step list shows, in walking order. */
export const CHECKED_INSPECTION_STEPS = [
  'keys',
  'rooms',
  'meter-readings',
  'furniture-and-appliances',
  'summary',
] as const;
export type CheckedInspectionStep = (typeof CHECKED_INSPECTION_STEPS)[number];
