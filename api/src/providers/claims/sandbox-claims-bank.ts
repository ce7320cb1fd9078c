import { and, asc, desc, eq, gt, type SQL } from 'drizzle-orm';
import { computeDefaultInterest, type DefaultInterestPeriod } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import {
  defaultInterestRates,
  sandboxBankClaimTransactions,
  sandboxBankClaims,
} from '../../db/schema/index.js';
import {
  ClaimNotCancellableError,
  ClaimNotFoundError,
  ClaimRejectedError,
  type Claim,
  type ClaimTransaction,
  type ClaimsProvider,
  type CreateClaimRequest,
} from './claims-provider.js';

type ClaimRow = typeof sandboxBankClaims.$inferSelect;

/** A claim as the sandbox's own page shows it (more than the claims API answers). */
export type SandboxClaimView = Claim & {
  payorId: string;
  claimantId: string;
  reference: string | null;
  createdAt: string;
};

/** What a payment on a sandbox claim booked: principal and default interest. */
export type SandboxPayment = { transaction: ClaimTransaction; claim: Claim };

export class ClaimPaymentRefusedError extends Error {
  constructor(
    readonly code: 'claim_paid' | 'claim_cancelled' | 'amount_too_large' | 'partial_not_allowed',
    message: string,
  ) {
    super(message);
    this.name = 'ClaimPaymentRefusedError';
  }
}

const toClaim = (row: ClaimRow): Claim => ({
  claimId: row.claimId,
  status: row.status,
  amount: row.amount,
  paidAmount: row.paidAmount,
  dueDate: row.dueDate,
  finalDueDate: row.finalDueDate,
});

const toTransaction = (
  row: typeof sandboxBankClaimTransactions.$inferSelect,
): ClaimTransaction => ({
  transactionId: String(row.id),
  claimId: row.claimId,
  amount: row.amount,
  interestAmount: row.interestAmount,
  bookedAt: row.bookedAt.toISOString(),
});

/** The Central Bank's table as staff keep it (default_interest_rates), oldest first. */
async function loadRates(db: Pick<Db, 'select'>): Promise<DefaultInterestPeriod[]> {
  return db
    .select({
      from: defaultInterestRates.from,
      yearlyBasisPoints: defaultInterestRates.yearlyBasisPoints,
      source: defaultInterestRates.source,
      isVerified: defaultInterestRates.isVerified,
    })
    .from(defaultInterestRates)
    .orderBy(asc(defaultInterestRates.from));
}

/**
 * A bank's claims service in the database (sandbox_bank_claims): the same idempotency key answers
 * the same claim, a paid claim cannot be cancelled, and a payment may be in full, partial or late
 * (after the final due date, with default interest per day late at the claim's yearly rate, or
 * the Central Bank's published rate of each day, as staff recorded it in default_interest_rates,
 * when the claim names none). Transaction ids are the booking's row id, so `listTransactions` after a cursor is "id
 * greater than".
 */
export class SandboxClaimsBank implements ClaimsProvider {
  constructor(private readonly db: Db) {}

  async createClaim(request: CreateClaimRequest): Promise<Claim> {
    const known = await this.findByKey(request.idempotencyKey);
    if (known) return toClaim(known);
    if (!/^\d{12}$/.test(request.account) || request.account.slice(4, 6) !== '66')
      throw new ClaimRejectedError(
        'invalid_account',
        'The claim account must be 12 digits, ledger 66.',
      );
    if (!Number.isInteger(request.amount) || request.amount <= 0)
      throw new ClaimRejectedError('invalid_amount', 'The amount must be whole ISK above 0.');
    if (request.finalDueDate < request.dueDate)
      throw new ClaimRejectedError(
        'invalid_final_due_date',
        'The final due date is before the due date.',
      );
    const claimId = `${request.claimantId}${request.account}+${request.dueDate.replaceAll('-', '')}`;
    const [row] = await this.db
      .insert(sandboxBankClaims)
      .values({
        claimId,
        idempotencyKey: request.idempotencyKey,
        claimantId: request.claimantId,
        account: request.account,
        payorId: request.payorId,
        templateCode: request.templateCode,
        dueDate: request.dueDate,
        finalDueDate: request.finalDueDate,
        amount: request.amount,
        reference: request.reference ?? null,
        defaultInterest: request.defaultInterest ?? null,
        isPartialPaymentAllowed: request.isPartialPaymentAllowed ?? true,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return toClaim(row);
    // A concurrent duplicate won the insert, or the claim key is taken by another request.
    const again = await this.findByKey(request.idempotencyKey);
    if (again) return toClaim(again);
    throw new ClaimRejectedError('duplicate_claim', `A claim ${claimId} already exists.`);
  }

  async getClaim(claimId: string): Promise<Claim> {
    return toClaim(await this.load(claimId));
  }

  async cancelClaim(claimId: string, idempotencyKey: string): Promise<Claim> {
    const row = await this.load(claimId);
    if (row.status === 'Cancelled') return toClaim(row);
    if (row.status === 'Paid' || row.paidAmount > 0)
      throw new ClaimNotCancellableError(claimId, row.status);
    const [updated] = await this.db
      .update(sandboxBankClaims)
      .set({ status: 'Cancelled', cancelIdempotencyKey: idempotencyKey })
      .where(and(eq(sandboxBankClaims.claimId, claimId), eq(sandboxBankClaims.status, 'Unpaid')))
      .returning();
    return toClaim(updated ?? (await this.load(claimId)));
  }

  async listTransactions(query: {
    afterTransactionId?: string;
    limit: number;
  }): Promise<ClaimTransaction[]> {
    const after = Number(query.afterTransactionId ?? 0);
    const rows = await this.db
      .select()
      .from(sandboxBankClaimTransactions)
      .where(gt(sandboxBankClaimTransactions.id, Number.isInteger(after) ? after : 0))
      .orderBy(asc(sandboxBankClaimTransactions.id))
      .limit(query.limit);
    return rows.map(toTransaction);
  }

  /** The sandbox page's list: newest first, of one payor when `payorId` is given. */
  async listClaims(options: { payorId?: string; limit: number }): Promise<SandboxClaimView[]> {
    const where: SQL | undefined = options.payorId
      ? eq(sandboxBankClaims.payorId, options.payorId)
      : undefined;
    const rows = await this.db
      .select()
      .from(sandboxBankClaims)
      .where(where)
      .orderBy(desc(sandboxBankClaims.id))
      .limit(options.limit);
    return rows.map((row) => ({
      ...toClaim(row),
      payorId: row.payorId,
      claimantId: row.claimantId,
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * The payor pays: the rest of the claim when `amount` is absent, else `amount` (partly); paid
   * after the final due date, default interest on the principal paid is booked with it.
   */
  async pay(
    claimId: string,
    options: { amount?: number; paidAt?: Date } = {},
  ): Promise<SandboxPayment> {
    const paidAt = options.paidAt ?? new Date();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxBankClaims)
        .where(eq(sandboxBankClaims.claimId, claimId))
        .for('update');
      if (!row) throw new ClaimNotFoundError(claimId);
      if (row.status === 'Paid')
        throw new ClaimPaymentRefusedError('claim_paid', 'The claim is paid.');
      if (row.status === 'Cancelled')
        throw new ClaimPaymentRefusedError('claim_cancelled', 'The claim was cancelled.');
      const rest = row.amount - row.paidAmount;
      const principal = options.amount ?? rest;
      if (principal > rest)
        throw new ClaimPaymentRefusedError('amount_too_large', `At most ${rest} is owed.`);
      if (principal < rest && !row.isPartialPaymentAllowed)
        throw new ClaimPaymentRefusedError(
          'partial_not_allowed',
          'The claim must be paid in full.',
        );
      const rule = row.defaultInterest;
      // Read at each payment, so a period staff record applies to the next payment booked; the
      // interest booked stays as it was (the transaction row), whatever the table says later.
      const rates = rule?.percentage === undefined ? await loadRates(tx) : [];
      const interest = computeDefaultInterest({
        amount: principal,
        dueDate: row.dueDate,
        finalDueDate: row.finalDueDate,
        paidOn: paidAt.toISOString().slice(0, 10),
        rule: {
          referenceDate: rule?.referenceDate ?? 'DueDate',
          baseTimeType: rule?.baseTimeType ?? '360',
          percentage: rule?.percentage,
        },
        rates,
      });
      const paidAmount = row.paidAmount + principal;
      const [claim] = await tx
        .update(sandboxBankClaims)
        .set({ paidAmount, status: paidAmount >= row.amount ? 'Paid' : 'Unpaid' })
        .where(eq(sandboxBankClaims.id, row.id))
        .returning();
      const [booking] = await tx
        .insert(sandboxBankClaimTransactions)
        .values({
          claimId,
          amount: principal + interest,
          interestAmount: interest,
          bookedAt: paidAt,
        })
        .returning();
      return { transaction: toTransaction(booking!), claim: toClaim(claim!) };
    });
  }

  private async findByKey(key: string): Promise<ClaimRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxBankClaims)
      .where(eq(sandboxBankClaims.idempotencyKey, key));
    return row;
  }

  private async load(claimId: string): Promise<ClaimRow> {
    const [row] = await this.db
      .select()
      .from(sandboxBankClaims)
      .where(eq(sandboxBankClaims.claimId, claimId));
    if (!row) throw new ClaimNotFoundError(claimId);
    return row;
  }
}
