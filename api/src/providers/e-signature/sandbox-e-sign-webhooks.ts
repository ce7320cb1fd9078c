import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import {
  getBackoffDelayMs,
  type ESignatureEventType,
  type ESignatureSignerReport,
} from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { sandboxSigners, sandboxSigningDeliveries } from '../../db/schema/index.js';
import { signWebhook } from './webhook-signature.js';

/** One webhook call; the answer's status decides whether it is retried. */
export type WebhookSender = (request: {
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number }>;

/** Real HTTP to the api's webhook URL, as the vendor's service would call it. */
export function createHttpSender(url: string, timeoutMs = 10_000): WebhookSender {
  return async ({ headers, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { status: response.status };
  };
}

const BATCH = 20;
const LEASE_MS = 60_000;
export const MAX_DELIVERY_ATTEMPTS = 12;
/** 5 s, 10 s, 20 s, ... up to an hour between attempts. */
const DELIVERY_BACKOFF = { baseDelayMs: 5_000, maxDelayMs: 60 * 60 * 1000 };

export function getDeliveryBackoffMs(attempts: number): number {
  return getBackoffDelayMs(attempts, DELIVERY_BACKOFF);
}

/** A refusal retrying cannot change (a bad signature, an unknown process); others are retried. */
function isPermanentRefusal(status: number): boolean {
  return status >= 400 && status < 500 && ![408, 409, 425, 429].includes(status);
}

type SignerRow = typeof sandboxSigners.$inferSelect;

export function toSignerReport(signer: SignerRow): ESignatureSignerReport {
  return {
    id: signer.id,
    reference: signer.reference,
    status: signer.status,
    signed_at: signer.signedAt?.toISOString() ?? null,
  };
}

/** Queues a webhook in the transaction that made the change, so it is never lost. */
export async function enqueueWebhook(
  tx: Tx,
  process: { id: string; reference: string },
  type: ESignatureEventType,
  about: { signer?: SignerRow; signers?: readonly SignerRow[] } = {},
): Promise<void> {
  const eventId = randomUUID();
  const body = JSON.stringify({
    id: eventId,
    type,
    occurred_at: new Date().toISOString(),
    process: { id: process.id, reference: process.reference },
    signer: about.signer ? toSignerReport(about.signer) : null,
    signers: (about.signers ?? []).map(toSignerReport),
  });
  await tx.insert(sandboxSigningDeliveries).values({ eventId, processId: process.id, type, body });
}

export type DeliveryReport = { delivered: number; retrying: number; failed: number };

/**
 * The sandbox's outbox: sends what is due, oldest first. A failed call is tried again after a
 * growing pause; several deliverers may run at once, each takes a lease on its batch.
 */
export class WebhookDeliverer {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private sender: WebhookSender,
  ) {}

  useSender(sender: WebhookSender): void {
    this.sender = sender;
  }

  async deliverPending(now: Date = new Date()): Promise<DeliveryReport> {
    const report: DeliveryReport = { delivered: 0, retrying: 0, failed: 0 };
    for (;;) {
      const batch = await this.claim(now);
      for (const delivery of batch) report[await this.deliver(delivery, now)] += 1;
      if (batch.length < BATCH) return report;
    }
  }

  private async deliver(
    delivery: typeof sandboxSigningDeliveries.$inferSelect,
    now: Date,
  ): Promise<keyof DeliveryReport> {
    let error: string;
    let isPermanent = false;
    try {
      const { status } = await this.sender({
        headers: signWebhook(this.secret, delivery.body),
        body: delivery.body,
      });
      if (status >= 200 && status < 300) {
        await this.db
          .update(sandboxSigningDeliveries)
          .set({ deliveredAt: new Date(), claimedUntil: null, attempts: delivery.attempts + 1 })
          .where(eq(sandboxSigningDeliveries.id, delivery.id));
        return 'delivered';
      }
      error = `HTTP ${status}`;
      isPermanent = isPermanentRefusal(status);
    } catch (caught) {
      error = String(caught).slice(0, 500);
    }
    const attempts = delivery.attempts + 1;
    const hasFailed = isPermanent || attempts >= MAX_DELIVERY_ATTEMPTS;
    await this.db
      .update(sandboxSigningDeliveries)
      .set({
        attempts,
        lastError: error,
        claimedUntil: null,
        nextAttemptAt: new Date(now.getTime() + getDeliveryBackoffMs(attempts)),
        failedAt: hasFailed ? new Date() : null,
      })
      .where(eq(sandboxSigningDeliveries.id, delivery.id));
    return hasFailed ? 'failed' : 'retrying';
  }

  private claim(now: Date) {
    return this.db.transaction(async (tx) => {
      const batch = await tx
        .select()
        .from(sandboxSigningDeliveries)
        .where(
          and(
            isNull(sandboxSigningDeliveries.deliveredAt),
            isNull(sandboxSigningDeliveries.failedAt),
            lte(sandboxSigningDeliveries.nextAttemptAt, now),
            or(
              isNull(sandboxSigningDeliveries.claimedUntil),
              lt(sandboxSigningDeliveries.claimedUntil, now),
            ),
          ),
        )
        .orderBy(asc(sandboxSigningDeliveries.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (batch.length > 0)
        await tx
          .update(sandboxSigningDeliveries)
          .set({ claimedUntil: new Date(now.getTime() + LEASE_MS) })
          .where(
            inArray(
              sandboxSigningDeliveries.id,
              batch.map((d) => d.id),
            ),
          );
      return batch;
    });
  }
}
