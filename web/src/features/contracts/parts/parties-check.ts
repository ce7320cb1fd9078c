import { checkContractParty, type ContractEntity } from '@leiga/domain';
import type { TFunction } from 'i18next';
import type { ContractPartsParty_EntityFragment } from '../../../__generated__/graphql';
import { fromGraphEnum } from '../../../lib/enums';

type Party = ContractPartsParty_EntityFragment;

const contacts = (p: Pick<Party, 'phones' | 'emails'>) => ({
  phones: p.phones.map((x) => ({ country_code: x.countryCode, number: x.number })),
  emails: p.emails.map((x) => ({ email: x.email })),
});

/** A party in domain's shape, its agents' contacts included, for domain's step rules. */
export function toDomainParty(p: Party): ContractEntity {
  return {
    name: p.name,
    identifier: p.identifier,
    identifier_country: p.identifierCountry,
    is_individual: p.isIndividual,
    role: fromGraphEnum(p.role),
    ...contacts(p),
    agents: p.agents.map((a) => ({
      name: a.name,
      identifier: a.identifier,
      identifier_country: a.identifierCountry,
      is_individual: a.isIndividual,
      ...contacts(a),
    })),
  };
}

/**
 * What keeps a party from completing the parties step, in words: the same rules the api runs
 * (domain's checkContractParty), an agent's named by the agent.
 */
export function describePartyIssues(t: TFunction, party: Party): string[] {
  return checkContractParty(toDomainParty(party)).map(({ field, code }) => {
    const message = t([`contracts.${code}`, code]);
    const agent = /^agents\.(\d+)\./.exec(field);
    const name = agent ? party.agents[Number(agent[1])]?.name : undefined;
    return name ? `${name}: ${message}` : message;
  });
}
