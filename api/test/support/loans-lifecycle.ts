import { eq } from 'drizzle-orm';
import { loanApplications } from '../../src/db/schema/index.js';
import type { Session, TestApp } from '../helpers.js';

export type LifecycleBody = {
  id: number;
  status: string;
  signing: { status: string; signing_url: string | null; signed_at: string | null } | null;
  disbursement: { status: string; amount: number; booked_at: string | null } | null;
  repayments: {
    number: number;
    due_date: string;
    final_due_date: string;
    amount: number;
    state: string;
    paid_at: string | null;
  }[];
  code?: string;
};

export const lifecycleOf = (t: TestApp, s: Session, id: number) =>
  t.call<LifecycleBody>('GET', `/api/loans/${id}/lifecycle/`, { token: s.access });

export const startSigning = (t: TestApp, s: Session, id: number, key?: string) =>
  t.call<LifecycleBody>('POST', `/api/loans/${id}/signing/`, {
    token: s.access,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

/**
 * A loan of the tenant's on the contract, brought straight to `status` in the database (the
 * application and assessment are tested in loans.test.ts).
 */
export async function loanInStatus(
  t: TestApp,
  tenant: Session,
  contractId: number,
  status: 'approved' | 'signed' | 'configured',
  options: { amount?: number; months?: number; firstDueDate?: string } = {},
): Promise<number> {
  const created = await t.call<{ id: number }>('POST', '/api/loans/', {
    token: tenant.access,
    body: {},
  });
  if (created.status !== 201) throw new Error(`create loan: ${created.status}`);
  await t.db
    .update(loanApplications)
    .set({
      status,
      contractId,
      amount: options.amount ?? 300_000,
      months: options.months ?? 3,
      firstDueDate: options.firstDueDate ?? '2027-01-04',
    })
    .where(eq(loanApplications.id, created.body.id));
  return created.body.id;
}

/** The sandbox token in a signing link (`/sandbox/e-sign/<token>/`). */
export function signingToken(url: string | null | undefined): string {
  const token = /\/sandbox\/e-sign\/([A-Za-z0-9_-]+)\//.exec(url ?? '')?.[1];
  if (!token) throw new Error(`not a signing link: ${url}`);
  return token;
}
