import { compactFilters, isContractStep, type ContractStep } from '@leiga/domain';
import type {
  ContractFilter,
  ContractPayeeInput,
  UpdateContractInput,
} from '../../__generated__/resolvers-types.js';
import { badUserInput } from '../../errors.js';
import type { ContractPatchBody } from '../../rest/contracts.js';
import type { RestContractFilter } from '../../rest/contracts-types.js';
import { toRestId } from '../ids.js';

export function toContractFilter(filter: ContractFilter | null | undefined): RestContractFilter {
  if (!filter) return {};
  return compactFilters({
    search: filter.search?.trim(),
    from_date: filter.fromDate ?? undefined,
    to_date: filter.toDate ?? undefined,
  }) as RestContractFilter;
}

function toPayee(payee: ContractPayeeInput | null) {
  if (!payee) return null;
  return {
    name: payee.name,
    identifier: payee.identifier,
    identifier_country: payee.identifierCountry,
    entity_id: payee.entityId ? toRestId(payee.entityId, 'payee.entityId') : null,
  };
}

/**
 * The input's fields that were given, as the PATCH body: a field left out stays, an explicit
 * null clears it (the api says which fields may not be null).
 */
export function toContractPatch(input: UpdateContractInput): ContractPatchBody {
  const body: Record<string, unknown> = {};
  const copy = <K extends keyof UpdateContractInput>(
    key: K,
    restKey: string,
    convert: (value: NonNullable<UpdateContractInput[K]>) => unknown = (v) => v,
  ) => {
    const value = input[key];
    if (value === undefined) return;
    body[restKey] = value === null ? null : convert(value as NonNullable<UpdateContractInput[K]>);
  };
  copy('listingType', 'listing_type', (tag) => ({ tag }));
  copy('specialGroupUsage', 'special_group_usage');
  copy('rooms', 'rooms');
  copy('startDate', 'start_date');
  copy('endDate', 'end_date');
  copy('isDefinite', 'is_definite');
  copy('terminationTermLength', 'termination_term_length');
  copy('price', 'price');
  copy('currency', 'currency');
  copy('insuranceType', 'insurance_type');
  copy('insuranceAmount', 'insurance_amount');
  copy('prePaidRentAmount', 'pre_paid_rent_amount');
  copy('prePaidRentMonths', 'pre_paid_rent_months');
  copy('isIndexed', 'is_indexed');
  copy('indexBaseMonth', 'index_base_month');
  copy('indexBaseValue', 'index_base_value');
  if (input.payee !== undefined) body.payee = toPayee(input.payee);
  if (input.payor !== undefined) body.payor = toPayee(input.payor);
  copy('paidWithCash', 'paid_with_cash');
  copy('restrictions', 'restrictions', (r) => ({
    sex_allowed: r.sexAllowed,
    sex_allowed_reason: r.sexAllowedReason ?? null,
  }));
  copy('fireHazardSmokeDetectors', 'fire_hazard_smoke_detectors');
  copy('fireHazardHandFireExtinguishers', 'fire_hazard_hand_fire_extinguishers');
  copy('fireHazardEscapeRoutes', 'fire_hazard_escape_routes');
  copy('fireHazardComplyDeclaration', 'fire_hazard_comply_declaration');
  copy('smokeDetectorCount', 'smoke_detector_count');
  copy('payoutMethodId', 'payout_method_id', (id) => toRestId(id, 'payoutMethodId'));
  return body as ContractPatchBody;
}

export function toContractStep(name: string): ContractStep {
  if (!isContractStep(name)) throw badUserInput('stepName', 'contracts.errors.invalid_step');
  return name;
}
