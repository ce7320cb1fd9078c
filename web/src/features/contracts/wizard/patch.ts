import {
  CONTRACT_STEPS,
  contractFieldsShape,
  type ContractPatch,
  type ContractStep,
} from '@leiga/domain';
import { z } from 'zod';
import type {
  ContractInsuranceType,
  ListingType,
  SpecialGroupUsage,
  UpdateContractInput,
} from '../../../__generated__/graphql';
import { toGraphEnumOrNull } from '../../../lib/enums';

export type ContractField = keyof typeof contractFieldsShape;

/** The fields' own forms (schemas.ts) without the step's rules: what saving as you go checks. */
export function fieldsSchema(fields: readonly ContractField[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f, contractFieldsShape[f]]))).partial();
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * A step's values (domain's snake_case, as the forms hold them) as the graph's update input:
 * enums in capitals, the listing type's tag unwrapped, the rest renamed to camelCase.
 */
export function toUpdateInput(values: Partial<ContractPatch>): Omit<UpdateContractInput, 'id'> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    switch (key) {
      case 'listing_type':
        input.listingType = toGraphEnumOrNull(
          (value as { tag?: string } | null)?.tag ?? null,
        ) as ListingType | null;
        break;
      case 'special_group_usage':
        input.specialGroupUsage = toGraphEnumOrNull(
          value as string | null,
        ) as SpecialGroupUsage | null;
        break;
      case 'insurance_type':
        input.insuranceType = toGraphEnumOrNull(
          value as string | null,
        ) as ContractInsuranceType | null;
        break;
      case 'restrictions': {
        const r = value as { sex_allowed: number; sex_allowed_reason: string | null };
        input.restrictions = { sexAllowed: r.sex_allowed, sexAllowedReason: r.sex_allowed_reason };
        break;
      }
      case 'payee':
      case 'payor': {
        const p = value as {
          name: string;
          identifier: string;
          identifier_country: string;
          entity_id?: number | null;
        } | null;
        input[key] = p && {
          name: p.name,
          identifier: p.identifier,
          identifierCountry: p.identifier_country,
          entityId: p.entity_id ?? null,
        };
        break;
      }
      default:
        input[camel(key)] = value;
    }
  }
  return input as Omit<UpdateContractInput, 'id'>;
}

/** The step after this one in SPEC 2's order (preview, the signing step, stays last to go to). */
export function getNextStep(step: ContractStep): ContractStep {
  // The wizard's order: every step but the signing one (preview), then preview.
  const order = [...CONTRACT_STEPS.filter((s) => s !== 'preview'), 'preview' as const];
  return order[order.indexOf(step) + 1] ?? 'preview';
}
