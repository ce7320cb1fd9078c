import { z } from 'zod';
import { pageOf } from '../../../http/responses.js';

/** The REST answers of the registry lookups; the part edits answer the whole contract. */

const registryUnit = z.object({
  unit_code: z.string(),
  usage: z.enum(['íbúð', 'herbergi', 'atvinnuhúsnæði']),
  size: z.number(),
  rooms: z.number().int(),
  fire_insurance_value: z.number(),
  property_value: z.number(),
});

export const registryPropertyResponse = z.object({
  property_code: z.string(),
  landreg_id: z.string(),
  address_code: z.number().int(),
  address: z.object({
    street: z.string(),
    house_number: z.string(),
    postal_code: z.string(),
    town: z.string(),
  }),
  units: z.array(registryUnit),
});
export const registryPropertyPageResponse = pageOf(registryPropertyResponse);

const address = z.object({ street: z.string(), postal_code: z.string(), town: z.string() });

export const entityAutofillResponse = z.object({
  identifier: z.string(),
  name: z.string(),
  is_individual: z.boolean(),
  address,
});

export const agentSuggestionsResponse = z.object({
  results: z.array(
    z.object({
      identifier: z.string(),
      identifier_country: z.string(),
      name: z.string(),
      is_individual: z.boolean(),
      phones: z.array(z.object({ country_code: z.string(), number: z.string() })),
      emails: z.array(z.object({ email: z.string() })),
      source: z.enum(['registry', 'previous']),
    }),
  ),
});
