import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeIcelandicIban, parseIcelandicIban } from '@leiga/domain';
import { sandboxBankLookups } from '../src/db/schema/index.js';
import {
  SANDBOX_BANK_ACCOUNTS,
  findSandboxIban,
  getSandboxIban,
} from '../src/providers/bank/sandbox-bank-accounts.js';
import { raceStatuses } from './support/concurrency.js';
import { createTestApp, type ApiErrorBody, type Session, type TestApp } from './helpers.js';
import { ANNA_KT, type ContractBody, type ContractPageBody } from './support/contracts.js';

const JON_KT = '0407682389';
const JON_IBAN = findSandboxIban(JON_KT)!;
const ANNA_IBAN = findSandboxIban(ANNA_KT)!;
const COMPANY_IBAN = findSandboxIban('4503161050')!;
/** A well-formed IBAN of Jón's that the sandbox bank does not hold. */
const UNKNOWN_IBAN = makeIcelandicIban('0133', '26', '777777', JON_KT);
const OUTAGE_IBAN = makeIcelandicIban('0133', '26', '999999', JON_KT);
/** Jón's IBAN with its check digits broken. */
const BAD_CHECKSUM = `IS00${JON_IBAN.slice(4)}`;

type PayoutMethod = {
  id: number;
  user_id: number;
  holder_name: string;
  bank_account: { iban: string; icelandic_format: { kt: string; bank: string } | null };
};
type Body = PayoutMethod &
  ApiErrorBody & {
    results: PayoutMethod[];
    valid: boolean;
    icelandic_format: { kt: string } | null;
  };
type Contract = ContractBody & {
  payout_method: { bank_account: { iban: string; icelandic_format: { kt: string } | null } } | null;
};

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let staff: Session;
let newcomer: Session;

beforeAll(async () => {
  t = await createTestApp();
  [jon, anna, kristin, staff, newcomer] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
    t.register({ user_type: 'LL' }),
  ]);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  session: Session | null,
  body?: unknown,
) =>
  t.call<Body>(method, url, {
    ...(session ? { token: session.access } : {}),
    body,
    // Adding a payout method is a money mutation: it takes an Idempotency-Key, fresh per call.
    ...(method === 'POST' && url === '/api/payout-methods/'
      ? { headers: { 'idempotency-key': randomUUID() } }
      : {}),
  });

describe('banking/verify-account/', () => {
  it('answers the holder of a known Icelandic account, in the national form', async () => {
    const reply = await call('POST', '/api/banking/verify-account/', anna, {
      iban: JON_IBAN.replace(/(.{4})/g, '$1 '),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.valid).toBe(true);
    expect(reply.body.icelandic_format).toEqual({
      kt: JON_KT,
      bank: '0133',
      ledger: '26',
      account: '012345',
    });
  });

  it('says an unknown account is not valid, and names the iban field for a bad checksum', async () => {
    const unknown = await call('POST', '/api/banking/verify-account/', anna, {
      iban: UNKNOWN_IBAN,
    });
    expect(unknown.body).toMatchObject({ valid: false, icelandic_format: null });
    const bad = await call('POST', '/api/banking/verify-account/', anna, { iban: BAD_CHECKSUM });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ iban: 'validation.iban' });
    expect(
      (await call('POST', '/api/banking/verify-account/', null, { iban: JON_IBAN })).status,
    ).toBe(401);
  });

  it('answers 503 when the bank does not answer, and the sandbox keeps a log of what it was asked', async () => {
    const reply = await call('POST', '/api/banking/verify-account/', anna, { iban: OUTAGE_IBAN });
    expect(reply.status).toBe(503);
    expect(reply.body.fields).toEqual({ iban: 'validation.bank_unavailable' });
    const log = await t.db.select().from(sandboxBankLookups);
    expect(log.map((l) => l.outcome)).toEqual(
      expect.arrayContaining(['found', 'unknown', 'unavailable']),
    );
  });
});

describe('payout-methods/', () => {
  it('lists the seeded account to Jón and to staff, and refuses other users (403) and the anonymous (401)', async () => {
    const own = await call('GET', '/api/payout-methods/', jon);
    expect(own.body.results.map((m) => m.bank_account.iban)).toEqual([JON_IBAN]);
    const byStaff = await call('GET', `/api/payout-methods/?user=${jon.userId}`, staff);
    expect(byStaff.body.results).toHaveLength(1);
    expect((await call('GET', `/api/payout-methods/?user=${jon.userId}`, kristin)).status).toBe(
      403,
    );
    expect((await call('GET', '/api/payout-methods/', null)).status).toBe(401);
  });

  it('adds an account the bank confirms is the caller’s, with the holder the bank reported', async () => {
    const reply = await call('POST', '/api/payout-methods/', anna, {
      user_id: anna.userId,
      iban: ANNA_IBAN,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.holder_name).toBe('Anna Sigurðardóttir');
    expect(reply.body.bank_account.icelandic_format?.kt).toBe(ANNA_KT);
    const again = await call('POST', '/api/payout-methods/', anna, {
      user_id: anna.userId,
      iban: ANNA_IBAN,
    });
    expect(again.status).toBe(409);
  });

  it('refuses someone else’s account, an unknown one and a bad checksum with 400 on iban', async () => {
    const cases: [string, string][] = [
      [ANNA_IBAN, 'validation.account_holder_mismatch'],
      [UNKNOWN_IBAN, 'validation.account_unknown'],
      [BAD_CHECKSUM, 'validation.iban'],
    ];
    for (const [iban, code] of cases) {
      const reply = await call('POST', '/api/payout-methods/', jon, { user_id: jon.userId, iban });
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toEqual({ iban: code });
    }
    const noKennitala = await call('POST', '/api/payout-methods/', newcomer, {
      user_id: newcomer.userId,
      iban: COMPANY_IBAN,
    });
    expect(noKennitala.body.fields).toEqual({ iban: 'validation.account_holder_mismatch' });
  });

  it('makes one method when the same account is added many times at once', async () => {
    const olena = await t.login('olena@leiga.is');
    const iban = findSandboxIban('2502912729');
    const statuses = await raceStatuses(6, () =>
      call('POST', '/api/payout-methods/', olena, { user_id: olena.userId, iban }),
    );
    expect(statuses).toEqual({ 201: 1, 409: 5 });
    expect((await call('GET', '/api/payout-methods/', olena)).body.results).toHaveLength(1);
  });

  it('adds for another user only when staff do it', async () => {
    const body = { user_id: newcomer.userId, iban: COMPANY_IBAN };
    expect((await call('POST', '/api/payout-methods/', jon, body)).status).toBe(403);
    const reply = await call('POST', '/api/payout-methods/', staff, body);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      user_id: newcomer.userId,
      holder_name: 'Hraunberg leigufélag ehf.',
    });
  });

  it('lets only the owner and staff change or remove a method; others hear 404', async () => {
    const created = await call('POST', '/api/payout-methods/', staff, {
      user_id: kristin.userId,
      iban: findSandboxIban('0911883419'),
    });
    const url = `/api/payout-methods/${created.body.id}/`;
    expect((await call('PATCH', url, jon, { iban: JON_IBAN })).status).toBe(404);
    expect((await call('DELETE', url, jon)).status).toBe(404);
    const mismatch = await call('PATCH', url, kristin, { iban: JON_IBAN });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({ iban: 'validation.account_holder_mismatch' });
    expect((await call('DELETE', url, kristin)).status).toBe(204);
    expect((await call('GET', '/api/payout-methods/', kristin)).body.results).toEqual([]);
  });
});

describe('a contract’s payout method', () => {
  async function jonsDraft(): Promise<Contract> {
    const list = await t.call<ContractPageBody>('GET', '/api/contracts/', { token: jon.access });
    return list.body.results.find((c) => c.status === 'draft') as Contract;
  }
  const payments = (c: ContractBody) =>
    c.valid_steps.find((s) => s.step_name === 'payments')!.is_valid;

  it('comes seeded on Jón’s contracts, paid to his own account, so the payments step is valid', async () => {
    const draft = await jonsDraft();
    expect(draft.payout_method?.bank_account).toEqual({
      iban: JON_IBAN,
      icelandic_format: { kt: JON_KT },
    });
    expect(payments(draft)).toBe(true);
  });

  it('links a landlord’s method, refuses a tenant’s with 400 on payout_method_id, and domain judges the payee', async () => {
    const draft = await jonsDraft();
    const [jonsMethod] = (await call('GET', '/api/payout-methods/', jon)).body.results;
    const [annasMethod] = (await call('GET', '/api/payout-methods/', anna)).body.results;
    const url = `/api/contracts/${draft.id}/`;
    const refused = await call('PATCH', url, jon, { payout_method_id: annasMethod!.id });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      payout_method_id: 'validation.payout_method_not_landlords',
    });
    const otherPayee = await t.call<Contract>('PATCH', url, {
      token: jon.access,
      body: {
        payout_method_id: jonsMethod!.id,
        payee: { name: 'Anna Sigurðardóttir', identifier: ANNA_KT, identifier_country: 'IS' },
      },
    });
    expect(otherPayee.status).toBe(200);
    expect(payments(otherPayee.body)).toBe(false);
    const ownPayee = await t.call<Contract>('PATCH', url, {
      token: jon.access,
      body: { payee: { name: 'Jón Guðmundsson', identifier: JON_KT, identifier_country: 'IS' } },
    });
    expect(payments(ownPayee.body)).toBe(true);
    const unlinked = await t.call<Contract>('PATCH', url, {
      token: jon.access,
      body: { payout_method_id: null },
    });
    expect(unlinked.body.payout_method).toBeNull();
    expect(payments(unlinked.body)).toBe(false);
  });
});

describe('currencies/', () => {
  it('lists ISK first with names in the asked language', async () => {
    const reply = await t.call<{ results: { code: string; name: string; minor_unit: number }[] }>(
      'GET',
      '/api/currencies/?lang=en',
    );
    expect(reply.body.results.map((c) => c.code)).toEqual([
      'ISK',
      'EUR',
      'USD',
      'GBP',
      'DKK',
      'NOK',
      'SEK',
      'PLN',
    ]);
    expect(reply.body.results[0]).toEqual({ code: 'ISK', name: 'Icelandic króna', minor_unit: 0 });
    const icelandic = await t.call<{ results: { name: string }[] }>('GET', '/api/currencies/', {
      token: jon.access,
    });
    expect(icelandic.body.results[0]!.name).toBe('Íslensk króna');
    expect((await t.call('GET', '/api/currencies/?lang=xx')).status).toBe(400);
  });
});

describe('the sandbox bank’s register', () => {
  it('holds only well-formed Icelandic IBANs of valid kennitölur, one account per holder', () => {
    for (const account of SANDBOX_BANK_ACCOUNTS) {
      const parsed = parseIcelandicIban(getSandboxIban(account));
      expect(parsed.ok && parsed.account.kt).toBe(account.kennitala);
    }
    expect(new Set(SANDBOX_BANK_ACCOUNTS.map((a) => a.kennitala)).size).toBe(
      SANDBOX_BANK_ACCOUNTS.length,
    );
  });
});
