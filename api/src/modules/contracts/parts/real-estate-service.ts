import type { ContractUnit, ContractUnitPatch, RealEstate, RealEstateChoice } from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { ApiError, badRequest, notFound } from '../../../http/errors.js';
import {
  PropertyRegistryUnavailable,
  type RegistryProperty,
} from '../../../providers/property-registry/property-registry-provider.js';
import type { ContractSubject } from '../access.js';
import type { ContractRow } from '../contracts-repository.js';
import type { ContractPartSubject } from './part-access.js';
import { withPartIds } from './parts-repository.js';
import { editContractPart } from './parts-service.js';

/** 503 while the register is down: the choice can be made again in a moment. */
export function registryUnavailable(): ApiError {
  return new ApiError(
    503,
    'registry_unavailable',
    'The property register is not answering. Try again in a moment.',
  );
}

/** The register's answer, or 503 when it has an outage. */
export async function askRegistry<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof PropertyRegistryUnavailable) throw registryUnavailable();
    throw error;
  }
}

async function findChosenProperty(
  ctx: AppContext,
  choice: RealEstateChoice,
): Promise<{ property: RegistryProperty; units: RegistryProperty['units'] }> {
  const property = await askRegistry(() =>
    ctx.providers.propertyRegistry.findByPropertyCode(choice.property_code),
  );
  if (!property)
    throw badRequest('No property has this fastanúmer.', {
      property_code: 'validation.property_unknown',
    });
  const unknown = choice.unit_codes.findIndex(
    (code) => !property.units.some((u) => u.unitCode === code),
  );
  if (unknown >= 0)
    throw badRequest('The property has no unit with this merking.', {
      [`unit_codes.${unknown}`]: 'validation.unit_unknown',
    });
  const units = choice.unit_codes.map((code) => property.units.find((u) => u.unitCode === code)!);
  return { property, units };
}

/** POST contracts/{id}/realestate/: the property and units as the register has them. */
export async function setRealEstate(
  ctx: AppContext,
  auth: Auth,
  subject: ContractSubject,
  choice: RealEstateChoice,
): Promise<ContractRow> {
  // The register is asked before the transaction: no row stays locked while it answers.
  const { property, units } = await findChosenProperty(ctx, choice);
  return editContractPart(ctx, auth, subject, async (tx) => {
    const withIds = await withPartIds(
      tx,
      units.map((u): ContractUnit => ({
        property_code: property.propertyCode,
        unit_code: u.unitCode,
        size: u.sizeM2,
        changed_size: null,
        rooms: u.rooms,
        fire_insurance_value: u.fireInsuranceValue,
      })),
      new Set(),
    );
    const realEstate: RealEstate = {
      landreg_id: property.landregId,
      address: {
        street: `${property.address.street} ${property.address.houseNumber}`,
        postal_code: property.address.postalCode,
      },
      units: withIds,
    };
    return {
      values: { realEstate },
      event: {
        kind: 'real_estate_set',
        data: { property_code: property.propertyCode, unit_codes: choice.unit_codes },
      },
    };
  });
}

export async function removeRealEstate(
  ctx: AppContext,
  auth: Auth,
  subject: ContractSubject,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async () => ({
    values: { realEstate: null },
    event: { kind: 'real_estate_removed' },
  }));
}

/** The contract's real estate with one unit changed (or removed, when `change` answers null). */
function changeUnit(
  row: ContractRow,
  unitId: number,
  change: (unit: ContractUnit) => ContractUnit | null,
): RealEstate {
  const realEstate = row.realEstate;
  const unit = realEstate?.units.find((u) => u.id === unitId);
  if (!realEstate || !unit) throw notFound('This unit was not found.');
  const changed = change(unit);
  return {
    ...realEstate,
    units: changed
      ? realEstate.units.map((u) => (u.id === unitId ? changed : u))
      : realEstate.units.filter((u) => u.id !== unitId),
  };
}

/** PATCH contract-units/{id}/: the size the lease agrees on and the unit's rooms. */
export async function patchUnit(
  ctx: AppContext,
  auth: Auth,
  subject: ContractPartSubject,
  patch: ContractUnitPatch,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (_tx, row) => ({
    values: { realEstate: changeUnit(row, subject.partId, (unit) => ({ ...unit, ...patch })) },
    event: { kind: 'unit_updated', data: { unit_id: subject.partId, fields: Object.keys(patch) } },
  }));
}

export async function removeUnit(
  ctx: AppContext,
  auth: Auth,
  subject: ContractPartSubject,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (_tx, row) => ({
    values: { realEstate: changeUnit(row, subject.partId, () => null) },
    event: { kind: 'unit_removed', data: { unit_id: subject.partId } },
  }));
}
