import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { validateHmsLease, type HmsLease } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { hmsSandboxLeases } from '../../db/schema/index.js';
import {
  HmsUnavailableError,
  type HmsRegisteredLease,
  type HmsRegistry,
  type HmsSubmitResult,
} from './hms-provider.js';

/** `unavailable`: the register answers 503; `timeout`: it does not answer within timeoutMs. */
export type HmsOutage = 'none' | 'unavailable' | 'timeout';

export type SandboxHmsOptions = {
  /** How long the register takes to answer. */
  delayMs: number;
  /** How long a caller waits before giving up (the outage `timeout` waits this long). */
  timeoutMs: number;
  outage: HmsOutage;
};

type LeaseRow = typeof hmsSandboxLeases.$inferSelect;

const toRegistered = (row: LeaseRow): HmsRegisteredLease => ({
  registrationNumber: row.registrationNumber,
  applicationId: row.applicationId,
  status: row.status as HmsRegisteredLease['status'],
  receivedAt: row.receivedAt,
});

/**
 * Behaves like HMS's register: validates the lease (HMS's rules, and an end date after the
 * start), keeps each lease it accepts in its own table under the applicationId, answers the
 * same registration number when the same applicationId comes again, takes `delayMs` to answer,
 * and is down on demand (configuration, or `setOutage` from a test or the dev tools).
 */
export class SandboxHms implements HmsRegistry {
  private outage: HmsOutage;
  /** Calls the outage still covers; Infinity until switched off. */
  private outageCalls = Number.POSITIVE_INFINITY;
  /** How many times submitLease was called, answered or not. */
  submitCalls = 0;

  constructor(
    private readonly db: Db,
    private readonly options: SandboxHmsOptions,
  ) {
    this.outage = options.outage;
  }

  /** Takes the register down (for the next `calls` submissions, or until set to none). */
  setOutage(outage: HmsOutage, calls = Number.POSITIVE_INFINITY): void {
    this.outage = outage;
    this.outageCalls = outage === 'none' ? Number.POSITIVE_INFINITY : calls;
  }

  async submitLease(lease: HmsLease): Promise<HmsSubmitResult> {
    this.submitCalls += 1;
    await this.failIfDown();
    if (this.options.delayMs > 0) await sleep(this.options.delayMs);
    const errors = validateHmsLease(lease);
    if (lease.lease.endDate && lease.lease.endDate <= lease.lease.startDate)
      errors['lease.endDate'] ??= 'contracts.hms.errors.end_date';
    if (Object.keys(errors).length > 0) return { outcome: 'rejected', errors };
    const row = await this.register(lease);
    return {
      outcome: 'registered',
      registrationNumber: row.registrationNumber,
      status: row.status as HmsRegisteredLease['status'],
    };
  }

  async findBySubmission(applicationId: string): Promise<HmsRegisteredLease | null> {
    await this.failIfDown();
    const [row] = await this.db
      .select()
      .from(hmsSandboxLeases)
      .where(eq(hmsSandboxLeases.applicationId, applicationId))
      .limit(1);
    return row ? toRegistered(row) : null;
  }

  async findByRegistrationNumber(registrationNumber: string): Promise<HmsRegisteredLease | null> {
    await this.failIfDown();
    const [row] = await this.db
      .select()
      .from(hmsSandboxLeases)
      .where(eq(hmsSandboxLeases.registrationNumber, registrationNumber))
      .limit(1);
    return row ? toRegistered(row) : null;
  }

  private async failIfDown(): Promise<void> {
    if (this.outage === 'none') return;
    const outage = this.outage;
    this.outageCalls -= 1;
    if (this.outageCalls <= 0) this.setOutage('none');
    if (outage === 'timeout') {
      await sleep(this.options.timeoutMs);
      throw new HmsUnavailableError(
        'timeout',
        `HMS did not answer within ${this.options.timeoutMs} ms`,
      );
    }
    throw new HmsUnavailableError('unavailable', 'HMS answered 503 Service Unavailable');
  }

  /**
   * One lease per applicationId, whoever asks first: the insert that loses the race on the
   * unique key reads the winner's row. The number is HMS-like: year and a running number.
   */
  private async register(lease: HmsLease): Promise<LeaseRow> {
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(hmsSandboxLeases)
        .values({
          applicationId: lease.applicationId,
          registrationNumber: `pending:${lease.applicationId}`,
          lease,
        })
        .onConflictDoNothing({ target: hmsSandboxLeases.applicationId })
        .returning();
      if (!inserted) {
        const [existing] = await tx
          .select()
          .from(hmsSandboxLeases)
          .where(eq(hmsSandboxLeases.applicationId, lease.applicationId))
          .limit(1);
        return existing!;
      }
      const year = inserted.receivedAt.getUTCFullYear();
      const [numbered] = await tx
        .update(hmsSandboxLeases)
        .set({ registrationNumber: `${year}-${String(100000 + inserted.id).padStart(7, '0')}` })
        .where(eq(hmsSandboxLeases.id, inserted.id))
        .returning();
      return numbered!;
    });
  }
}
