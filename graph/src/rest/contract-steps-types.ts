/**
 * REST shapes and enum values of the amenities and maintenance-and-inspection steps (codegen
 * maps the GraphQL enums and ContractMaintenance onto them).
 */
import { INSPECTION_PAYERS, MAINTENANCE_DUTIES, MOVE_IN_INSPECTIONS } from '@leiga/domain';
import type { RestContract } from './contracts-types.js';

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}
type ValueOf<T> = T[keyof T];

export const ContractMaintenanceDuty = enumOf(MAINTENANCE_DUTIES);
export type ContractMaintenanceDuty = ValueOf<typeof ContractMaintenanceDuty>;
export const ContractMoveInInspection = enumOf(MOVE_IN_INSPECTIONS);
export type ContractMoveInInspection = ValueOf<typeof ContractMoveInInspection>;
export const ContractInspectionPayer = enumOf(INSPECTION_PAYERS);
export type ContractInspectionPayer = ValueOf<typeof ContractInspectionPayer>;

export type RestContractMaintenance = NonNullable<RestContract['maintenance']>;
