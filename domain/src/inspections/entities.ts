import { z } from 'zod';
import { contractEmailSchema, contractPhoneSchema } from '../contracts/schemas.js';
import { INSPECTION_ROLES } from './constants.js';

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

/** POST inspection-reports/{id}/report-entities/: a person with a role, and how to reach them. */
export const reportEntitySchema = z
  .object({
    role: z.enum(INSPECTION_ROLES, { error: `${E}.role` }),
    name: z
      .string({ error: `${E}.name` })
      .trim()
      .min(1, { error: `${E}.name` })
      .max(L.nameMaxLength, { error: `${E}.name` }),
    is_individual: z.boolean({ error: `${E}.is_individual` }).default(true),
    phones: z
      .array(contractPhoneSchema)
      .max(L.maxContacts, { error: `${E}.contacts` })
      .default([]),
    emails: z
      .array(contractEmailSchema)
      .max(L.maxContacts, { error: `${E}.contacts` })
      .default([]),
  })
  // SPEC 5: agents must be individuals.
  .refine((e) => e.role !== 'AG' || e.is_individual, {
    error: `${E}.agent_individual`,
    path: ['is_individual'],
  });
export type ReportEntityInput = z.infer<typeof reportEntitySchema>;
