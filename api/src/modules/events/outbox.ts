import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { getBackoffDelayMs } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { events } from '../../db/schema/index.js';

export type EventType =
  | 'listing.published'
  | 'listing.price_dropped'
  | 'listing.check_requested'
  | 'application.created'
  | 'application.accepted'
  | 'application.denied'
  | 'application.undenied'
  | 'application.cancelled'
  | 'application.other_accepted'
  | 'contract.committed'
  | 'contract.uncommitted'
  | 'contract.deleted'
  | 'contract.signing_started'
  | 'contract.signing_cancelled'
  | 'contract.signed'
  | 'contract.registered'
  | 'inspection.created'
  | 'inspection.committed'
  | 'inspection.uncommitted'
  | 'inspection.signing_started'
  | 'inspection.signed'
  | 'guarantee.committed'
  | 'guarantee.issued'
  | 'guarantee.cancellation'
  | 'guarantee.claim_sent'
  | 'guarantee.claim_answered'
  | 'guarantee.decided'
  | 'loan.signed'
  | 'loan.disbursed'
  | 'loan.repayment_late'
  | 'loan.defaulted'
  | 'loan.signing_expired'
  | 'notification.created'
  | 'message.created'
  | 'conversation.read'
  | 'notification.deliver';
/** The delivered event's id and type: consumers key their idempotency on the id. */
export type DeliveredEvent = { id: number; type: string };
export type EventHandler = (
  payload: Record<string, unknown>,
  event: DeliveredEvent,
) => Promise<void>;
type Writer = Pick<Db, 'insert'>;

/**
 * Deliveries of one event before it is left for someone to look at. With the back-off below they
 * span about twenty hours, so an outage of a consumer (storage, e-mail) delays a signed lease's
 * PDF or a registration and does not drop it: at one try a second, five failures took 5 s.
 */
export const OUTBOX_MAX_ATTEMPTS = 30;
/** 2 s, 4 s, 8 s ... at most an hour between two deliveries of a failing event. */
const OUTBOX_BACKOFF = { baseDelayMs: 2_000, maxDelayMs: 3_600_000 };
const BATCH = 20;
const LEASE_MS = 60_000;

/** How long an event that has failed `attempts` times waits before the next try. */
export function outboxRetryDelayMs(attempts: number): number {
  return getBackoffDelayMs(attempts, OUTBOX_BACKOFF);
}

/** Writes an event inside the caller's transaction. */
export async function publishEvent(
  tx: Writer,
  type: EventType,
  payload: Record<string, unknown>,
): Promise<void> {
  await tx.insert(events).values({ type, payload });
}

/**
 * Delivers outbox events to in-process handlers. Several processes may run it: each claims rows
 * with SKIP LOCKED. It polls, and `kick()` after a commit delivers at once.
 */
export class EventDispatcher {
  private readonly handlers = new Map<string, EventHandler[]>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private followUp: Promise<void> | undefined;
  private isStopped = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown, type: string) => void,
  ) {}

  on(type: EventType, handler: EventHandler): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  start(intervalMs = 1000): void {
    this.isStopped = false;
    this.timer ??= setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.isStopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await this.followUp;
  }

  /**
   * Delivers what is pending now; resolves once a drain that began after this call has finished,
   * so an event committed before the call is delivered by then (tests and request handlers await it).
   */
  kick(): Promise<void> {
    // After stop() the database is about to close: what is left waits for the next start.
    if (this.isStopped) return Promise.resolve();
    if (this.running) {
      // The running drain may have claimed its batch before the caller's commit: queue one more.
      this.followUp ??= this.running.then(() => {
        this.followUp = undefined;
        return this.kick();
      });
      return this.followUp;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.onError(error, 'outbox'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batch = await this.claim();
      for (const event of batch) {
        try {
          for (const handler of this.handlers.get(event.type) ?? [])
            await handler(event.payload, { id: event.id, type: event.type });
          await this.db
            .update(events)
            .set({ dispatchedAt: new Date(), claimedUntil: null })
            .where(eq(events.id, event.id));
        } catch (error) {
          this.onError(error, event.type);
          // The lease becomes the back-off: no dispatcher takes the event again before it passes.
          const retryAt = new Date(Date.now() + outboxRetryDelayMs(event.attempts + 1));
          await this.db
            .update(events)
            .set({
              attempts: sql`${events.attempts} + 1`,
              lastError: String(error).slice(0, 500),
              claimedUntil: retryAt,
            })
            .where(eq(events.id, event.id));
        }
      }
      if (batch.length < BATCH) return;
    }
  }

  /** Takes a lease on a batch in a short transaction; handlers then run outside it. */
  private claim() {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const batch = await tx
        .select()
        .from(events)
        .where(
          and(
            isNull(events.dispatchedAt),
            lt(events.attempts, OUTBOX_MAX_ATTEMPTS),
            or(isNull(events.claimedUntil), lt(events.claimedUntil, now)),
          ),
        )
        .orderBy(asc(events.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (batch.length > 0) {
        await tx
          .update(events)
          .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
          .where(
            inArray(
              events.id,
              batch.map((e) => e.id),
            ),
          );
      }
      return batch;
    });
  }
}
