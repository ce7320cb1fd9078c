import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { findContract } from '../contracts-repository.js';
import {
  ensureSubmission,
  processDueSubmissions,
  type RegistrationContext,
} from './registration-service.js';

export type WorkerOptions = {
  /** The clock (tests move it past a back-off). */
  now?: () => Date;
  onError?: (error: unknown) => void;
};

/** `contract.signed` as e-signing (or staff's paper signing) publishes it. */
const signedEventSchema = z.object({
  contract_id: z.number().int().positive(),
  /** A contract signed anew (a renewal of the same row) registers again; 1 by default. */
  generation: z.number().int().positive().default(1),
  actor_id: z.number().int().positive().nullable().optional(),
});

/**
 * Sends HMS submissions: the ones a `contract.signed` event creates at once, and the due
 * retries on each poll. Several processes may run one: claims are SKIP LOCKED leases, and a
 * lease left by a process that died is taken over when it runs out.
 */
export class HmsSubmissionWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private isStopped = false;
  private readonly now: () => Date;

  constructor(
    private readonly ctx: RegistrationContext,
    private readonly options: WorkerOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The outbox handler: the submission is created in the event's delivery, sent just after. */
  async onContractSigned(payload: Record<string, unknown>): Promise<void> {
    const event = signedEventSchema.parse(payload);
    // A contract gone, or already past signed (registered by a `hms` POST), needs nothing.
    const contract = await findContract(this.ctx.db, event.contract_id);
    if (contract?.status !== 'signed') return;
    await ensureSubmission(this.ctx, {
      contractId: event.contract_id,
      generation: event.generation,
      requestedById: event.actor_id ?? null,
      now: this.now(),
    });
    // Not awaited: an outage would hold the outbox for the HMS time-out.
    void this.kick();
  }

  start(intervalMs: number): void {
    this.isStopped = false;
    if (intervalMs <= 0) return;
    this.timer ??= setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Sends what is due, after any run already going; resolves when this run has finished. */
  kick(): Promise<void> {
    if (this.isStopped) return this.running;
    this.running = this.running.then(() => this.drain());
    return this.running;
  }

  /** One pass: claims and sends up to `limit` due submissions; how many it took. */
  runOnce(limit = 10): Promise<number> {
    return processDueSubmissions(this.ctx, this.now(), limit);
  }

  private async drain(): Promise<void> {
    try {
      while (!this.isStopped && (await this.runOnce()) > 0);
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}

/** Wires registration into the app: the outbox handler, and the worker that retries. */
export function startHmsRegistration(
  ctx: AppContext,
  onError: (error: unknown) => void,
): HmsSubmissionWorker {
  const worker = new HmsSubmissionWorker(ctx, { onError });
  ctx.events.on('contract.signed', (payload) => worker.onContractSigned(payload));
  worker.start(ctx.config.hmsWorkerIntervalMs);
  return worker;
}
