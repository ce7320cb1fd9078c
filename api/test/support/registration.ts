import { and, count, eq } from 'drizzle-orm';
import {
  contractEvents,
  contracts,
  events,
  hmsSandboxLeases,
  hmsSubmissions,
} from '../../src/db/schema/index.js';
import { publishEvent } from '../../src/modules/events/outbox.js';
import type { RegistrationContext } from '../../src/modules/contracts/registration/registration-service.js';
import type { SubmissionRow } from '../../src/modules/contracts/registration/submissions-repository.js';
import type { HmsRegistry } from '../../src/providers/hms/hms-provider.js';
import type { SandboxHms } from '../../src/providers/hms/sandbox-hms.js';
import { pollUntil, type Session, type TestApp } from '../helpers.js';
import { ANNA_KT, addTenantParty, completeContract, createDraft } from './contracts.js';

/** A unit as HMS's register lists it: fastanúmer and merking. */
export const UNIT = {
  property_code: '2001234',
  unit_code: '010203',
  size: 78.4,
  changed_size: null,
  rooms: 3,
  fire_insurance_value: 41_000_000,
};

/** The app's HMS sandbox, with its outage switch. */
export const sandboxOf = (t: TestApp) => t.app.ctx.providers.hms as SandboxHms;

/** The app's context with another HMS registry (a process that dies, a lost answer). */
export function withRegistry(
  t: TestApp,
  hms: HmsRegistry,
  timeoutMs?: number,
): RegistrationContext {
  const ctx = t.app.ctx;
  return {
    ...ctx,
    providers: { ...ctx.providers, hms },
    config: { ...ctx.config, hmsTimeoutMs: timeoutMs ?? ctx.config.hmsTimeoutMs },
  };
}

/**
 * A contract Jón and Anna have signed, with everything HMS needs. E-signing is built beside
 * this slice, so the status is set in the table, as the signing webhook will.
 */
export async function createSignedContract(
  t: TestApp,
  landlord: Session,
  units: unknown[] = [UNIT],
): Promise<number> {
  const { id } = await createDraft(t, landlord);
  await addTenantParty(t, id, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
  await completeContract(t, landlord, id);
  await t.db
    .update(contracts)
    .set({
      status: 'signed',
      signType: 'electronic',
      committedAt: new Date(),
      realEstate: {
        landreg_id: 'L102345',
        address: { street: 'Laugavegur 1', postal_code: '101' },
        units: units as never,
      },
    })
    .where(eq(contracts.id, id));
  return id;
}

/** What e-signing does when the last signer signs: the outbox event, then its delivery. */
export async function publishSigned(t: TestApp, contractId: number): Promise<void> {
  await t.db.transaction((tx) => publishEvent(tx, 'contract.signed', { contract_id: contractId }));
  await t.app.ctx.events.kick();
}

export async function submissionsOf(t: TestApp, contractId: number): Promise<SubmissionRow[]> {
  return t.db.select().from(hmsSubmissions).where(eq(hmsSubmissions.contractId, contractId));
}

/** The contract's one submission once no worker is sending it. */
export async function settledSubmission(t: TestApp, contractId: number): Promise<SubmissionRow> {
  const [row] = await pollUntil(
    () => submissionsOf(t, contractId),
    (rows) => rows.length === 1 && rows[0]!.status !== 'submitting' && rows[0]!.attempts > 0,
  );
  return row!;
}

export async function sandboxLeaseCount(t: TestApp, applicationId: string): Promise<number> {
  const [row] = await t.db
    .select({ value: count() })
    .from(hmsSandboxLeases)
    .where(eq(hmsSandboxLeases.applicationId, applicationId));
  return row?.value ?? 0;
}

export async function contractStatus(t: TestApp, contractId: number): Promise<string> {
  const [row] = await t.db
    .select({ status: contracts.status })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row!.status;
}

/** How many times the contract's timeline and the outbox say it was registered. */
export async function registrationRecords(t: TestApp, contractId: number) {
  const timeline = await t.db
    .select()
    .from(contractEvents)
    .where(and(eq(contractEvents.contractId, contractId), eq(contractEvents.kind, 'registered')));
  const outbox = (
    await t.db.select().from(events).where(eq(events.type, 'contract.registered'))
  ).filter((e) => e.payload['contract_id'] === contractId);
  return { timeline: timeline.length, outbox: outbox.length };
}
