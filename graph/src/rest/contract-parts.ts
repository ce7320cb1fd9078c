import type {
  AgentsSuggestionsInput,
  Amenity,
  ContractAmenitiesInput,
  ContractMaintenanceInput,
  ContractPartyInput,
  ContractPartyPatch,
  ContractPartyRole,
  ContractUnitPatch,
  ContractUtilitiesPut,
  ContractUtilityPatch,
  EntityAutofill,
  MeterReadingInput,
  RealEstateChoice,
} from '@leiga/domain';
import {
  LeigaDataSource,
  type DataSourceOptions,
  type RequestDeduplicationPolicy,
} from './base.js';
import type { ContractsAPI, Paging } from './contracts.js';
import type {
  RestAgentSuggestion,
  RestEntityAutofill,
  RestRegistryProperty,
} from './contract-parts-types.js';
import type { RestContract } from './contracts-types.js';
import type { RestPageOf } from './types.js';

/**
 * The contract's parts over REST: the registers the wizard looks things up in, and the part
 * edits. Each edit answers the whole contract, which replaces what the request knew of it.
 */
export class ContractPartsAPI extends LeigaDataSource {
  constructor(
    options: DataSourceOptions,
    private readonly contracts: ContractsAPI,
  ) {
    super(options);
  }

  /** Lookups and edits are never shared between calls of one request. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  searchRegistry(q: string, { page, pageSize }: Paging) {
    const params = new URLSearchParams({ q, page: String(page), page_size: String(pageSize) });
    return this.get<RestPageOf<RestRegistryProperty>>('property-registry/', { params });
  }
  autofill(body: EntityAutofill) {
    return this.post<RestEntityAutofill>('entity-autofill/', { body });
  }
  async agentSuggestions(body: AgentsSuggestionsInput) {
    const answer = await this.post<{ results: RestAgentSuggestion[] }>('agents-suggestions/', {
      body,
    });
    return answer.results;
  }

  private async edit(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: object,
  ): Promise<RestContract> {
    const request = body === undefined ? {} : { body };
    const call =
      method === 'POST'
        ? this.post<RestContract>(path, request)
        : method === 'PUT'
          ? this.put<RestContract>(path, request)
          : method === 'PATCH'
            ? this.patch<RestContract>(path, request)
            : this.delete<RestContract>(path, request);
    return this.contracts.remember(await call);
  }

  setRealEstate = (id: number, body: RealEstateChoice) =>
    this.edit('POST', `contracts/${id}/realestate/`, body);
  removeRealEstate = (id: number) => this.edit('DELETE', `contracts/${id}/realestate/`);
  updateUnit = (unitId: number, body: ContractUnitPatch) =>
    this.edit('PATCH', `contract-units/${unitId}/`, body);
  removeUnit = (unitId: number) => this.edit('DELETE', `contract-units/${unitId}/`);
  addParty = (id: number, role: ContractPartyRole, body: ContractPartyInput) =>
    this.edit('POST', `contracts/${id}/${role}s/`, body);
  updateParty = (partyId: number, body: ContractPartyPatch) =>
    this.edit('PATCH', `contract-entities/${partyId}/`, body);
  removeParty = (partyId: number) => this.edit('DELETE', `contract-entities/${partyId}/`);
  putUtilities = (id: number, body: ContractUtilitiesPut) =>
    this.edit('PUT', `contracts/${id}/utilities/`, body);
  updateUtility = (utilityId: number, body: ContractUtilityPatch) =>
    this.edit('PATCH', `contract-utilities/${utilityId}/`, body);
  addReading = (utilityId: number, body: MeterReadingInput) =>
    this.edit('POST', `contract-utilities/${utilityId}/readings/`, body);
  removeReading = (readingId: number) => this.edit('DELETE', `meter-readings/${readingId}/`);

  // The amenities and maintenance-and-inspection steps, and removing one contact of a party.
  putAmenities = (id: number, body: ContractAmenitiesInput) =>
    this.edit('PUT', `contracts/${id}/amenities/`, body);
  putMaintenance = (id: number, body: ContractMaintenanceInput) =>
    this.edit('PUT', `contracts/${id}/maintenance/`, body);
  removeContact = (kind: 'phones' | 'emails', contactId: number) =>
    this.edit('DELETE', `entity-${kind}/${contactId}/`);
  async amenitySuggestions(id: number): Promise<Amenity[]> {
    const answer = await this.get<{ results: Amenity[] }>(`contracts/${id}/amenity-suggestions/`);
    return answer.results;
  }
}
