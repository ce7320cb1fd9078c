import { eq } from 'drizzle-orm';
import { loanApplications } from '../../src/db/schema/index.js';
import { pollLoanRepayments } from '../../src/modules/loans/repayments-service.js';
import { createTestApp, type Session, type TestApp } from '../helpers.js';
import { prepareBilling } from './billing.js';
import { injectSender } from './contracts-signing.js';
import { sharedCommittedContract } from './guarantee-claims.js';

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

export type LoanWorld = {
  t: TestApp;
  anna: Session;
  jon: Session;
  stranger: Session;
  staff: Session;
  /** Anna's committed lease with Jón, who is its payee with a payout account: loans pay him. */
  contractId: number;
};

/** A test app for a loan's life after approval: signing sent in-process, polls run by hand. */
export async function startLoanWorld(): Promise<LoanWorld> {
  const t = await createTestApp({
    seedListings: 4,
    esignSchedulerIntervalMs: 0,
    eidSandboxDelayMs: 0,
    claimsPollIntervalMs: 0,
  });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  const [anna, jon, stranger, staff] = await Promise.all([
    t.as('tenant'),
    t.as('landlord'),
    t.as('otherTenant'),
    t.as('staff'),
  ]);
  const contractId = await sharedCommittedContract(t, anna, jon);
  await prepareBilling(t.db, contractId, jon.userId, []);
  return { t, anna, jon, stranger, staff, contractId };
}

/** The repayment poll of `today` (claims, reminders, defaults), as the hourly job runs it. */
export const pollRepayments = (t: TestApp, today: string) =>
  pollLoanRepayments(
    { db: t.db, claims: t.app.ctx.providers.claims, config: t.app.ctx.config },
    today,
  );

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
