import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_SIGNING_EXPIRY_DAYS } from '@leiga/domain';
import { loanApplications, loanSigningProcesses, notifications } from '../src/db/schema/index.js';
import { runLoanSigningDeadlines } from '../src/modules/loans/signing-deadlines.js';
import type { Session, TestApp } from './helpers.js';
import { signAs } from './support/contracts-signing.js';
import {
  lifecycleOf,
  loanInStatus,
  signingToken,
  startSigning,
  startLoanWorld,
} from './support/loans-lifecycle.js';

let t: TestApp;
let anna: Session;
let jon: Session;
let stranger: Session;
let staff: Session;
let contractId: number;

beforeAll(async () => {
  ({ t, anna, jon, stranger, staff, contractId } = await startLoanWorld());
}, 240_000);
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** A fixed approval moment, long before the real clock: only these polls see it age. */
const APPROVED_AT = new Date('2025-03-02T09:00:00Z');
const daysAfter = (days: number) => new Date(APPROVED_AT.getTime() + days * DAY_MS);

/** An approved loan whose approval was at APPROVED_AT. */
async function approvedLoan(): Promise<number> {
  const id = await loanInStatus(t, anna, contractId, 'approved');
  await t.db
    .update(loanApplications)
    .set({ assessedAt: APPROVED_AT })
    .where(eq(loanApplications.id, id));
  return id;
}

/** The deadline poll at `now`, then the outbox's handlers (the expiry notice). */
const poll = async (now: Date) => {
  const done = await runLoanSigningDeadlines(t.app.ctx, now);
  await t.app.ctx.events.kick();
  return done;
};

const noticesOf = async (id: number) => {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, anna.userId), like(notifications.dedupeKey, `loan:${id}:%`)),
    );
  return rows.map((n) => [n.type, n.dedupeKey, n.targetPath]).sort();
};

type AgreementBody = {
  filename: string;
  content_type: string;
  signed: boolean;
  base64: string;
  code?: string;
};
const agreementOf = (s: Session | null, id: number) =>
  t.call<AgreementBody>('GET', `/api/loans/${id}/agreement/`, s ? { token: s.access } : {});
const sha256 = (base64: string) =>
  createHash('sha256').update(Buffer.from(base64, 'base64')).digest('hex');

describe('reminders and expiry of an unsigned loan agreement', () => {
  it('reminds after 2 and 5 days, once each however often the poll runs', async () => {
    const id = await approvedLoan();
    await poll(daysAfter(1));
    expect(await noticesOf(id)).toEqual([]);

    await poll(daysAfter(2));
    await poll(daysAfter(2.5));
    const reminder = (day: number) => [
      'loan_signing_reminder',
      `loan:${id}:signing-reminder:${day}`,
      `/loans/${id}`,
    ];
    expect(await noticesOf(id)).toEqual([reminder(2)]);

    await poll(daysAfter(5));
    await poll(daysAfter(6));
    expect(await noticesOf(id)).toEqual([reminder(2), reminder(5)]);
    expect((await lifecycleOf(t, anna, id)).body.status).toBe('approved');
  });

  it('lapses after the expiry period: the loan and its open process expire, the borrower is told once', async () => {
    const id = await approvedLoan();
    const started = await startSigning(t, anna, id);
    expect(started.status).toBe(201);
    const lifecycle = await lifecycleOf(t, anna, id);
    expect(lifecycle.body).toMatchObject({
      signing_expires_at: daysAfter(LOAN_SIGNING_EXPIRY_DAYS).toISOString(),
    });

    await poll(daysAfter(LOAN_SIGNING_EXPIRY_DAYS - 0.01));
    expect((await lifecycleOf(t, anna, id)).body.status).toBe('approved');

    // The earlier test's loan, approved at the same moment, lapses with it.
    const first = await poll(daysAfter(LOAN_SIGNING_EXPIRY_DAYS));
    expect(first.expired).toBeGreaterThanOrEqual(1);
    const second = await poll(daysAfter(LOAN_SIGNING_EXPIRY_DAYS + 1));
    expect(second.expired).toBe(0);

    const after = await lifecycleOf(t, anna, id);
    expect(after.body).toMatchObject({
      status: 'expired',
      signing: { status: 'expired' },
      signing_expires_at: null,
    });
    const expiredNotices = (await noticesOf(id)).filter((n) => n[0] === 'loan_signing_expired');
    expect(expiredNotices).toEqual([
      ['loan_signing_expired', `loan:${id}:signing-expired`, `/loans/${id}`],
    ]);
    // The lapsed approval cannot be signed any more.
    const again = await startSigning(t, anna, id);
    expect([again.status, again.body.code]).toEqual([409, 'loan_not_signable']);
  });

  it('a signed loan is never reminded nor expired', async () => {
    const id = await approvedLoan();
    const started = await startSigning(t, anna, id);
    await signAs(t, signingToken(started.body.signing?.signing_url));
    await t.app.ctx.events.kick();
    await poll(daysAfter(3));
    await poll(daysAfter(LOAN_SIGNING_EXPIRY_DAYS + 1));
    expect((await noticesOf(id)).filter((n) => String(n[0]).startsWith('loan_signing'))).toEqual(
      [],
    );
    expect((await lifecycleOf(t, anna, id)).body.status).not.toBe('expired');
  });
});

describe('downloading the loan agreement', () => {
  it('the borrower and staff download it; others hear 404; none exists before approval', async () => {
    const id = await loanInStatus(t, anna, contractId, 'approved');
    const own = await agreementOf(anna, id);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      filename: `lanssamningur-${id}.pdf`,
      content_type: 'application/pdf',
      signed: false,
    });
    expect(Buffer.from(own.body.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await agreementOf(staff, id)).status).toBe(200);
    expect((await agreementOf(stranger, id)).status).toBe(404);
    expect((await agreementOf(jon, id)).status).toBe(404);
    expect((await agreementOf(null, id)).status).toBe(401);

    const early = await loanInStatus(t, anna, contractId, 'configured');
    const refused = await agreementOf(anna, early);
    expect([refused.status, refused.body.code]).toEqual([409, 'loan_agreement_unavailable']);
  });

  it('while signing, the very document put to the borrower; once signed, the signed version, the same on every download', async () => {
    const id = await loanInStatus(t, anna, contractId, 'approved');
    const started = await startSigning(t, anna, id);
    const [process] = await t.db
      .select()
      .from(loanSigningProcesses)
      .where(eq(loanSigningProcesses.loanId, id));
    const pending = await agreementOf(anna, id);
    expect(pending.body.signed).toBe(false);
    expect(sha256(pending.body.base64)).toBe(process!.documentHash);

    await signAs(t, signingToken(started.body.signing?.signing_url));
    await t.app.ctx.events.kick();
    const signed = await agreementOf(anna, id);
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      filename: `lanssamningur-${id}-undirritadur.pdf`,
      signed: true,
    });
    expect(sha256(signed.body.base64)).not.toBe(process!.documentHash);
    const byStaff = await agreementOf(staff, id);
    expect(byStaff.body.base64).toBe(signed.body.base64);
    const [kept] = await t.db
      .select()
      .from(loanSigningProcesses)
      .where(eq(loanSigningProcesses.loanId, id));
    expect(kept!.signedDocumentStorageKey).toBeTruthy();
    expect((await agreementOf(stranger, id)).status).toBe(404);
  });
});
