import type { ESignatureWebhook } from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import type { Db, Tx } from '../../../db/client.js';
import { ApiError, notFound } from '../../../http/errors.js';

export const processNotFound = () =>
  new ApiError(404, 'signing_process_not_found', 'No signing process has this reference.');

/** When the provider says a signer acted: its time, or now when it gave none. */
export const eventTime = (value: string | null | undefined): Date =>
  value ? new Date(value) : new Date();

type KnownProcess = { id: number; providerProcessId: string | null };

/**
 * What a signing domain (guarantee terms, loan agreements, inspection reports) gives the shared
 * webhook handling: how to find its process, lock it, keep a receipt and apply an event.
 */
export type ProcessWebhookHandler<P extends KnownProcess, Locked> = {
  /** The process reference's prefix, e.g. `loan-`. */
  prefix: string;
  findProcess: (db: Db, id: number) => Promise<P | undefined>;
  /**
   * Locks what the event changes, in the order the domain's other writers take the locks (the
   * parent before the process); undefined when it has gone.
   */
  lock: (tx: Tx, known: P) => Promise<Locked | undefined>;
  /** Keeps the event's id; false when it was already kept (a second delivery). */
  insertReceipt: (
    tx: Tx,
    receipt: { eventId: string; type: ESignatureWebhook['type']; processId: number },
  ) => Promise<boolean>;
  apply: (tx: Tx, locked: Locked, event: ESignatureWebhook) => Promise<void>;
};

/**
 * A verified provider event about a process, handled once: its id goes into the receipts in the
 * same transaction as its effect, so a second delivery changes nothing. An unknown reference, or
 * one the provider gave another process id, is a 404.
 */
export async function handleProcessWebhook<P extends KnownProcess, Locked>(
  ctx: Pick<AppContext, 'db'> & { events: Pick<AppContext['events'], 'kick'> },
  handler: ProcessWebhookHandler<P, Locked>,
  event: ESignatureWebhook,
): Promise<{ duplicate: boolean }> {
  const id = Number(event.process.reference.slice(handler.prefix.length));
  const known = Number.isSafeInteger(id) ? await handler.findProcess(ctx.db, id) : undefined;
  if (!known || (known.providerProcessId && known.providerProcessId !== event.process.id))
    throw processNotFound();
  const isNew = await ctx.db.transaction(async (tx) => {
    const locked = await handler.lock(tx, known);
    if (!locked) throw notFound();
    const isFirst = await handler.insertReceipt(tx, {
      eventId: event.id,
      type: event.type,
      processId: known.id,
    });
    if (isFirst) await handler.apply(tx, locked, event);
    return isFirst;
  });
  if (isNew) void ctx.events.kick();
  return { duplicate: !isNew };
}
