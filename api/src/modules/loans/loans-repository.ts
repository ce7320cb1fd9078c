import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { loanApplications } from '../../db/schema/index.js';

export type LoanRow = typeof loanApplications.$inferSelect;
export type LoanChanges = Partial<Omit<typeof loanApplications.$inferInsert, 'id' | 'ownerId'>>;

export async function findLoan(db: Db, id: number): Promise<LoanRow | null> {
  const [found] = await db.select().from(loanApplications).where(eq(loanApplications.id, id));
  return found ?? null;
}

export async function insertLoan(db: Db, ownerId: number): Promise<LoanRow> {
  const [row] = await db.insert(loanApplications).values({ ownerId }).returning();
  return row!;
}

/**
 * Changes a loan only while it is still in `status` (the one the change was judged in), so a
 * step saved after the assessment began is never overtaken; null when it was.
 */
export async function updateLoanIn(
  db: Db | Tx,
  id: number,
  status: LoanRow['status'],
  changes: LoanChanges,
): Promise<LoanRow | null> {
  const [row] = await db
    .update(loanApplications)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(loanApplications.id, id), eq(loanApplications.status, status)))
    .returning();
  return row ?? null;
}

export async function listOwnLoans(
  db: Db,
  ownerId: number,
  page: number,
  pageSize: number,
): Promise<{ count: number; rows: LoanRow[] }> {
  const where = eq(loanApplications.ownerId, ownerId);
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(loanApplications).where(where),
    db
      .select()
      .from(loanApplications)
      .where(where)
      .orderBy(desc(loanApplications.createdAt), desc(loanApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { count: total[0]?.n ?? 0, rows };
}
