import { and, eq } from 'drizzle-orm';
import { normalizeIban } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { sandboxBankTransfers } from '../../db/schema/index.js';
import { SANDBOX_BANK_ACCOUNTS, getSandboxIban } from '../bank/sandbox-bank-accounts.js';
import {
  TransferNotFoundError,
  TransferNotReversibleError,
  type PayoutProvider,
  type Transfer,
  type TransferRequest,
} from './payout-provider.js';

type TransferRow = typeof sandboxBankTransfers.$inferSelect;

const toTransfer = (row: TransferRow): Transfer => ({
  transferId: String(row.id),
  status: row.status,
  amount: row.amount,
  toIban: row.toIban,
  rejectionCode: row.rejectionCode,
  bookedAt: row.bookedAt?.toISOString() ?? null,
});

/**
 * Transfers out of the platform's custody account, kept in sandbox_bank_transfers. The receiving
 * account must be in the sandbox bank's register (sandbox-bank-accounts.ts) and held by the
 * kennitala named, else the transfer is recorded as rejected (`unknown_account`,
 * `holder_mismatch`) and no money moves. The same idempotency key answers the same transfer;
 * a booked transfer may be reversed once.
 */
export class SandboxPayoutBank implements PayoutProvider {
  private readonly register = new Map(SANDBOX_BANK_ACCOUNTS.map((a) => [getSandboxIban(a), a]));

  constructor(private readonly db: Db) {}

  async transfer(request: TransferRequest): Promise<Transfer> {
    const known = await this.findByKey(request.idempotencyKey);
    if (known) return toTransfer(known);
    const toIban = normalizeIban(request.toIban);
    const account = this.register.get(toIban);
    const rejectionCode = !account
      ? 'unknown_account'
      : account.kennitala !== request.toKennitala
        ? 'holder_mismatch'
        : !Number.isInteger(request.amount) || request.amount <= 0
          ? 'invalid_amount'
          : null;
    const now = new Date();
    const [row] = await this.db
      .insert(sandboxBankTransfers)
      .values({
        idempotencyKey: request.idempotencyKey,
        toIban,
        toKennitala: request.toKennitala,
        amount: request.amount,
        reference: request.reference.slice(0, 16),
        status: rejectionCode ? 'rejected' : 'booked',
        rejectionCode,
        bookedAt: rejectionCode ? null : now,
      })
      .onConflictDoNothing()
      .returning();
    return toTransfer(row ?? (await this.findByKey(request.idempotencyKey))!);
  }

  async getTransfer(transferId: string): Promise<Transfer> {
    return toTransfer(await this.load(transferId));
  }

  async reverse(transferId: string, idempotencyKey: string): Promise<Transfer> {
    const row = await this.load(transferId);
    if (row.status === 'reversed' && row.reverseIdempotencyKey === idempotencyKey)
      return toTransfer(row);
    if (row.status !== 'booked') throw new TransferNotReversibleError(transferId, row.status);
    const [updated] = await this.db
      .update(sandboxBankTransfers)
      .set({ status: 'reversed', reverseIdempotencyKey: idempotencyKey, reversedAt: new Date() })
      .where(and(eq(sandboxBankTransfers.id, row.id), eq(sandboxBankTransfers.status, 'booked')))
      .returning();
    if (!updated) return this.reverse(transferId, idempotencyKey);
    return toTransfer(updated);
  }

  /** Every transfer made with this key (the tests count them: one, however often retried). */
  async countByKey(idempotencyKey: string): Promise<number> {
    const rows = await this.db
      .select({ id: sandboxBankTransfers.id })
      .from(sandboxBankTransfers)
      .where(eq(sandboxBankTransfers.idempotencyKey, idempotencyKey));
    return rows.length;
  }

  private async findByKey(key: string): Promise<TransferRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxBankTransfers)
      .where(eq(sandboxBankTransfers.idempotencyKey, key));
    return row;
  }

  private async load(transferId: string): Promise<TransferRow> {
    const id = Number(transferId);
    const [row] = Number.isSafeInteger(id)
      ? await this.db.select().from(sandboxBankTransfers).where(eq(sandboxBankTransfers.id, id))
      : [];
    if (!row) throw new TransferNotFoundError(transferId);
    return row;
  }
}
