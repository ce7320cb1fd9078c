import type {
  ContractAgentInput,
  ContractEmailInput,
  ContractPhoneInput,
  UpdateContractPartyInput,
} from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

/** GraphQL inputs of the contract's parts to the api's snake_case bodies. */

const phone = (p: ContractPhoneInput) => ({
  ...(p.id ? { id: toRestId(p.id, 'phones.id') } : {}),
  country_code: p.countryCode,
  number: p.number,
});
const email = (e: ContractEmailInput) => ({
  ...(e.id ? { id: toRestId(e.id, 'emails.id') } : {}),
  email: e.email,
});

export const toPhones = (list: readonly ContractPhoneInput[] | null | undefined) =>
  (list ?? []).map(phone);
export const toEmails = (list: readonly ContractEmailInput[] | null | undefined) =>
  (list ?? []).map(email);

export const toAgents = (list: readonly ContractAgentInput[] | null | undefined) =>
  (list ?? []).map((a) => ({
    ...(a.id ? { id: toRestId(a.id, 'agents.id') } : {}),
    name: a.name,
    identifier: a.identifier,
    identifier_country: a.identifierCountry ?? 'IS',
    is_individual: a.isIndividual,
    phones: toPhones(a.phones),
    emails: toEmails(a.emails),
  }));

/** The PATCH body: fields left out stay; a list sent replaces the list. */
export function toPartyPatch(input: UpdateContractPartyInput) {
  return {
    ...(input.name != null ? { name: input.name } : {}),
    ...(input.identifier != null ? { identifier: input.identifier } : {}),
    ...(input.identifierCountry != null ? { identifier_country: input.identifierCountry } : {}),
    ...(input.isIndividual != null ? { is_individual: input.isIndividual } : {}),
    ...(input.phones != null ? { phones: toPhones(input.phones) } : {}),
    ...(input.emails != null ? { emails: toEmails(input.emails) } : {}),
    ...(input.agents != null ? { agents: toAgents(input.agents) } : {}),
  };
}
