import { z } from 'zod';
import { parseKennitala } from '../accounts/kennitala.js';
import { MAX_PAGE_SIZE } from '../constants.js';
import { propertyNumberSchema } from '../listings/schemas.js';
import { CONTRACT_LIMITS, UTILITY_TAGS } from './constants.js';
import { getIdentifierError, isSameIdentifier } from './identity.js';
import {
  contractAgentSchema,
  contractUnitSchema,
  contractUtilitySchema,
  meterReadingSchema,
  restrictionsSchema,
  terminationReasonSchema,
} from './schemas.js';

/**
 * The bodies of the calls that edit a contract's parts (SPEC 7 "Parts"): the property chosen
 * from the registry and its units, the parties, restrictions, utilities with meter readings and
 * termination reasons. Each names its field in its errors (catalogue keys, contracts namespace).
 */

const L = CONTRACT_LIMITS;
const required = 'validation.required';

/** A unit's merking: building 01, floor 02, flat 03 is 010203. */
export const unitCodeSchema = contractUnitSchema.shape.unit_code;

/** POST contracts/{id}/realestate/: a property by fastanúmer and the units of it that are rented. */
export const realEstateChoiceSchema = z.object({
  property_code: propertyNumberSchema,
  unit_codes: z
    .array(unitCodeSchema)
    .min(1, { error: 'validation.unit_required' })
    .max(L.maxUnits, { error: 'validation.list_too_long' })
    .refine((codes) => new Set(codes).size === codes.length, {
      error: 'validation.unit_duplicate',
    }),
});
export type RealEstateChoice = z.infer<typeof realEstateChoiceSchema>;

/** PATCH contract-units/{id}/: the size the lease agrees on and the unit's rooms. */
export const contractUnitPatchSchema = contractUnitSchema
  .pick({ changed_size: true, rooms: true })
  .partial();
export type ContractUnitPatch = z.infer<typeof contractUnitPatchSchema>;

const agentShape = contractAgentSchema.shape;

/** An Icelandic identifier must be a kennitala of the right kind, as on the contract itself. */
const checkIdentity = (
  party: { identifier?: string; identifier_country?: string; is_individual?: boolean },
  ctx: z.RefinementCtx,
) => {
  if (party.identifier === undefined || party.identifier_country === undefined) return;
  const error = getIdentifierError({
    identifier: party.identifier,
    identifier_country: party.identifier_country,
    is_individual: party.is_individual,
  });
  if (error) ctx.addIssue({ code: 'custom', path: ['identifier'], message: error });
};

const partyShape = {
  name: agentShape.name,
  identifier: agentShape.identifier,
  identifier_country: agentShape.identifier_country,
  is_individual: agentShape.is_individual,
  phones: agentShape.phones,
  emails: agentShape.emails,
  agents: z
    .array(contractAgentSchema)
    .max(L.maxAgentsPerParty, { error: 'validation.list_too_long' }),
};

/**
 * POST contracts/{id}/landlords/ and tenants/: a party as contractEntitySchema has it, without
 * the role (the path says it). Phones, e-mails and agents given with an id keep it.
 */
export const contractPartyInputSchema = z
  .object({
    ...partyShape,
    identifier_country: partyShape.identifier_country.default('IS'),
    phones: partyShape.phones.default([]),
    emails: partyShape.emails.default([]),
    agents: partyShape.agents.default([]),
  })
  .superRefine(checkIdentity);
export type ContractPartyInput = z.infer<typeof contractPartyInputSchema>;

/**
 * PATCH contract-entities/{id}/: any of the party's fields. A list sent replaces the list: items
 * with an id keep it, new items get one. The kennitala is judged again on the merged party.
 */
export const contractPartyPatchSchema = z.object(partyShape).partial();
export type ContractPartyPatch = z.infer<typeof contractPartyPatchSchema>;

/** A kennitala as typed (a hyphen or space allowed); `kind` says whose it must be. */
const kennitalaSchema = (kind?: 'company') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .superRefine((value, ctx) => {
      if (!value) return;
      const parsed = parseKennitala(value);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: 'validation.kennitala' });
      else if (kind === 'company' && parsed.kennitala.kind !== 'company')
        ctx.addIssue({ code: 'custom', message: 'validation.kennitala_not_company' });
    })
    .transform((value) => value.replace(/[\s-]/g, ''));

/** POST entity-autofill/: who a kennitala belongs to, from the national registry. */
export const entityAutofillSchema = z.object({ identifier: kennitalaSchema() });
export type EntityAutofill = z.infer<typeof entityAutofillSchema>;

/** POST agents-suggestions/: people who may act for a company (its kennitala). */
export const agentsSuggestionsSchema = z.object({ identifier: kennitalaSchema('company') });
export type AgentsSuggestionsInput = z.infer<typeof agentsSuggestionsSchema>;

/** GET property-registry/?q=: an address (accents forgiven) or a fastanúmer. */
export const propertySearchQuerySchema = z.object({
  q: z
    .string({ error: required })
    .trim()
    .min(2, { error: 'validation.search_too_short' })
    .max(100, { error: 'validation.invalid' }),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});
export type PropertySearchQuery = z.infer<typeof propertySearchQuerySchema>;

/** PATCH contracts/{id}/restrictions/: who may rent and why. */
export const restrictionsPatchSchema = restrictionsSchema.partial();
export type RestrictionsPatch = z.infer<typeof restrictionsPatchSchema>;

const utilityShape = contractUtilitySchema.shape;

/** PATCH contract-utilities/{id}/: a utility's name, price and who pays it. */
export const contractUtilityPatchSchema = z
  .object({
    name: utilityShape.name,
    price: utilityShape.price,
    paid_by_tenant: utilityShape.paid_by_tenant,
  })
  .partial();
export type ContractUtilityPatch = z.infer<typeof contractUtilityPatchSchema>;

/** PUT contracts/{id}/utilities/: the utilities by tag; a tag not sent is left as it is. */
export const contractUtilitiesPutSchema = z.object({
  utilities: z
    .array(
      z.object({
        utility: z.object({ tag: z.enum(UTILITY_TAGS, { error: required }) }),
        name: utilityShape.name,
        price: utilityShape.price,
        paid_by_tenant: utilityShape.paid_by_tenant,
      }),
    )
    .max(UTILITY_TAGS.length, { error: 'validation.list_too_long' })
    .refine((list) => new Set(list.map((u) => u.utility.tag)).size === list.length, {
      error: 'validation.utility_duplicate',
    }),
});
export type ContractUtilitiesPut = z.infer<typeof contractUtilitiesPutSchema>;

/** POST contract-utilities/{id}/readings/: one meter reading. */
export const meterReadingInputSchema = meterReadingSchema.omit({ id: true });
export type MeterReadingInput = z.infer<typeof meterReadingInputSchema>;

/** POST contracts/{id}/termination-reasons/. */
export const terminationReasonInputSchema = terminationReasonSchema.omit({ id: true });
export type TerminationReasonInput = z.infer<typeof terminationReasonInputSchema>;

type Identified = { id?: number; identifier: string; identifier_country: string };

/**
 * Whether a person or company is already a party to the lease: nobody is both landlord and
 * tenant, nor twice on one side (island.is: no kennitala repeated across the parties' tables).
 * `exceptId` is the party being changed.
 */
export function isAlreadyParty(
  parties: readonly Identified[],
  candidate: Identified,
  exceptId?: number,
): boolean {
  return parties.some(
    (p) =>
      p.id !== exceptId &&
      p.identifier_country === candidate.identifier_country &&
      isSameIdentifier(p.identifier, candidate.identifier),
  );
}
