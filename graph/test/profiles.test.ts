import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';
import * as op from './profiles.operations.js';

type Profile = {
  id: string;
  profileUsername: string;
  fullName: string;
  corenters: Array<{ id: string; fullName: string }>;
  reviews: Array<{ id: string; publicReviewPdfId: string | null }>;
  preApproval: {
    avgNetIncome: number | null;
    isNetIncomeVisible: boolean;
    creditScore: { creditClass: string | null } | null;
  } | null;
  completion: { percentage: number; missingFields: Array<{ field: string }> };
  visibility: { creditScore: string; netIncome: string } | null;
  viewer: { relation: string; canEdit: boolean; canDownloadProtected: boolean };
};
type Request = { id: string; status: string; replacesId: string | null };
type Lists = {
  id: string;
  corenters: Array<{ id: string }>;
  sentCorenterRequests: Request[];
  incomingCorenterRequests: Request[];
};
type PreApproval = {
  id: string;
  status: string;
  isCommitted: boolean;
  avgNetIncome: number | null;
  creditScore: { status: string; creditClass: string | null } | null;
  incomes: Array<{ employerName: string; period: string; netAmount: number; source: string }>;
};

let stack: Stack;
const tokens: Record<'anna' | 'jon' | 'magnus' | 'kristin' | 'olena' | 'staff', string> = {
  anna: '',
  jon: '',
  magnus: '',
  kristin: '',
  olena: '',
  staff: '',
};
const usernames = { anna: '', kristin: '' };

async function ok<T>(query: string, variables: Record<string, unknown>, token: string | null) {
  const res = await stack.gql<T>(query, variables, { token });
  expect(res.errors, query.slice(0, 60)).toEqual([]);
  return res.data!;
}

const profileAs = async (token: string | null, username = usernames.anna) =>
  (await ok<{ rentalProfile: Profile }>(op.PUBLIC_PROFILE, { username }, token)).rentalProfile;

/** Anna applies to one of Jón's published listings through REST, as the web would. */
async function applyToJon(): Promise<void> {
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${stack.api.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const page = (await call('GET', 'listingsv2/?page_size=100&status=published', tokens.jon)) as {
    results: Array<{ id: number; questions: Array<{ id: string }> | null }>;
  };
  const listing = page.results[0]!;
  const answers = (listing.questions ?? []).map((q) => ({
    question_id: q.id,
    answer: 'Sem fyrst',
  }));
  await call('POST', 'tenants/rental-applications/', tokens.anna, {
    listing_id: listing.id,
    answers,
  });
}

beforeAll(async () => {
  stack = await startStack();
  const emails = {
    anna: 'anna@leiga.is',
    jon: 'jon@leiga.is',
    magnus: 'magnus@leiga.is',
    kristin: 'kristin@leiga.is',
    olena: 'olena@leiga.is',
    staff: 'stjorn@leiga.is',
  } as const;
  for (const [name, email] of Object.entries(emails))
    tokens[name as keyof typeof tokens] = await restLogin(stack, email);
  for (const name of ['anna', 'kristin'] as const) {
    const me = await ok<{ me: { rentalProfile: { profileUsername: string } } }>(
      op.MY_PROFILE,
      {},
      tokens[name],
    );
    usernames[name] = me.me.rentalProfile.profileUsername;
  }
  await applyToJon();
}, 120_000);
afterAll(() => stack?.close());

describe('the public profile', () => {
  it('as a landlord sees it: every section, reviews and files in three REST calls', async () => {
    const profile = await profileAs(tokens.jon);
    // The profile, its reviews and its files: sections, co-renters and completion are embedded.
    expect(lastRestCalls(stack)).toBe(3);
    expect(profile).toMatchObject({
      fullName: 'Anna Sigurðardóttir',
      viewer: { relation: 'APPLIED_LANDLORD', canEdit: false, canDownloadProtected: true },
      visibility: null,
    });
    expect(profile.completion.percentage).toBe(100);
    expect(profile.reviews.length).toBeGreaterThan(0);
    expect(profile.reviews[0]!.publicReviewPdfId).not.toBeNull();
  });

  it('the owner sees her options and may edit; anonymous readers see the public part', async () => {
    const own = await profileAs(tokens.anna);
    expect(own.viewer).toMatchObject({ relation: 'OWNER', canEdit: true });
    // The demo seed opens both to landlords Anna has applied to.
    expect(own.visibility).toEqual({
      creditScore: 'APPLIED_LANDLORDS',
      netIncome: 'APPLIED_LANDLORDS',
    });
    const anonymous = await profileAs(null);
    expect(anonymous.viewer.relation).toBe('ANONYMOUS');
    expect(anonymous.preApproval?.avgNetIncome).toBeNull();
  });

  it('User.rentalProfile resolves the full profile through the batch read', async () => {
    const me = await ok<{
      me: { rentalProfile: { fullName: string; completion: { percentage: number } } };
    }>(op.MY_PROFILE, {}, tokens.anna);
    expect(me.me.rentalProfile).toMatchObject({ fullName: 'Anna Sigurðardóttir' });
    // auth/user, then tenant-profiles/?ids= once for both fields.
    expect(lastRestCalls(stack)).toBe(2);
  });
});

describe('visibility through the graph', () => {
  it('net income to applied landlords only; the credit score stays private', async () => {
    await ok(
      op.SET_VISIBILITY,
      { input: { resource: 'CREDIT_SCORE', option: 'PRIVATE' } },
      tokens.anna,
    );
    const set = await ok<{ setVisibility: { option: string; resource: string } }>(
      op.SET_VISIBILITY,
      { input: { resource: 'NET_INCOME', option: 'APPLIED_LANDLORDS' } },
      tokens.anna,
    );
    expect(set.setVisibility).toMatchObject({
      resource: 'NET_INCOME',
      option: 'APPLIED_LANDLORDS',
    });

    const applied = (await profileAs(tokens.jon)).preApproval!;
    expect(applied.isNetIncomeVisible).toBe(true);
    expect(applied.avgNetIncome).toBeGreaterThan(0);
    expect(applied.creditScore).toBeNull();
    for (const reader of [tokens.magnus, tokens.kristin, null]) {
      const seen = (await profileAs(reader)).preApproval!;
      expect(seen.avgNetIncome).toBeNull();
      expect(seen.isNetIncomeVisible).toBe(false);
    }
    expect((await profileAs(tokens.anna)).visibility?.netIncome).toBe('APPLIED_LANDLORDS');

    await ok(
      op.SET_VISIBILITY,
      { input: { resource: 'CREDIT_SCORE', option: 'PUBLIC' } },
      tokens.anna,
    );
    expect((await profileAs(tokens.magnus)).preApproval!.creditScore?.creditClass).toMatch(
      /^[A-E][1-3]$/,
    );
  });

  it('protected files: an applied landlord gets an expiring link, another landlord does not', async () => {
    const pdf = (await profileAs(tokens.jon)).reviews[0]!.publicReviewPdfId!;
    const link = await ok<{ fileDownloadUrl: { url: string; expiresAt: string } }>(
      op.FILE_LINK,
      { id: pdf },
      tokens.jon,
    );
    expect(link.fileDownloadUrl.url).toMatch(/^\/api\/files\/.+\/$/);
    expect(Date.parse(link.fileDownloadUrl.expiresAt)).toBeGreaterThan(Date.now());
    const file = await fetch(`${stack.api.url}${link.fileDownloadUrl.url}`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const refused = await stack.gql(op.FILE_LINK, { id: pdf }, { token: tokens.magnus });
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
  });
});

describe('co-renters', () => {
  const lists = async (who: 'anna' | 'kristin') =>
    (
      await ok<{ rentalProfile: Lists }>(
        op.REQUEST_LISTS,
        { username: usernames[who] },
        tokens[who],
      )
    ).rentalProfile;

  it('search, send, a second request refused, accept, both sides update, remove', async () => {
    const found = await ok<{ rentalProfileSuggestions: Array<{ profileUsername: string }> }>(
      op.SUGGEST,
      { q: 'sigurdar' },
      tokens.kristin,
    );
    expect(found.rentalProfileSuggestions.map((p) => p.profileUsername)).toContain(usernames.anna);

    const sent = await ok<{ sendCorenterRequest: Request }>(
      op.SEND_REQUEST,
      { input: { username: usernames.anna } },
      tokens.kristin,
    );
    expect(sent.sendCorenterRequest.status).toBe('PENDING');
    const again = await stack.gql(
      op.SEND_REQUEST,
      { input: { username: usernames.anna } },
      {
        token: tokens.kristin,
      },
    );
    expect(codesOf(again)).toEqual(['CONFLICT']);
    expect((await lists('kristin')).sentCorenterRequests.map((r) => r.id)).toEqual([
      sent.sendCorenterRequest.id,
    ]);
    expect((await lists('anna')).incomingCorenterRequests.map((r) => r.id)).toEqual([
      sent.sendCorenterRequest.id,
    ]);

    const accepted = await ok<{ acceptCorenterRequest: Request }>(
      op.act('acceptCorenterRequest'),
      { input: { id: sent.sendCorenterRequest.id } },
      tokens.anna,
    );
    expect(accepted.acceptCorenterRequest.status).toBe('ACCEPTED');
    const anna = await lists('anna');
    expect(anna.incomingCorenterRequests).toEqual([]);
    const kristin = await lists('kristin');
    expect(kristin.sentCorenterRequests).toEqual([]);
    expect(kristin.corenters).toHaveLength(1);

    const removed = await ok<{ removeCorenter: { corenters: unknown[] } }>(
      op.REMOVE_CORENTER,
      { input: { username: usernames.anna, corenterId: kristin.id } },
      tokens.anna,
    );
    expect(removed.removeCorenter.corenters).toEqual([]);
  });

  it('invite by e-mail, resend replaces it, retract empties the list; a retracted one cannot be accepted', async () => {
    const invited = await ok<{ inviteCorenter: Request }>(
      op.INVITE,
      { input: { email: 'olena@leiga.is' } },
      tokens.kristin,
    );
    const resent = await ok<{ resendCorenterRequest: Request }>(
      op.act('resendCorenterRequest'),
      { input: { id: invited.inviteCorenter.id } },
      tokens.kristin,
    );
    expect(resent.resendCorenterRequest.replacesId).toBe(invited.inviteCorenter.id);
    expect((await lists('kristin')).sentCorenterRequests.map((r) => r.id)).toEqual([
      resent.resendCorenterRequest.id,
    ]);
    await ok(
      op.act('retractCorenterRequest'),
      { input: { id: resent.resendCorenterRequest.id } },
      tokens.kristin,
    );
    expect((await lists('kristin')).sentCorenterRequests).toEqual([]);
    const late = await stack.gql(
      op.act('acceptCorenterRequest'),
      { input: { id: resent.resendCorenterRequest.id } },
      { token: tokens.olena },
    );
    expect(late.errors.length).toBe(1);
  });
});

describe('pre-approval', () => {
  it('initiate with consent, replace incomes, commit, uncommit, commit; staff see and resolve', async () => {
    const refused = await stack.gql(
      op.INITIATE,
      { input: { username: usernames.kristin, consent: false } },
      { token: tokens.kristin },
    );
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);

    const started = (
      await ok<{ initiatePreApproval: PreApproval }>(
        op.INITIATE,
        { input: { username: usernames.kristin, consent: true } },
        tokens.kristin,
      )
    ).initiatePreApproval;
    expect(started.status).toBe('DRAFT');
    expect(started.incomes.length).toBeGreaterThan(0);
    expect(started.incomes[0]!.source).toBe('PAYSLIP');
    expect(started.creditScore?.status).toBeTruthy();

    const incomes = [
      { employerName: 'Bónus', period: '2026-01', netAmount: 400_000 },
      { employerName: 'Bónus', period: '2026-02', grossAmount: 560_000, netAmount: 500_000 },
    ];
    const updated = (
      await ok<{ updatePreApprovalIncomes: PreApproval }>(
        op.UPDATE_INCOMES,
        { input: { id: started.id, incomes } },
        tokens.kristin,
      )
    ).updatePreApprovalIncomes;
    expect(updated.avgNetIncome).toBe(450_000);
    expect(updated.incomes.map((i) => i.source)).toEqual(['MANUAL', 'MANUAL']);

    const bad = await stack.gql(
      op.UPDATE_INCOMES,
      {
        input: {
          id: started.id,
          incomes: [{ employerName: 'B', period: '2026-13', netAmount: -1 }],
        },
      },
      { token: tokens.kristin },
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);

    const commit = op.preApprovalAction('commitPreApproval');
    expect(
      (
        await ok<{ commitPreApproval: PreApproval }>(
          commit,
          { input: { id: started.id } },
          tokens.kristin,
        )
      ).commitPreApproval.status,
    ).toBe('COMMITTED');
    const uncommitted = await ok<{ uncommitPreApproval: PreApproval }>(
      op.preApprovalAction('uncommitPreApproval'),
      { input: { id: started.id } },
      tokens.kristin,
    );
    expect(uncommitted.uncommitPreApproval.status).toBe('DRAFT');
    await ok(commit, { input: { id: started.id } }, tokens.kristin);
    const renew = await stack.gql(
      op.RENEW,
      { input: { id: started.id, consent: true } },
      { token: tokens.kristin },
    );
    expect(renew.errors[0]?.extensions?.reason).toBe('pre_approval_not_expired');

    const profile = await profileAs(tokens.kristin, usernames.kristin);
    expect(profile.completion.missingFields.map((f) => f.field)).not.toContain('PRE_APPROVAL');

    const request = await ok<{ requestCreditScoreUpdate: { id: string; status: string } }>(
      op.REQUEST_SCORE_UPDATE,
      { input: { preApprovalId: started.id, reason: 'Skuldin var greidd að fullu í janúar.' } },
      tokens.kristin,
    );
    expect(request.requestCreditScoreUpdate.status).toBe('OPEN');

    const notStaff = await stack.gql(op.STAFF_LISTS, {}, { token: tokens.kristin });
    expect(codesOf(notStaff)).toContain('FORBIDDEN');
    const staff = await ok<{
      adminPreApprovals: {
        items: Array<{ id: string; kennitala: string; profile: { fullName: string } }>;
      };
      creditScoreUpdateRequests: { items: Array<{ id: string; profile: { fullName: string } }> };
    }>(op.STAFF_LISTS, {}, tokens.staff);
    const listed = staff.adminPreApprovals.items.find((p) => p.id === started.id);
    expect(listed?.profile.fullName).toBe('Kristín Þórsdóttir');
    expect(listed?.kennitala).toMatch(/^\d{10}$/);
    expect(staff.creditScoreUpdateRequests.items.map((r) => r.id)).toContain(
      request.requestCreditScoreUpdate.id,
    );
    const resolved = await ok<{
      resolveCreditScoreUpdateRequest: {
        status: string;
        resolutionNote: string;
        resolvedBy: { fullName: string };
      };
    }>(
      op.RESOLVE,
      { input: { id: request.requestCreditScoreUpdate.id, note: 'Uppfært hjá Creditinfo.' } },
      tokens.staff,
    );
    expect(resolved.resolveCreditScoreUpdateRequest).toMatchObject({
      status: 'RESOLVED',
      resolvedBy: { fullName: 'Helga Björnsdóttir' },
    });
  });
});
