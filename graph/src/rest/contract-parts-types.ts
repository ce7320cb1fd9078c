/** REST answers of the contract-part lookups, inferred from the api's response schemas. */
import type {
  RestAgentSuggestion,
  RestEntityAutofill,
  RestRegistryProperty,
} from '@leiga/api/contract';
import type { RestPageOf } from './types.js';

export type { RestAgentSuggestion, RestEntityAutofill, RestRegistryProperty };
export type RestRegistryUnit = RestRegistryProperty['units'][number];
export type RestRegistryAddress = RestRegistryProperty['address'];

/** Enum values: GraphQL's REGISTRY/PREVIOUS are the api's registry/previous. */
export const AgentSuggestionSource = { REGISTRY: 'registry', PREVIOUS: 'previous' } as const;
export type AgentSuggestionSource = RestAgentSuggestion['source'];

/** Graph-side shape (codegen mapper): the REST page plus the paging the caller asked for. */
export type GraphRegistryPropertyPage = {
  kind: 'RegistryPropertyPage';
  page: number;
  pageSize: number;
  rest: RestPageOf<RestRegistryProperty>;
};
