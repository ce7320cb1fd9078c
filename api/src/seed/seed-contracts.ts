import { eq, inArray } from 'drizzle-orm';
import { getValidSteps, type ContractStatus, type SignType } from '@leiga/domain';
import type { Db } from '../db/client.js';
import { listings, users } from '../db/schema/index.js';
import { loadContract } from '../modules/contracts/contract-view.js';
import {
  insertContract,
  insertContractEvent,
  insertContractParties,
  updateContract,
  type ContractRow,
} from '../modules/contracts/contracts-repository.js';
import { withDefaultUtilities, withPartIds } from '../modules/contracts/parts/parts-repository.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { demoCalendar, type DemoCalendar, type LeaseTerm } from './demo-calendar.js';
import { seedHmsSubmissions } from './seed-registration.js';

/** A complete lease of a listing, as the wizard would leave it before signing. */
const completeLease = (listing: typeof listings.$inferSelect, term: LeaseTerm) => ({
  listingId: listing.id,
  listingType: 'apartment' as const,
  specialGroupUsage: 'none' as const,
  rooms: Math.max(1, listing.rooms ?? 2),
  startDate: term.start,
  endDate: term.end,
  isDefinite: true,
  terminationTermLength: 3,
  price: listing.price ?? 250_000,
  currency: listing.currency,
  insuranceType: 'deposit' as const,
  insuranceAmount: 2 * (listing.price ?? 250_000),
  paidWithCash: true,
  realEstate: {
    landreg_id: 'L102345',
    address: {
      street: [listing.street, listing.houseNumber].filter(Boolean).join(' ') || 'Laugavegur 1',
      postal_code: listing.postalCode ?? '101',
    },
    units: [],
  },
  fireHazardSmokeDetectors: true,
  fireHazardHandFireExtinguishers: true,
  fireHazardEscapeRoutes: true,
  fireHazardComplyDeclaration: true,
  smokeDetectorCount: 2,
});

const STATES: { status: ContractStatus; signType: SignType | null; term: keyof DemoCalendar }[] = [
  { status: 'draft', signType: null, term: 'draftLease' },
  { status: 'committed', signType: 'electronic', term: 'committedLease' },
  { status: 'signed', signType: 'paper', term: 'paperLease' },
];

export type DemoUser = typeof users.$inferSelect;
type DemoState = { status: ContractStatus; signType: SignType | null; term: LeaseTerm };

/** The party rows of a demo person, as the wizard fills them from their account. */
function contactOf(u: DemoUser) {
  const account = DEMO_ACCOUNTS.find((a) => a.email === u.email);
  return {
    userId: u.id,
    name: u.fullName,
    identifier: u.icelandicId ?? '',
    phones: [{ country_code: '354', number: account?.mobile ?? '' }],
    emails: [{ email: u.email }],
  };
}

/** A complete lease of the listing between the two, in the given state; its id. */
export async function insertDemoContract(
  db: Db,
  landlord: DemoUser,
  tenant: DemoUser,
  listing: typeof listings.$inferSelect,
  state: DemoState,
): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const row = await insertContract(tx, {
      createdById: landlord.id,
      status: state.status,
      signType: state.signType,
      committedAt: state.status === 'draft' ? null : new Date(),
      ...completeLease(listing, state.term),
      utilities: await withDefaultUtilities(tx),
    });
    const withIds = async (c: ReturnType<typeof contactOf>) => ({
      ...c,
      phones: await withPartIds(tx, c.phones),
      emails: await withPartIds(tx, c.emails),
    });
    await insertContractParties(tx, [
      { contractId: row.id, role: 'landlord', ...(await withIds(contactOf(landlord))) },
      { contractId: row.id, role: 'tenant', ...(await withIds(contactOf(tenant))) },
    ]);
    await insertContractEvent(tx, { contractId: row.id, actorId: landlord.id, kind: 'created' });
    if (state.status !== 'draft')
      await insertContractEvent(tx, {
        contractId: row.id,
        actorId: landlord.id,
        kind: 'committed',
        data: { sign_type: state.signType },
      });
    const contract = await loadContract(tx, row);
    return updateContract(tx, row.id, { validSteps: getValidSteps(contract) });
  });
}

/** The demo landlords, Anna (the tenant of every demo lease) and each landlord's first listing. */
export async function findDemoLeaseParties(db: Db) {
  const demo = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const tenant = demo.find((u) => u.email === 'anna@leiga.is');
  const pairs: { landlord: DemoUser; tenant: DemoUser; listing: typeof listings.$inferSelect }[] =
    [];
  for (const landlord of demo.filter((u) => u.userType === 'LL')) {
    const [listing] = await db
      .select()
      .from(listings)
      .where(eq(listings.ownerId, landlord.id))
      .orderBy(listings.id)
      .limit(1);
    if (tenant && listing) pairs.push({ landlord, tenant, listing });
  }
  return pairs;
}

/**
 * Contracts in several states for each demo landlord with Anna as the tenant (issue #14): a
 * draft, one committed for e-signing and one signed on paper (signing and registered ones come
 * from seed-signing and seed-registration, through the real code).
 */
export async function seedContracts(
  db: Db,
  calendar: DemoCalendar = demoCalendar(),
): Promise<{ landlord: DemoUser; contract: ContractRow }[]> {
  const leases: { landlord: DemoUser; contract: ContractRow }[] = [];
  for (const { landlord, tenant, listing } of await findDemoLeaseParties(db))
    for (const { term, ...state } of STATES)
      leases.push({
        landlord,
        contract: await insertDemoContract(db, landlord, tenant, listing, {
          ...state,
          term: calendar[term],
        }),
      });
  await seedHmsSubmissions(db, calendar);
  return leases;
}
