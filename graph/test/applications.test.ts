import { PAGE_SIZES } from '@leiga/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as op from './applications.operations.js';
import { codesOf, restLogin, startStack, type GraphResponse, type Stack } from './helpers.js';
import { lastRestCalls, publishListing } from './listings-support.js';

type Application = {
  id: string;
  status: string;
  active: boolean;
  isConsidered: boolean;
  isReadByLandlord: boolean;
  denyMessage: string | null;
  answers: { questionId: string; answer: string }[];
  listingSummary: { id: string; title: string; questions: { id: string }[] };
  tenant: { id: string; fullName: string; profileUsername: string | null };
  listing?: { id: string; title: string; owner: { fullName: string } } | null;
  corenters?: { id: string; profileUsername: string; fullName: string }[];
  applicantProfile?: {
    profileUsername: string;
    fullName: string;
    viewer: { relation: string };
  } | null;
};
type Page = { count: number; pageSize: number; hasNextPage: boolean; items: Application[] };

let stack: Stack;
let t: { anna: string; kristin: string; olena: string; jon: string; staff: string };
let listingId: number;
let olenaProfileId: number;
const answers = [{ questionId: 'q-move', answer: 'Fyrsta desember' }];

async function rest<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.api.url}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Me = { rentalprofile: { id: number; profile_username: string } };

/** Ólena becomes Anna's co-renter: Anna asks, Ólena accepts. */
async function makeCorenters(): Promise<number> {
  const olena = await rest<Me>('GET', 'auth/user/', t.olena);
  const request = await rest<{ id: number }>(
    'POST',
    `tenant-profiles/${olena.rentalprofile.profile_username}/send-corenter-request/`,
    t.anna,
  );
  await rest('POST', `corenter-requests/${request.id}/accept/`, t.olena);
  return olena.rentalprofile.id;
}

beforeAll(async () => {
  stack = await startStack();
  const [anna, kristin, olena, jon, staff] = await Promise.all(
    ['anna@leiga.is', 'kristin@leiga.is', 'olena@leiga.is', 'jon@leiga.is', 'stjorn@leiga.is'].map(
      (email) => restLogin(stack, email),
    ),
  );
  t = { anna: anna!, kristin: kristin!, olena: olena!, jon: jon!, staff: staff! };
  listingId = await publishListing(
    stack,
    { landlord: t.jon, staff: t.staff },
    { title: 'Umsóknaríbúð við Grettisgötu', street: 'Umsóknargata' },
  );
  olenaProfileId = await makeCorenters();
}, 120_000);
afterAll(() => stack?.close());

const run = <T>(query: string, input: Record<string, unknown>, token: string) =>
  stack.gql<T>(query, { input }, { token });
const reasonOf = (res: GraphResponse<unknown>) => res.errors[0]?.extensions?.reason;

let annas: Application;
let kristins: Application;

describe('applying through the graph', () => {
  it('needs the answers, applies with a co-renter once, then refuses a second', async () => {
    const missing = await run(op.APPLY, { listingId: String(listingId) }, t.anna);
    expect(codesOf(missing)).toEqual(['BAD_USER_INPUT']);
    expect(missing.errors[0]?.extensions?.fields).toEqual({
      'answers.q-move': 'validation.required',
    });

    const applied = await run<{ applyForListing: Application }>(
      op.APPLY,
      {
        listingId: String(listingId),
        answers,
        message: '  Við erum reyklausar og rólegar.  ',
        corenterIds: [String(olenaProfileId)],
      },
      t.anna,
    );
    expect(applied.errors).toEqual([]);
    annas = applied.data!.applyForListing;
    expect(annas).toMatchObject({
      status: 'PENDING',
      active: true,
      isReadByLandlord: false,
      answers,
      listingSummary: { id: String(listingId), questions: [{ id: 'q-move' }] },
      tenant: { fullName: 'Anna Sigurðardóttir' },
      corenters: [{ id: String(olenaProfileId) }],
    });

    const again = await run(op.APPLY, { listingId: String(listingId), answers }, t.anna);
    expect(codesOf(again)).toEqual(['CONFLICT']);
    expect(reasonOf(again)).toBe('already_applied');

    const second = await run<{ applyForListing: Application }>(
      op.APPLY,
      { listingId: String(listingId), answers },
      t.kristin,
    );
    expect(second.errors).toEqual([]);
    kristins = second.data!.applyForListing;
  });

  it('reports unmet requirements with their reasons', async () => {
    const strict = await publishListing(
      stack,
      { landlord: t.jon, staff: t.staff },
      { requiresPreApproval: true, minIncome: 600000, petsAllowed: false },
    );
    const refused = await run(op.APPLY, { listingId: String(strict), answers }, t.kristin);
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(reasonOf(refused)).toBe('requirements_not_met');
    expect(refused.errors[0]?.extensions?.fields).toMatchObject({
      preApprovalRequired: 'requirements.pre_approval_required',
      minIncome: 'requirements.min_income',
    });
  });

  it('lets the tenant read and edit answers while pending', async () => {
    const mine = await stack.gql<{ myApplications: Page }>(
      op.MY_LIST,
      { filter: { type: 'ACTIVE', listingId: String(listingId) } },
      { token: t.anna },
    );
    expect(mine.errors).toEqual([]);
    expect(mine.data!.myApplications.pageSize).toBe(PAGE_SIZES.tenantRentalApplications);
    expect(mine.data!.myApplications.items.map((a) => a.id)).toEqual([annas.id]);
    expect(lastRestCalls(stack)).toBe(1);

    const edited = await run<{ updateApplicationAnswers: Application }>(
      op.UPDATE_ANSWERS,
      { id: annas.id, answers: [{ questionId: 'q-move', answer: 'Fimmtánda nóvember' }] },
      t.anna,
    );
    expect(edited.data?.updateApplicationAnswers.answers[0]?.answer).toBe('Fimmtánda nóvember');

    const foreign = await stack.gql<{ myApplication: Application | null }>(
      op.MY_ONE,
      { id: annas.id },
      { token: t.kristin },
    );
    expect(foreign.data?.myApplication).toBeNull();
  });
});

describe('the landlord’s list', () => {
  it('carries profiles, listings and co-renters in two REST calls', async () => {
    const res = await stack.gql<{ landlordApplications: Page }>(
      op.LANDLORD_LIST,
      { filter: { listingId: String(listingId), type: 'UNREAD', orderBy: 'OLDEST' } },
      { token: t.jon },
    );
    expect(res.errors).toEqual([]);
    // One read of the applications (profiles embedded), one batch read of their listings.
    expect(lastRestCalls(stack)).toBe(2);
    const page = res.data!.landlordApplications;
    expect(page).toMatchObject({
      count: 2,
      pageSize: PAGE_SIZES.landlordRentalApplications,
      hasNextPage: false,
    });
    const [first, second] = page.items;
    expect(first).toMatchObject({
      id: annas.id,
      listing: { id: String(listingId), owner: { fullName: 'Jón Guðmundsson' } },
      corenters: [{ id: String(olenaProfileId) }],
      applicantProfile: {
        profileUsername: 'anna-sigurdardottir',
        viewer: { relation: 'APPLIED_LANDLORD' },
      },
    });
    expect(second?.id).toBe(kristins.id);
  });

  it('reads the co-renters’ households in one more batch read, whatever the page size', async () => {
    const res = await stack.gql<{ landlordApplications: Page }>(
      op.LANDLORD_LIST_DEEP,
      { filter: { listingId: String(listingId) } },
      { token: t.jon },
    );
    expect(res.errors).toEqual([]);
    expect(lastRestCalls(stack)).toBeLessThanOrEqual(3);
  });

  it('keeps the roles apart', async () => {
    const tenant = await stack.gql(op.LANDLORD_LIST, {}, { token: t.anna });
    expect(codesOf(tenant)).toEqual(['FORBIDDEN']);
    const landlord = await stack.gql(op.MY_LIST, {}, { token: t.jon });
    expect(codesOf(landlord)).toEqual(['FORBIDDEN']);
    const anonymous = await stack.gql(op.LANDLORD_LIST, {});
    expect(codesOf(anonymous)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('each transition through the graph', () => {
  it('reads, un-reads, considers and accepts; the other applicant stays pending', async () => {
    const read = await run<{ markApplicationRead: Application }>(op.READ, { id: annas.id }, t.jon);
    expect(read.data?.markApplicationRead.isReadByLandlord).toBe(true);
    const unread = await run<{ markApplicationUnread: Application }>(
      op.UNREAD,
      { id: annas.id },
      t.jon,
    );
    expect(unread.data?.markApplicationUnread.isReadByLandlord).toBe(false);
    const considered = await run<{ setApplicationConsidered: Application }>(
      op.CONSIDER,
      { id: annas.id, isConsidered: true },
      t.jon,
    );
    expect(considered.data?.setApplicationConsidered).toMatchObject({
      isConsidered: true,
      isReadByLandlord: true,
    });

    const accepted = await run<{
      acceptApplication: { application: Application; others: Application[] };
    }>(op.ACCEPT, { id: annas.id, denyOthers: false }, t.jon);
    expect(accepted.errors).toEqual([]);
    expect(accepted.data!.acceptApplication.application.status).toBe('ACCEPTED');
    expect(accepted.data!.acceptApplication.others).toEqual([
      { id: kristins.id, status: 'PENDING', denyMessage: null },
    ]);
    expect(lastRestCalls(stack)).toBe(2);

    const twice = await run(op.ACCEPT, { id: annas.id }, t.jon);
    expect(codesOf(twice)).toEqual(['CONFLICT']);
    expect(reasonOf(twice)).toBe('invalid_transition');

    const detail = await stack.gql<{ landlordApplication: Application }>(
      op.LANDLORD_ONE,
      { id: annas.id },
      { token: t.jon },
    );
    expect(detail.data?.landlordApplication.applicantProfile?.viewer.relation).toBe(
      'APPLIED_LANDLORD',
    );
    const locked = await run(
      op.UPDATE_ANSWERS,
      { id: annas.id, answers: [{ questionId: 'q-move', answer: 'Strax' }] },
      t.anna,
    );
    expect(codesOf(locked)).toEqual(['CONFLICT']);
  });

  it('denies with a message, undoes it, then rejects in bulk', async () => {
    const message = 'Við völdum aðra umsókn að sinni.';
    const denied = await run<{ denyApplication: Application }>(
      op.DENY,
      { id: kristins.id, message },
      t.jon,
    );
    expect(denied.data?.denyApplication).toMatchObject({ status: 'DENIED', denyMessage: message });
    const undone = await run<{ undoDenyApplication: Application }>(
      op.UNDO_DENY,
      { id: kristins.id },
      t.jon,
    );
    expect(undone.data?.undoDenyApplication).toMatchObject({
      status: 'PENDING',
      denyMessage: null,
    });
    const undoTwice = await run(op.UNDO_DENY, { id: kristins.id }, t.jon);
    expect(codesOf(undoTwice)).toEqual(['CONFLICT']);

    const bulk = await run<{ rejectApplications: Application[] }>(
      op.REJECT_MANY,
      { ids: [kristins.id], message: 'Íbúðin er farin.' },
      t.jon,
    );
    expect(bulk.data?.rejectApplications).toMatchObject([
      { id: kristins.id, status: 'DENIED', denyMessage: 'Íbúðin er farin.' },
    ]);
    const refused = await run(op.REJECT_MANY, { ids: [kristins.id] }, t.jon);
    expect(codesOf(refused)).toEqual(['CONFLICT']);
    expect(refused.errors[0]?.extensions?.fields).toEqual({
      [`ids.${kristins.id}`]: 'validation.not_pending',
    });

    const theirs = await stack.gql<{ myApplication: Application }>(
      op.MY_ONE,
      { id: kristins.id },
      { token: t.kristin },
    );
    expect(theirs.data?.myApplication).toMatchObject({
      status: 'DENIED',
      denyMessage: 'Íbúðin er farin.',
      active: false,
    });
  });

  it('lets the tenant cancel once; a landlord cannot touch another’s applications', async () => {
    const magnus = await restLogin(stack, 'magnus@leiga.is');
    const foreign = await run(op.READ, { id: annas.id }, magnus);
    expect(codesOf(foreign)).toEqual(['NOT_FOUND']);
    const cancelled = await run<{ cancelApplication: Application }>(
      op.CANCEL,
      { id: annas.id },
      t.anna,
    );
    expect(cancelled.data?.cancelApplication).toMatchObject({ status: 'CANCELLED', active: false });
    const again = await run(op.CANCEL, { id: annas.id }, t.anna);
    expect(codesOf(again)).toEqual(['CONFLICT']);
  });
});

describe('insights', () => {
  it('counts the tenant’s applications and the landlord’s per listing', async () => {
    const tenant = await stack.gql<{ tenantInsights: Record<string, number> }>(
      op.INSIGHTS,
      {},
      { token: t.kristin },
    );
    expect(tenant.errors).toEqual([]);
    expect(tenant.data?.tenantInsights).toMatchObject({ applications: 1, denied: 1 });
    const other = await stack.gql(
      op.INSIGHTS,
      { userId: String(annas.tenant.id) },
      { token: t.kristin },
    );
    expect(codesOf(other)).toEqual(['FORBIDDEN']);

    const landlord = await stack.gql<{
      landlordInsights: {
        acceptanceRate: number | null;
        listings: { listingId: string; applications: number; denied: number }[];
      };
    }>(op.LANDLORD_INSIGHTS, {}, { token: t.jon });
    expect(landlord.errors).toEqual([]);
    const row = landlord.data!.landlordInsights.listings.find(
      (l) => l.listingId === String(listingId),
    );
    // Anna withdrew hers: withdrawn applications are not counted.
    expect(row).toMatchObject({ applications: 1, denied: 1 });
  });
});
