import {
  CONTRACT_LIMITS,
  type ContractUtilitiesPut,
  type ContractUtility,
  type ContractUtilityPatch,
  type MeterReadingInput,
  type RestrictionsPatch,
  type TerminationReasonInput,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { ContractSubject } from '../access.js';
import type { ContractRow } from '../contracts-repository.js';
import type { ContractPartSubject } from './part-access.js';
import { nextPartIds, withDefaultUtilities, withPartIds } from './parts-repository.js';
import { editContractPart } from './parts-service.js';

/**
 * The house rules (restrictions), the utilities with their meter readings and the termination
 * reasons: parts kept in the contract's jsonb, each item with an id of its own.
 */

export async function patchRestrictions(
  ctx: AppContext,
  auth: Auth,
  subject: ContractSubject,
  patch: RestrictionsPatch,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (_tx, row) => ({
    values: { restrictions: { ...row.restrictions, ...patch } },
    event: { kind: 'restrictions_updated', data: { fields: Object.keys(patch) } },
  }));
}

/** PUT contracts/{id}/utilities/: the tags sent are set; the four exist afterwards. */
export async function putUtilities(
  ctx: AppContext,
  auth: Auth,
  subject: ContractSubject,
  body: ContractUtilitiesPut,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (tx, row) => {
    const utilities = (await withDefaultUtilities(tx, row.utilities)).map((u) => {
      const sent = body.utilities.find((s) => s.utility.tag === u.utility.tag);
      return sent ? { ...u, ...sent, name: sent.name ?? u.name ?? null } : u;
    });
    return {
      values: { utilities },
      event: {
        kind: 'utilities_updated',
        data: { tags: body.utilities.map((u) => u.utility.tag) },
      },
    };
  });
}

/** The contract's utilities (the four, with ids) with the one named changed. */
async function changeUtility(
  tx: Tx,
  row: ContractRow,
  utilityId: number,
  change: (u: ContractUtility) => ContractUtility,
): Promise<ContractUtility[]> {
  const utilities = await withDefaultUtilities(tx, row.utilities);
  if (!utilities.some((u) => u.id === utilityId)) throw notFound('This utility was not found.');
  return utilities.map((u) => (u.id === utilityId ? change(u) : u));
}

/** PATCH contract-utilities/{id}/. */
export async function patchUtility(
  ctx: AppContext,
  auth: Auth,
  subject: ContractPartSubject,
  patch: ContractUtilityPatch,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (tx, row) => ({
    values: {
      utilities: await changeUtility(tx, row, subject.partId, (u) => ({ ...u, ...patch })),
    },
    event: {
      kind: 'utility_updated',
      data: { utility_id: subject.partId, fields: Object.keys(patch) },
    },
  }));
}

/** POST contract-utilities/{id}/readings/. */
export async function addMeterReading(
  ctx: AppContext,
  auth: Auth,
  subject: ContractPartSubject,
  reading: MeterReadingInput,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (tx, row) => {
    const [id] = await nextPartIds(tx, 1);
    const utilities = await changeUtility(tx, row, subject.partId, (u) => {
      if (u.meter_readings.length >= CONTRACT_LIMITS.maxMeterReadings)
        throw badRequest('This utility has as many readings as it may.', {
          meter_readings: 'validation.list_too_long',
        });
      return { ...u, meter_readings: [...u.meter_readings, { id: id!, ...reading }] };
    });
    return {
      values: { utilities },
      event: { kind: 'meter_reading_added', data: { utility_id: subject.partId, id } },
    };
  });
}

/** DELETE meter-readings/{id}/. */
export async function removeMeterReading(
  ctx: AppContext,
  auth: Auth,
  subject: ContractPartSubject,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (tx, row) => {
    const utilities = await withPartIds(tx, row.utilities);
    return {
      values: {
        utilities: utilities.map((u) => ({
          ...u,
          meter_readings: u.meter_readings.filter((r) => r.id !== subject.partId),
        })),
      },
      event: { kind: 'meter_reading_removed', data: { id: subject.partId } },
    };
  });
}

/** POST contracts/{id}/termination-reasons/. */
export async function addTerminationReason(
  ctx: AppContext,
  auth: Auth,
  subject: ContractSubject,
  input: TerminationReasonInput,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (tx, row) => {
    const [id] = await nextPartIds(tx, 1);
    return {
      values: { terminationReasons: [...row.terminationReasons, { id: id!, text: input.text }] },
      event: { kind: 'termination_reason_added', data: { id } },
    };
  });
}

/** DELETE termination-reasons/{id}/. */
export async function removeTerminationReason(
  ctx: AppContext,
  auth: Auth,
  subject: ContractPartSubject,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (_tx, row) => ({
    values: {
      terminationReasons: row.terminationReasons.filter((r) => r.id !== subject.partId),
    },
    event: { kind: 'termination_reason_removed', data: { id: subject.partId } },
  }));
}
