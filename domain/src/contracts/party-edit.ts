import { z } from 'zod';
import { CONTRACT_LIMITS } from './constants.js';
import { getIdentifierError, isSameIdentifier } from './identity.js';

/**
 * Renaming a landlord or tenant, or correcting their kennitala, in the parties step: the name
 * (an individual's or a company's) and the identifier, which must still be a kennitala of the
 * party's kind. The api judges the same through contract-entities/{id}/ (PATCH).
 */
export const contractPartyEditSchema = z
  .object({
    name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(CONTRACT_LIMITS.nameMaxLength, { error: 'validation.name_length' }),
    identifier: z
      .string({ error: 'validation.required' })
      .trim()
      .transform((value) => value.replace(/[\s-]/g, '')),
    identifier_country: z.string().trim().toUpperCase().default('IS'),
    is_individual: z.boolean(),
  })
  .superRefine((party, ctx) => {
    const error = getIdentifierError(party);
    if (error) ctx.addIssue({ code: 'custom', path: ['identifier'], message: error });
  });
export type ContractPartyEdit = z.output<typeof contractPartyEditSchema>;

/** A changed kennitala is looked up in the registry again, so the name matches it. */
export function needsRegistryLookup(
  before: { identifier: string },
  after: { identifier: string; identifier_country?: string },
): boolean {
  return (
    (after.identifier_country ?? 'IS') === 'IS' &&
    !isSameIdentifier(before.identifier, after.identifier)
  );
}
