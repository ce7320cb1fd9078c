import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClaimNotCancellableError,
  type CreateClaimRequest,
} from '../src/providers/claims/claims-provider.js';
import {
  ClaimPaymentRefusedError,
  SandboxClaimsBank,
} from '../src/providers/claims/sandbox-claims-bank.js';
import { findSandboxIban } from '../src/providers/bank/sandbox-bank-accounts.js';
import { TransferNotReversibleError } from '../src/providers/payouts/payout-provider.js';
import { SandboxPayoutBank } from '../src/providers/payouts/sandbox-payout-bank.js';
import { createTestApp, type TestApp } from './helpers.js';

/** The sandbox bank on a real database: claims, their bookings, and transfers. */
let t: TestApp;
let claims: SandboxClaimsBank;
let transfers: SandboxPayoutBank;
let serial = 0;
const onTime = new Date('2026-05-05T10:00:00Z');

const request = (overrides: Partial<CreateClaimRequest> = {}): CreateClaimRequest => {
  serial += 1;
  return {
    claimantId: '6501160030',
    account: `013366${String(900_000 + serial)}`,
    dueDate: '2026-05-04',
    finalDueDate: '2026-05-11',
    payorId: '1203942319',
    templateCode: 'LEI',
    amount: 200_000,
    idempotencyKey: `test-claim-${serial}`,
    ...overrides,
  };
};

beforeAll(async () => {
  t = await createTestApp({ claimsPollIntervalMs: 0 });
  claims = new SandboxClaimsBank(t.db);
  transfers = new SandboxPayoutBank(t.db);
}, 120_000);
afterAll(() => t?.close());

describe('SandboxClaimsBank', () => {
  it('answers the same claim for the same idempotency key, also under concurrent duplicates', async () => {
    const body = request();
    const answers = await Promise.all(Array.from({ length: 10 }, () => claims.createClaim(body)));
    expect(new Set(answers.map((c) => c.claimId)).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 'Unpaid', amount: 200_000, paidAmount: 0 });
    expect(answers[0]!.claimId).toBe(`6501160030${body.account}+20260504`);
  });

  it('books a payment in full, refuses a second one and refuses to cancel a paid claim', async () => {
    const claim = await claims.createClaim(request());
    const { transaction, claim: paid } = await claims.pay(claim.claimId, {
      paidAt: new Date('2026-05-10T12:00:00Z'),
    });
    expect(paid.status).toBe('Paid');
    expect(transaction).toMatchObject({ amount: 200_000, interestAmount: 0 });
    await expect(claims.pay(claim.claimId)).rejects.toBeInstanceOf(ClaimPaymentRefusedError);
    await expect(claims.cancelClaim(claim.claimId, 'k')).rejects.toBeInstanceOf(
      ClaimNotCancellableError,
    );
  });

  it('charges default interest per day late at the claim’s yearly rate', async () => {
    const claim = await claims.createClaim(
      request({
        defaultInterest: { referenceDate: 'DueDate', baseTimeType: '360', percentage: 18 },
      }),
    );
    // 36 days from the due date (4 May) to 9 June: 200 000 x 18% x 36/360 = 3 600.
    const { transaction } = await claims.pay(claim.claimId, {
      paidAt: new Date('2026-06-09T08:00:00Z'),
    });
    expect(transaction).toMatchObject({ amount: 203_600, interestAmount: 3600 });
  });

  it('takes a claim partly, cancels an unpaid one and lists bookings after a cursor', async () => {
    const before = await claims.listTransactions({ limit: 1000 });
    const cursor = before.at(-1)?.transactionId;
    const claim = await claims.createClaim(request());
    const first = await claims.pay(claim.claimId, { amount: 50_000, paidAt: onTime });
    expect(first.claim).toMatchObject({ status: 'Unpaid', paidAmount: 50_000 });
    await expect(claims.pay(claim.claimId, { amount: 150_001 })).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    await claims.pay(claim.claimId, { amount: 150_000, paidAt: onTime });
    const after = await claims.listTransactions({ afterTransactionId: cursor, limit: 10 });
    expect(after.map((b) => b.amount)).toEqual([50_000, 150_000]);
    expect(
      await claims.listTransactions({ afterTransactionId: after[0]!.transactionId, limit: 10 }),
    ).toHaveLength(1);

    const other = await claims.createClaim(request());
    expect((await claims.cancelClaim(other.claimId, 'c1')).status).toBe('Cancelled');
    await expect(claims.pay(other.claimId)).rejects.toMatchObject({ code: 'claim_cancelled' });
  });
});

describe('SandboxPayoutBank', () => {
  const jonIban = findSandboxIban('0407682389')!;

  it('books once per key and reverses once', async () => {
    const body = {
      toIban: jonIban,
      toKennitala: '0407682389',
      amount: 240_000,
      reference: 'Leiga 1',
      idempotencyKey: 'p-1',
    };
    const [a, b] = await Promise.all([transfers.transfer(body), transfers.transfer(body)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ status: 'booked', rejectionCode: null });
    expect(await transfers.countByKey('p-1')).toBe(1);
    expect((await transfers.reverse(a.transferId, 'r-1')).status).toBe('reversed');
    expect((await transfers.reverse(a.transferId, 'r-1')).status).toBe('reversed');
    await expect(transfers.reverse(a.transferId, 'r-2')).rejects.toBeInstanceOf(
      TransferNotReversibleError,
    );
  });

  it('refuses an account of someone else and an unknown account', async () => {
    const mismatch = await transfers.transfer({
      toIban: jonIban,
      toKennitala: '1203942319',
      amount: 1000,
      reference: 'x',
      idempotencyKey: 'p-2',
    });
    expect(mismatch).toMatchObject({
      status: 'rejected',
      rejectionCode: 'holder_mismatch',
      bookedAt: null,
    });
    const unknown = await transfers.transfer({
      toIban: 'IS140159260076545510730339',
      toKennitala: '0407682389',
      amount: 1000,
      reference: 'x',
      idempotencyKey: 'p-3',
    });
    expect(unknown).toMatchObject({ status: 'rejected', rejectionCode: 'unknown_account' });
    await expect(transfers.reverse(unknown.transferId, 'r')).rejects.toBeInstanceOf(
      TransferNotReversibleError,
    );
  });
});

describe('the sandbox bank routes', () => {
  it('lists claims by payor and answers 400 to a bad payment body', async () => {
    const claim = await claims.createClaim(request({ payorId: '0911883419' }));
    const list = await t.call<{ results: { claim_id: string }[] }>(
      'GET',
      '/api/sandbox/bank/claims/?payor=0911883419',
    );
    expect(list.status).toBe(200);
    expect(list.body.results.map((c) => c.claim_id)).toContain(claim.claimId);
    const bad = await t.call(
      'POST',
      `/api/sandbox/bank/claims/${encodeURIComponent(claim.claimId)}/pay/`,
      {
        body: { amount: -5 },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('amount');
    const missing = await t.call('POST', '/api/sandbox/bank/claims/nope/pay/', { body: {} });
    expect(missing.status).toBe(404);
  });
});
