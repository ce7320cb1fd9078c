import { z } from 'zod';
import { contractEmailSchema, contractPhoneSchema } from '../contracts/schemas.js';
import { INSPECTION_ROLES, type InspectionRole } from './constants.js';

/**
 * Who is on an inspection report (SPEC 7's report-entities): landlords, tenants, the inspector,
 * agents and readers (R). Error codes are keys of the inspection-rooms catalogue.
 */
export const INSPECTION_ENTITY_LIMITS = {
  nameMaxLength: 120,
  maxContacts: 5,
  maxEntities: 30,
} as const;
const L = INSPECTION_ENTITY_LIMITS;
const E = 'inspection-rooms.errors';

const nameSchema = z
  .string({ error: `${E}.name` })
  .trim()
  .min(1, { error: `${E}.name` })
  .max(L.nameMaxLength, { error: `${E}.name` });
const isIndividualSchema = z.boolean({ error: `${E}.is_individual` });
const phonesSchema = z.array(contractPhoneSchema).max(L.maxContacts, { error: `${E}.contacts` });
const emailsSchema = z.array(contractEmailSchema).max(L.maxContacts, { error: `${E}.contacts` });

/** POST inspection-reports/{id}/report-entities/: a person with a role, and how to reach them. */
export const reportEntitySchema = z
  .object({
    role: z.enum(INSPECTION_ROLES, { error: `${E}.role` }),
    name: nameSchema,
    is_individual: isIndividualSchema.default(true),
    phones: phonesSchema.default([]),
    emails: emailsSchema.default([]),
  })
  // SPEC 5: agents must be individuals.
  .refine((e) => e.role !== 'AG' || e.is_individual, {
    error: `${E}.agent_individual`,
    path: ['is_individual'],
  });
export type ReportEntityInput = z.infer<typeof reportEntitySchema>;

/**
 * PATCH inspection-reports/{id}/inspection-entities/{entityId}/: a change to a person already on
 * the report. Each field is optional; phones and e-mails given replace the person's lists. The
 * role is not changed here (remove and add the person again), so the agent rule needs the
 * person's role: see getInspectionEntityPatchErrors and inspectionEntityPatchSchemaFor.
 */
export const inspectionEntityPatchSchema = z.object({
  name: nameSchema.optional(),
  is_individual: isIndividualSchema.optional(),
  phones: phonesSchema.optional(),
  emails: emailsSchema.optional(),
});
export type InspectionEntityPatch = z.infer<typeof inspectionEntityPatchSchema>;

/**
 * SPEC 5 on a change: an agent stays an individual. The field errors (field -> catalogue key) the
 * patch would bring on a person of `role` who is now `isIndividual`; empty when it may be made.
 */
export function getInspectionEntityPatchErrors(
  person: { role: InspectionRole; isIndividual: boolean },
  patch: InspectionEntityPatch,
): Record<string, string> {
  const isIndividual = patch.is_individual ?? person.isIndividual;
  if (person.role === 'AG' && !isIndividual) return { is_individual: `${E}.agent_individual` };
  return {};
}

/** The patch schema with the rule for a person of `role` (the forms judge a change with it). */
export function inspectionEntityPatchSchemaFor(person: {
  role: InspectionRole;
  isIndividual: boolean;
}) {
  return inspectionEntityPatchSchema.superRefine((patch, ctx) => {
    for (const [field, code] of Object.entries(getInspectionEntityPatchErrors(person, patch)))
      ctx.addIssue({ code: 'custom', message: code, path: [field] });
  });
}
