import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractCollaborators,
  listingPhotos,
  consents,
  guaranteeClaims,
  listings,
  notificationBlacklist,
  notifications,
  phones,
  preApprovals,
  profileEducations,
  profileEmployers,
  payoutMethods,
  profileReviews,
  publishRequests,
  savedSearches,
  specialTermTemplates,
  users,
  visibilitySettings,
} from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { partsClient } from './support/contract-parts.js';
import { guaranteeInStatus } from './support/guarantee-claims.js';
import { createReport, findContract, subjectsOf, type ReportBody } from './support/inspections.js';
import { fillPath, listOperations, pathParams, type Operation } from './support/openapi.js';
import { applyTo, profileOf } from './support/profiles.js';

/**
 * The request pipeline, route by route from the OpenAPI document (a new route is covered without
 * a new test): every JSON body names an unknown field in `fields`, and a caller who may not act on
 * the object a path names hears 403/404 whatever the body holds, never 400.
 */

type Caller = 'tenant' | 'landlord' | 'staff' | 'reviewer';
type Fixture = {
  sessions: Record<Caller, Session>;
  username: string;
  ids: Record<string, number>;
};
type Owner = {
  /** Which routes: a pattern over the path template. */
  pattern: RegExp;
  /** Who may act on the object the path names. */
  as: Caller;
  params: (f: Fixture) => Record<string, string | number>;
  /** Anyone of the role may act on someone else's object here (a landlord reviews any tenant). */
  isOpenToOthers?: boolean;
};

/** Whose object each route with path parameters acts on; the first pattern that matches wins. */
const OWNERS: Owner[] = [
  { pattern: /^\/api\/users\/\{id\}\//, as: 'tenant', params: (f) => ({ id: f.ids['anna']! }) },
  { pattern: /^\/api\/phones\/\{id\}\//, as: 'tenant', params: (f) => ({ id: f.ids['phone']! }) },
  // Any signed-in user may ask about a listing (the inbox's "listing messages").
  {
    pattern: /^\/api\/listings\/\{id\}\/messages\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['listing']! }),
    isOpenToOthers: true,
  },
  {
    pattern: /^\/api\/conversations\/\{id\}\/contracts\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['contract']! }),
  },
  {
    pattern: /^\/api\/conversations\/\{id\}\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['conversation']! }),
  },
  {
    pattern: /^\/api\/listings\/\{id\}\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['listing']! }),
  },
  { pattern: /^\/api\/listing-photos\//, as: 'landlord', params: (f) => ({ id: f.ids['photo']! }) },
  { pattern: /^\/api\/saved-searches\//, as: 'tenant', params: (f) => ({ id: f.ids['search']! }) },
  {
    pattern: /^\/api\/admin\/listing-publish-requests\//,
    as: 'staff',
    params: (f) => ({ id: f.ids['publishRequest']! }),
  },
  // Staff decide a tenant's guarantee application by hand (issue #18).
  {
    pattern: /^\/api\/admin\/rental-guarantees\/\{id\}\//,
    as: 'staff',
    params: (f) => ({ id: f.ids['guarantee']! }),
  },
  // Staff set the mobile app's versions per platform (issue #19).
  {
    pattern: /^\/api\/admin\/mobile-app-versions\//,
    as: 'staff',
    params: () => ({ platform: 'ios' }),
  },
  // Staff keep the Central Bank's default-interest periods (issue #16).
  {
    pattern: /^\/api\/admin\/default-interest-rates\/\{from\}\//,
    as: 'staff',
    params: () => ({ from: '2026-11-24' }),
  },
  { pattern: /^\/api\/admin\//, as: 'staff', params: () => ({ id: 1 }) },
  {
    pattern: /^\/api\/tenants\/rental-applications\/\{id\}\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['application']! }),
  },
  {
    pattern: /^\/api\/rental-applications\/\{id\}\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['application']! }),
  },
  {
    pattern: /^\/api\/tenant-profiles\/\{username\}\/reviews\//,
    as: 'landlord',
    params: (f) => ({ username: f.username }),
    isOpenToOthers: true,
  },
  {
    pattern: /^\/api\/tenant-profiles\/\{username\}\//,
    as: 'tenant',
    params: (f) => ({ username: f.username }),
  },
  { pattern: /^\/api\/tenant-children\//, as: 'tenant', params: (f) => ({ id: f.ids['child']! }) },
  { pattern: /^\/api\/tenant-pets\//, as: 'tenant', params: (f) => ({ id: f.ids['pet']! }) },
  {
    pattern: /^\/api\/tenant-employers\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['employer']! }),
  },
  {
    pattern: /^\/api\/tenant-educations\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['education']! }),
  },
  {
    pattern: /^\/api\/tenant-profile-reviews\//,
    as: 'reviewer',
    params: (f) => ({ id: f.ids['review']! }),
  },
  {
    pattern: /^\/api\/visibility-settings\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['visibility']! }),
  },
  {
    pattern: /^\/api\/tenant-profile-pre-approvals\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['preApproval']! }),
  },
  // An inspection report of the landlord's, with a room, a subject and an issue (issue #17).
  {
    pattern: /^\/api\/inspection-reports\/\{id\}\//,
    as: 'landlord',
    params: (f) => ({
      id: f.ids['inspection']!,
      unitId: f.ids['inspectionUnit']!,
      subjectId: f.ids['inspectionSubject']!,
      issueId: f.ids['inspectionIssue']!,
      // Access is decided and the body judged before the reading, addendum or person is looked up.
      readingId: 1,
      addendumId: 1,
      entityId: 1,
    }),
  },
  // Staff's finance operations on a payment (issue #16): staff act on any contract.
  {
    pattern: /^\/api\/contracts\/\{id\}\/payment-schedule\/\{date\}\/(execute-|remove-|staff-)/,
    as: 'staff',
    params: (f) => ({ id: f.ids['contract']!, date: '2026-02-02' }),
  },
  // The landlord side's calls on one payment of the schedule (by its due date).
  {
    pattern: /^\/api\/contracts\/\{id\}\/payment-schedule\/\{date\}\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['contract']!, date: '2026-02-02' }),
  },
  // The sandbox bank is another bank's site: whoever plays the payor pays there.
  {
    pattern: /^\/api\/sandbox\/bank\//,
    as: 'tenant',
    params: () => ({ claimId: 'no-such-claim' }),
    isOpenToOthers: true,
  },
  {
    pattern: /^\/api\/contracts\/\{id\}\//,
    as: 'landlord',
    // `date` names a payment-schedule item (issue #16); other contract routes have no such part.
    params: (f) => ({ id: f.ids['contract']!, date: '2026-02-02' }),
  },
  {
    pattern: /^\/api\/special-terms\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['specialTerm']! }),
  },
  {
    pattern: /^\/api\/private-notes\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['privateNote']! }),
  },
  {
    pattern: /^\/api\/key-transactions\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['keyTransaction']! }),
  },
  // Any signed-in user may use a template; the contract in the body decides the rest.
  {
    pattern: /^\/api\/special-term-templates\/\{id\}\/use\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['template']! }),
    isOpenToOthers: true,
  },
  {
    pattern: /^\/api\/special-term-templates\//,
    as: 'staff',
    params: (f) => ({ id: f.ids['template']! }),
  },
  {
    pattern: /^\/api\/contract-entities\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['contractParty']! }),
  },
  {
    pattern: /^\/api\/contract-units\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['contractUnit']! }),
  },
  {
    pattern: /^\/api\/contract-utilities\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['contractUtility']! }),
  },
  {
    pattern: /^\/api\/payout-methods\/\{id\}\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['payoutMethod']! }),
  },
  { pattern: /^\/api\/index-values\//, as: 'staff', params: () => ({ month: '2021M11' }) },
  {
    pattern: /^\/api\/collaborator-invitations\/\{id\}\/(accept|decline)\//,
    as: 'tenant',
    params: () => ({ id: 1 }),
    // Whoever holds the invitation's token answers it, with the token in the body.
    isOpenToOthers: true,
  },
  {
    pattern: /^\/api\/contract-collaborators\//,
    as: 'landlord',
    params: (f) => ({ id: f.ids['collaborator']! }),
  },
  {
    pattern: /^\/api\/notifications\/\{id\}\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['notification']! }),
  },
  {
    pattern: /^\/api\/notification-blacklist\/\{id\}\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['blacklistEntry']! }),
  },
  // A co-applicant invitation on the tenant's guarantee: the invitee answers, the tenant manages.
  {
    pattern:
      /^\/api\/rental-guarantee-applicant-invitations\/\{id\}\/(accept|decline|confirm-identity)\//,
    as: 'reviewer',
    params: (f) => ({ id: f.ids['applicantInvitation']!, token: 'x'.repeat(40) }),
  },
  {
    pattern: /^\/api\/rental-guarantee-applicant-invitations\/\{id\}\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['applicantInvitation']! }),
  },
  // A claim on a guarantee the landlord holds (issue #18): the tenant answers it, staff pay it
  // and record the ruling on a dispute.
  {
    pattern: /^\/api\/rental-guarantees\/\{id\}\/claims\/\{claimId\}\/principal-response\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['claimGuarantee']!, claimId: f.ids['claim']! }),
  },
  {
    pattern: /^\/api\/rental-guarantees\/\{id\}\/claims\/\{claimId\}\/(pay|ruling)\//,
    as: 'staff',
    params: (f) => ({ id: f.ids['claimGuarantee']!, claimId: f.ids['claim']! }),
  },
  {
    pattern: /^\/api\/rental-guarantees\/\{id\}\/(claims|move-out-issues)\//,
    as: 'landlord',
    params: (f) => ({
      id: f.ids['claimGuarantee']!,
      claimId: f.ids['claim']!,
      lineId: 1,
      fileId: 1,
    }),
  },
  // A guarantee application of the tenant's (issue #18).
  {
    pattern: /^\/api\/rental-guarantees\/\{id\}\//,
    as: 'tenant',
    // requestId: a cancellation request; the body is checked before it is looked up.
    params: (f) => ({ id: f.ids['guarantee']!, requestId: 1 }),
  },
  {
    pattern: /^\/api\/consents\/\{id\}\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['consent']! }),
  },
  // The tenant's own loan application (issue #18).
  // Staff send a rejected loan payout again, on any borrower's loan (issue #18).
  {
    pattern: /^\/api\/loans\/\{id\}\/disbursement\/retry\//,
    as: 'staff',
    params: (f) => ({ id: f.ids['loan']! }),
  },
  { pattern: /^\/api\/loans\/\{id\}\//, as: 'tenant', params: (f) => ({ id: f.ids['loan']! }) },
  // A co-applicant of the tenant's loan: the invitee answers, the borrower reads it.
  {
    pattern: /^\/api\/loan-co-applicants\/\{id\}\/(acceptance|decline|household-data)\//,
    as: 'reviewer',
    params: (f) => ({ id: f.ids['loanCoApplicant']! }),
  },
  {
    pattern: /^\/api\/loan-co-applicants\/\{id\}\//,
    as: 'tenant',
    params: (f) => ({ id: f.ids['loanCoApplicant']! }),
  },
];

/** Routes without path parameters: who may call them, by the start of the path. */
function callerWithoutParams(op: Operation): Caller {
  if (op.path.startsWith('/api/admin/') || op.path.startsWith('/api/index-values/')) return 'staff';
  if (op.path === '/api/special-term-templates/' && op.method === 'POST') return 'staff';
  if (op.path === '/api/conversation-summaries/') return 'staff';
  if (op.path.startsWith('/api/rental-applications/')) return 'landlord';
  if (op.path.startsWith('/api/landlords/')) return 'landlord';
  if (op.path === '/api/listings/' && op.method === 'POST') return 'landlord';
  return 'tenant';
}

function ownerOf(op: Operation): Owner {
  const owner = OWNERS.find((o) => o.pattern.test(op.path));
  if (!owner) throw new Error(`${op.method} ${op.path}: add whose object it acts on to OWNERS`);
  return owner;
}

const UNKNOWN = 'leiga_unknown_field';

/** A body with an unknown field and, for every field the schema names, a value of no type it takes. */
function badBody(op: Operation): Record<string, unknown> {
  const body: Record<string, unknown> = { [UNKNOWN]: 1 };
  for (const name of Object.keys(op.jsonBody?.properties ?? {})) body[name] = [[{}]];
  return body;
}

/** A draft of the landlord's with a property and its units, so its parts have ids. */
async function contractWithParts(t: TestApp, landlord: Session) {
  const { ok, findProperty } = partsClient(t);
  const draft = await ok('POST', '/api/contracts/', landlord, {});
  const property = await findProperty(landlord, 'Grettisgata 54');
  return ok('POST', `/api/contracts/${draft.id}/realestate/`, landlord, {
    property_code: property.property_code,
    unit_codes: [property.units[0]!.unit_code],
  });
}

/** A tenant's question about one of the landlord's published listings: a conversation of theirs. */
async function askAbout(t: TestApp, tenant: Session, landlordId: number): Promise<number> {
  const [listing] = await t.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.ownerId, landlordId), eq(listings.status, 'published')))
    .limit(1);
  const reply = await t.call<{ conversation: { id: number } }>(
    'POST',
    `/api/listings/${listing!.id}/messages/`,
    { token: tenant.access, body: { message: 'Er íbúðin laus í desember?' } },
  );
  if (reply.status !== 201) throw new Error(`question: ${reply.status}`);
  return reply.body.conversation.id;
}

let t: TestApp;
let f: Fixture;
let operations: Operation[];
let strangers: Session[];

async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`The demo data has no ${what}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ seedListings: 40, eidSandboxDelayMs: 0 });
  const db = t.db;
  const [tenant, landlord, staff] = await Promise.all([
    t.as('tenant'),
    t.as('landlord'),
    t.as('staff'),
  ]);
  const profile = await profileOf(t, tenant);
  const review = await first(
    db
      .select({ id: profileReviews.id, email: users.email })
      .from(profileReviews)
      .innerJoin(users, eq(users.id, profileReviews.authorId))
      .limit(1),
    'review',
  );
  const listing = await first(
    db.select().from(listings).where(eq(listings.ownerId, landlord.userId)).limit(1),
    'listing of the landlord',
  );
  const photo = await first(
    db
      .select({ id: listingPhotos.id })
      .from(listingPhotos)
      .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
      .where(eq(listings.ownerId, landlord.userId))
      .limit(1),
    'photo of a listing of the landlord',
  );
  const created = async (path: string, body: unknown) => {
    const reply = await t.call<{ id: number }>('POST', path, { token: tenant.access, body });
    if (reply.status !== 201)
      throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.id;
  };
  const base = `/api/tenant-profiles/${profile.profileUsername}`;
  const contract = await contractWithParts(t, landlord);
  f = {
    sessions: { tenant, landlord, staff, reviewer: await t.login(review.email) },
    username: profile.profileUsername,
    ids: {
      anna: tenant.userId,
      listing: listing.id,
      photo: photo.id,
      review: review.id,
      application: await applyTo(t, tenant.userId, landlord.userId),
      contract: contract.id,
      contractParty: contract.landlords[0]!.id,
      contractUnit: contract.real_estate!.units[0]!.id,
      contractUtility: contract.utilities[0]!.id,
      child: await created(`${base}/children/`, { birth_year: 2016 }),
      pet: await created(`${base}/pets/`, { kind: 'cat' }),
      phone: (
        await first(db.select().from(phones).where(eq(phones.userId, tenant.userId)), 'phone')
      ).id,
      search: (
        await first(
          db.select().from(savedSearches).where(eq(savedSearches.userId, tenant.userId)),
          'saved search',
        )
      ).id,
      employer: (
        await first(
          db.select().from(profileEmployers).where(eq(profileEmployers.profileId, profile.id)),
          'employer',
        )
      ).id,
      education: (
        await first(
          db.select().from(profileEducations).where(eq(profileEducations.profileId, profile.id)),
          'education',
        )
      ).id,
      visibility: (
        await first(
          db.select().from(visibilitySettings).where(eq(visibilitySettings.profileId, profile.id)),
          'visibility setting',
        )
      ).id,
      preApproval: (
        await first(
          db.select().from(preApprovals).where(eq(preApprovals.profileId, profile.id)),
          'pre-approval',
        )
      ).id,
      publishRequest: (
        await first(
          db
            .select()
            .from(publishRequests)
            .where(and(eq(publishRequests.status, 'pending'))),
          'publish request',
        )
      ).id,
    },
  };
  const onContract = async (part: string, body: unknown) => {
    const reply = await t.call<{ id: number }>(
      'POST',
      `/api/contracts/${f.ids['contract']!}/${part}/`,
      { token: landlord.access, body },
    );
    if (reply.status !== 201) throw new Error(`${part}: ${reply.status}`);
    return reply.body.id;
  };
  f.ids['loan'] = await created('/api/loans/', {});
  f.ids['loanCoApplicant'] = await created(`/api/loans/${f.ids['loan']}/co-applicant/`, {
    email: f.sessions.reviewer.email,
  });
  f.ids['guarantee'] = await created('/api/rental-guarantees/', {
    monthly_rent: 200_000,
    amount: 100_000,
  });
  f.ids['applicantInvitation'] = await created(
    `/api/rental-guarantees/${f.ids['guarantee']}/applicant-invitations/`,
    { email: f.sessions.reviewer.email },
  );
  f.ids['conversation'] = await askAbout(t, tenant, landlord.userId);
  f.ids['claimGuarantee'] = await guaranteeInStatus(t, tenant, landlord, 'active', 100_000);
  f.ids['claim'] = (
    await first(
      db
        .insert(guaranteeClaims)
        .values({ guaranteeId: f.ids['claimGuarantee'], type: 'default', committedAt: new Date() })
        .returning(),
      'claim',
    )
  ).id;
  await db
    .update(guaranteeClaims)
    .set({ status: 'pending_principal_response' })
    .where(eq(guaranteeClaims.id, f.ids['claim']));
  f.ids['specialTerm'] = await onContract('special-terms', { text: 'Reykingar eru óheimilar.' });
  f.ids['privateNote'] = await onContract('private-notes', { text: 'Athuga ofna.' });
  f.ids['keyTransaction'] = await onContract('key-transactions', {
    handed_over_on: '2026-12-01',
    direction: 'to_tenant',
    key_count: 2,
  });
  f.ids['template'] = (
    await first(db.select().from(specialTermTemplates).limit(1), 'special-term template')
  ).id;
  f.ids['payoutMethod'] = (
    await first(
      db.select().from(payoutMethods).where(eq(payoutMethods.userId, landlord.userId)),
      'payout method of the landlord',
    )
  ).id;
  f.ids['collaborator'] = (
    await first(
      db
        .insert(contractCollaborators)
        .values({ contractId: f.ids['contract']!, userId: staff.userId, accessType: 'R' })
        .returning(),
      'collaborator',
    )
  ).id;
  const annaId = tenant.userId;
  f.ids['notification'] = (
    await first(
      db
        .insert(notifications)
        .values({
          userId: annaId,
          type: 'price_drop_alert',
          dedupeKey: 'pipeline',
          targetPath: '/',
        })
        .returning(),
      'notification',
    )
  ).id;
  f.ids['blacklistEntry'] = (
    await first(
      db
        .insert(notificationBlacklist)
        .values({ userId: annaId, type: 'price_drop_alert', method: 'email' })
        .returning(),
      'blacklist entry',
    )
  ).id;
  f.ids['consent'] = (
    await first(
      db.insert(consents).values({ userId: annaId, consentType: 'marketing' }).returning(),
      'consent',
    )
  ).id;
  const report = await createReport(
    t,
    f.sessions.landlord,
    await findContract(t, f.sessions.landlord, 'committed'),
  );
  const room = report.units!.find((u) => u.subjects.length > 0)!;
  f.ids['inspection'] = report.id;
  f.ids['inspectionUnit'] = room.id;
  f.ids['inspectionSubject'] = room.subjects[0]!.id;
  const withIssue = await t.call<ReportBody>(
    'POST',
    `/api/inspection-reports/${report.id}/issues/`,
    {
      token: f.sessions.landlord.access,
      body: { subject_id: room.subjects[0]!.id, description: 'Rispa á gólfi', severity: 'minor' },
    },
  );
  f.ids['inspectionIssue'] = subjectsOf(withIssue.body).flatMap((x) => x.issues)[0]!.id;
  strangers = [await t.register({ user_type: 'TN' }), await t.register({ user_type: 'LL' })];
  operations = await listOperations(t);
  // Seeding and a dozen fixtures: slower than the project's default hook time on a busy machine.
}, 180_000);
afterAll(() => t.close());

describe('the request pipeline over the OpenAPI document', () => {
  it('covers the routes with a JSON body', () => {
    expect(operations.filter((op) => op.jsonBody).length).toBeGreaterThan(40);
  });

  it('names an unknown field of any JSON body', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((o) => o.jsonBody)) {
      const owner = pathParams(op).length ? ownerOf(op) : null;
      const caller = owner?.as ?? callerWithoutParams(op);
      const url = fillPath(op.path, owner?.params(f) ?? {});
      const reply = await t.call(op.method, url, {
        token: f.sessions[caller].access,
        body: { [UNKNOWN]: 'x' },
        ip: '10.77.0.1',
      });
      if (reply.status !== 400 || reply.body.fields?.[UNKNOWN] !== 'validation.unknown_field')
        wrong.push(`${op.method} ${op.path}: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a stranger with a bad body 403/404, as it would with a good one', async () => {
    const wrong: string[] = [];
    const guarded = operations.filter(
      (op) => op.jsonBody && pathParams(op).length && !ownerOf(op).isOpenToOthers,
    );
    expect(guarded.length).toBeGreaterThan(25);
    for (const op of guarded) {
      const url = fillPath(op.path, ownerOf(op).params(f));
      for (const stranger of strangers) {
        const reply = await t.call(op.method, url, {
          token: stranger.access,
          body: badBody(op),
          ip: '10.77.0.2',
        });
        if (reply.status !== 403 && reply.status !== 404)
          wrong.push(
            `${op.method} ${url} as user ${stranger.userId}: ${reply.status} ${JSON.stringify(reply.body)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the owner with the same bad body 400, naming the fields', async () => {
    const op = operations.find((o) => o.method === 'PATCH' && o.path === '/api/listings/{id}/')!;
    const reply = await t.call(op.method, fillPath(op.path, { id: f.ids['listing']! }), {
      token: f.sessions.landlord.access,
      body: badBody(op),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toMatchObject({
      [UNKNOWN]: 'validation.unknown_field',
      title: expect.any(String),
    });
  });

  it('answers 404 to a non-owner who may not see a listing, 403 to one who may', async () => {
    const ofStatus = (status: 'draft' | 'published') =>
      first(
        t.db
          .select({ id: listings.id })
          .from(listings)
          .where(and(eq(listings.ownerId, f.sessions.landlord.userId), eq(listings.status, status)))
          .limit(1),
        `${status} listing`,
      );
    const draft = await ofStatus('draft');
    const published = await ofStatus('published');
    const stranger = strangers[1]!;
    for (const action of ['submit', 'pause', 'resume', 'mark-rented', 'archive', 'relist']) {
      const hidden = await t.call('POST', `/api/listings/${draft.id}/${action}/`, {
        token: stranger.access,
      });
      expect(hidden.status, action).toBe(404);
      const seen = await t.call('POST', `/api/listings/${published.id}/${action}/`, {
        token: stranger.access,
      });
      expect(seen.status, action).toBe(403);
    }
    const unlike = await t.call('DELETE', `/api/listings/${draft.id}/like/`, {
      token: stranger.access,
    });
    expect(unlike.status).toBe(404);
  });
});
