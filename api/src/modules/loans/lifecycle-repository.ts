import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { SigningProcessStatus } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  loanApplications,
  loanDisbursements,
  loanRepayments,
  loanSigningProcesses,
  loanSigningReceipts,
} from '../../db/schema/index.js';
import type { LoanRow } from './loans-repository.js';

/** Every query of a loan's signing, payout and repayment (issue #18). */

export type LoanProcessRow = typeof loanSigningProcesses.$inferSelect;
export type LoanDisbursementRow = typeof loanDisbursements.$inferSelect;
export type LoanRepaymentRow = typeof loanRepayments.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'update' | 'select'>;

const P = loanSigningProcesses;
const R = loanRepayments;
const OPEN: SigningProcessStatus[] = ['starting', 'pending'];

export async function lockLoan(tx: Tx, id: number): Promise<LoanRow | undefined> {
  const [row] = await tx
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.id, id))
    .for('update');
  return row;
}

/** Moves a loan on from one of `from`; null when another request moved it first. */
export async function setLoanStatusIf(
  tx: Writer,
  id: number,
  from: readonly LoanRow['status'][],
  status: LoanRow['status'],
): Promise<LoanRow | null> {
  const [row] = await tx
    .update(loanApplications)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(loanApplications.id, id), inArray(loanApplications.status, [...from])))
    .returning();
  return row ?? null;
}

export async function insertProcess(tx: Writer, values: typeof P.$inferInsert) {
  const [row] = await tx.insert(P).values(values).returning();
  return row!;
}

export async function findProcess(db: Reader, id: number) {
  const [row] = await db.select().from(P).where(eq(P.id, id));
  return row;
}

export async function lockProcess(tx: Tx, id: number) {
  const [row] = await tx.select().from(P).where(eq(P.id, id)).for('update');
  return row;
}

export async function findProcessByKey(db: Reader, loanId: number, key: string) {
  const [row] = await db
    .select()
    .from(P)
    .where(and(eq(P.loanId, loanId), eq(P.idempotencyKey, key)));
  return row;
}

/** The loan's newest process, open or ended. */
export async function findLatestProcess(db: Reader, loanId: number) {
  const [row] = await db.select().from(P).where(eq(P.loanId, loanId)).orderBy(desc(P.id)).limit(1);
  return row;
}

/** Moves a process on from one of `from`; null when another request moved it first. */
export async function updateProcessIf(
  tx: Writer,
  id: number,
  from: readonly SigningProcessStatus[],
  values: Partial<typeof P.$inferInsert>,
): Promise<LoanProcessRow | null> {
  const [row] = await tx
    .update(P)
    .set(values)
    .where(and(eq(P.id, id), inArray(P.status, [...from])))
    .returning();
  return row ?? null;
}

/** Records the signature unless one is recorded: a signature is never written twice. */
export async function recordSignature(tx: Writer, processId: number, at: Date) {
  const [row] = await tx
    .update(P)
    .set({ signedAt: at, status: 'signed', endedAt: new Date() })
    .where(and(eq(P.id, processId), isNull(P.signedAt), inArray(P.status, OPEN)))
    .returning();
  return row ?? null;
}

/** Records the co-applicant's signature once, while the process is open. */
export async function recordCoSignature(tx: Writer, processId: number, at: Date) {
  await tx
    .update(P)
    .set({ coSignedAt: at })
    .where(and(eq(P.id, processId), isNull(P.coSignedAt), inArray(P.status, OPEN)));
}

/** Records a provider event; false when it was handled before. */
export async function insertReceipt(
  tx: Writer,
  values: typeof loanSigningReceipts.$inferInsert,
): Promise<boolean> {
  const rows = await tx
    .insert(loanSigningReceipts)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: loanSigningReceipts.eventId });
  return rows.length > 0;
}

const D = loanDisbursements;

/** The loan's latest payout attempt (the one that counts). */
export async function findDisbursement(db: Reader, loanId: number) {
  const [row] = await db
    .select()
    .from(D)
    .where(eq(D.loanId, loanId))
    .orderBy(desc(D.attempt))
    .limit(1);
  return row;
}

/** Every payout attempt of the loan, the first first. */
export async function listDisbursements(db: Reader, loanId: number) {
  return db.select().from(D).where(eq(D.loanId, loanId)).orderBy(asc(D.attempt));
}

/** A payout attempt, made once per number: null when another call made it first. */
export async function insertDisbursement(
  tx: Writer,
  values: typeof loanDisbursements.$inferInsert,
): Promise<LoanDisbursementRow | null> {
  const [row] = await tx.insert(loanDisbursements).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateDisbursement(
  tx: Writer,
  id: number,
  values: Partial<typeof loanDisbursements.$inferInsert>,
) {
  const [row] = await tx
    .update(loanDisbursements)
    .set(values)
    .where(eq(loanDisbursements.id, id))
    .returning();
  return row!;
}

export async function listRepayments(db: Reader, loanId: number): Promise<LoanRepaymentRow[]> {
  return db.select().from(R).where(eq(R.loanId, loanId)).orderBy(asc(R.seq));
}

/** The schedule's rows, made once per loan (a second call adds nothing). */
export async function insertRepayments(tx: Writer, values: (typeof R.$inferInsert)[]) {
  if (values.length > 0) await tx.insert(R).values(values).onConflictDoNothing();
}

export async function setRepaymentClaim(tx: Writer, id: number, claimId: string) {
  await tx
    .update(R)
    .set({ claimId })
    .where(and(eq(R.id, id), isNull(R.claimId)));
}

export async function findRepaymentByClaim(tx: Tx, claimId: string) {
  const [row] = await tx.select().from(R).where(eq(R.claimId, claimId)).for('update');
  return row;
}

/** Marks a row paid unless it is: a payment is never counted twice. */
export async function markRepaymentPaid(
  tx: Writer,
  id: number,
  values: { transactionId: string; paidAmount: number; paidAt: Date },
) {
  const [row] = await tx
    .update(R)
    .set(values)
    .where(and(eq(R.id, id), isNull(R.paidAt)))
    .returning();
  return row ?? null;
}

/** The last bank booking recorded on a loan row: the poll goes on after it. */
export async function findLastRepaymentTransaction(db: Reader): Promise<string | undefined> {
  const [row] = await db
    .select({ transactionId: R.transactionId })
    .from(R)
    .where(isNotNull(R.transactionId))
    .orderBy(desc(R.paidAt), desc(R.id))
    .limit(1);
  return row?.transactionId ?? undefined;
}

/** Loans whose claims are out: their status follows their rows. */
export async function listLoansInRepayment(db: Reader): Promise<LoanRow[]> {
  return db
    .select()
    .from(loanApplications)
    .where(inArray(loanApplications.status, ['disbursed', 'repaying', 'in_arrears']));
}
