import { parseKennitala, type AgentsSuggestionsInput, type ContractAgent } from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { ApiError } from '../../../http/errors.js';
import type { RegistryPerson } from '../../../providers/registry/registry-provider.js';
import { listAgentsUsedFor } from './parts-repository.js';

/** Who a kennitala belongs to (entity-autofill), and who may act for a company (agents-suggestions). */

export type EntityAutofillAnswer = {
  identifier: string;
  name: string;
  is_individual: boolean;
  address: { street: string; postal_code: string; town: string };
};

export type AgentSuggestion = {
  identifier: string;
  identifier_country: string;
  name: string;
  is_individual: boolean;
  phones: { country_code: string; number: string }[];
  emails: { email: string }[];
  /** `registry`: a procurator (prókúruhafi) of the company; `previous`: an agent named before. */
  source: 'registry' | 'previous';
};

const unknownIdentifier = () =>
  new ApiError(404, 'not_found', 'No one in the register has this kennitala.', {
    identifier: 'validation.kennitala_unknown',
  });

/** POST entity-autofill/: a person or a company from the national registry; 404 when unknown. */
export async function autofillEntity(
  ctx: AppContext,
  identifier: string,
): Promise<EntityAutofillAnswer> {
  const parsed = parseKennitala(identifier);
  const registry = ctx.providers.registry;
  if (parsed.ok && parsed.kennitala.kind === 'company') {
    const company = await registry.findCompany(parsed.kennitala.value);
    if (!company) throw unknownIdentifier();
    return {
      identifier: company.kennitala,
      name: company.name,
      is_individual: false,
      address: {
        street: company.address.street,
        postal_code: company.address.postalCode,
        town: company.address.town,
      },
    };
  }
  const person = parsed.ok ? await registry.findByKennitala(parsed.kennitala.value) : null;
  if (!person) throw unknownIdentifier();
  return {
    identifier: person.kennitala,
    name: person.fullName,
    is_individual: true,
    address: {
      street: person.address.street,
      postal_code: person.address.postalCode,
      town: person.address.town,
    },
  };
}

const withoutIds = (agent: ContractAgent) => ({
  phones: agent.phones.map(({ country_code, number }) => ({ country_code, number })),
  emails: agent.emails.map(({ email }) => ({ email })),
});

function fromRegistry(person: RegistryPerson, used: ContractAgent | undefined): AgentSuggestion {
  const contacts = used ? withoutIds(used) : { phones: [], emails: [] };
  return {
    identifier: person.kennitala,
    identifier_country: 'IS',
    name: person.fullName,
    is_individual: true,
    phones:
      contacts.phones.length > 0 || !person.mobile
        ? contacts.phones
        : [{ country_code: '354', number: person.mobile }],
    emails: contacts.emails,
    source: 'registry',
  };
}

/**
 * POST agents-suggestions/: the company's procurators from the registry (with the contacts the
 * caller gave them before, if any), then the other agents the caller has named for it.
 */
export async function suggestAgents(
  ctx: AppContext,
  auth: Auth,
  input: AgentsSuggestionsInput,
): Promise<AgentSuggestion[]> {
  const [company, used] = await Promise.all([
    ctx.providers.registry.findCompany(input.identifier),
    listAgentsUsedFor(ctx.db, auth.user.id, input.identifier),
  ]);
  const individuals = used.filter((a) => a.is_individual);
  const usedBy = (kt: string) => individuals.find((a) => a.identifier === kt);
  const procurators = await Promise.all(
    (company?.procurators ?? []).map((kt) => ctx.providers.registry.findByKennitala(kt)),
  );
  const suggestions: AgentSuggestion[] = procurators
    .filter((p): p is RegistryPerson => p !== null)
    .map((p) => fromRegistry(p, usedBy(p.kennitala)));
  for (const agent of individuals) {
    if (suggestions.some((s) => s.identifier === agent.identifier)) continue;
    suggestions.push({
      identifier: agent.identifier,
      identifier_country: agent.identifier_country,
      name: agent.name,
      is_individual: true,
      ...withoutIds(agent),
      source: 'previous',
    });
  }
  return suggestions;
}
