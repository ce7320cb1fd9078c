/**
 * REST response shapes of the rental-contracts domain, inferred from the api's response schemas
 * (codegen maps GraphQL types onto them); the enums' values come from @leiga/domain.
 */
import {
  COLLABORATOR_ACCESS_TYPES,
  CONTRACT_PARTY_ROLES,
  CONTRACT_STATUSES,
  INSURANCE_TYPES,
  SIGN_TYPES,
  SPECIAL_GROUP_USAGES,
  UTILITY_TAGS,
} from '@leiga/domain';
import type { RestContract, RestContractEvent } from '@leiga/api/contract';
import type { RestPageOf } from './types.js';

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };

function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}
type ValueOf<T> = T[keyof T];

/** Enum resolvers and codegen `enumValues` (see codegen.ts): one object per GraphQL enum. */
export const ContractStatus = enumOf(CONTRACT_STATUSES);
export type ContractStatus = ValueOf<typeof ContractStatus>;
export const ContractSignType = enumOf(SIGN_TYPES);
export type ContractSignType = ValueOf<typeof ContractSignType>;
export const ContractAccess = enumOf(['read', 'edit']);
export type ContractAccess = ValueOf<typeof ContractAccess>;
export const ContractPartyRole = enumOf(CONTRACT_PARTY_ROLES);
export type ContractPartyRole = ValueOf<typeof ContractPartyRole>;
export const ContractCollaboratorAccess = enumOf(COLLABORATOR_ACCESS_TYPES);
export type ContractCollaboratorAccess = ValueOf<typeof ContractCollaboratorAccess>;
export const SpecialGroupUsage = enumOf(SPECIAL_GROUP_USAGES);
export type SpecialGroupUsage = ValueOf<typeof SpecialGroupUsage>;
export const ContractInsuranceType = enumOf(INSURANCE_TYPES);
export type ContractInsuranceType = ValueOf<typeof ContractInsuranceType>;
export const ContractUtilityTag = enumOf(UTILITY_TAGS);
export type ContractUtilityTag = ValueOf<typeof ContractUtilityTag>;

export type { RestContract, RestContractEvent };
export type RestContractEntity = RestContract['landlords'][number];
export type RestContractAgent = RestContractEntity['agents'][number];
export type RestContractPhone = RestContractEntity['phones'][number];
export type RestContractEmail = RestContractEntity['emails'][number];
export type RestContractPayee = NonNullable<RestContract['payee']>;
export type RestContractPayoutMethod = NonNullable<RestContract['payout_method']>;
export type RestContractBankAccount = RestContractPayoutMethod['bank_account'];
export type RestContractRealEstate = NonNullable<RestContract['real_estate']>;
export type RestContractAddress = RestContractRealEstate['address'];
export type RestContractUnit = RestContractRealEstate['units'][number];
export type RestContractUtility = RestContract['utilities'][number];
export type RestContractMeterReading = RestContractUtility['meter_readings'][number];
export type RestContractRestrictions = RestContract['restrictions'];
export type RestContractCollaborator = RestContract['collaborators'][number];
export type RestContractTerminationReason = RestContract['termination_reasons'][number];
export type RestContractValidStep = RestContract['valid_steps'][number];
export type RestContractEventActor = NonNullable<RestContractEvent['actor']>;

/** The list filters as the api's query names them (empty values left out). */
export type RestContractFilter = { search?: string; from_date?: string; to_date?: string };

/** Graph-side shapes (codegen mappers): the REST page plus the paging the caller asked for. */
export type GraphContractPage = {
  kind: 'ContractPage';
  page: number;
  pageSize: number;
  rest: RestPageOf<RestContract>;
};
