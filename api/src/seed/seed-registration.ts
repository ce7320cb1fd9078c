import { eq, inArray } from 'drizzle-orm';
import { getValidSteps, HMS_RETRY, getHmsRetryDelayMs } from '@leiga/domain';
import type { Db } from '../db/client.js';
import { listings, users } from '../db/schema/index.js';
import { loadContract } from '../modules/contracts/contract-view.js';
import {
  insertContract,
  insertContractEvent,
  insertContractParties,
  updateContract,
} from '../modules/contracts/contracts-repository.js';
import {
  ensureSubmission,
  processDueSubmissions,
  type RegistrationContext,
} from '../modules/contracts/registration/registration-service.js';
import { SandboxHms } from '../providers/hms/sandbox-hms.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { demoCalendar, type DemoCalendar, type LeaseTerm } from './demo-calendar.js';

const HOUR_MS = 60 * 60 * 1000;

/** A signed lease of one of the landlord's flats, with the unit HMS's register needs. */
async function insertSignedLease(
  db: Db,
  landlord: typeof users.$inferSelect,
  tenant: typeof users.$inferSelect,
  listing: typeof listings.$inferSelect,
  unit: { property_code: string; unit_code: string; size: number; rooms: number },
  term: LeaseTerm,
): Promise<number> {
  const contact = (u: typeof users.$inferSelect) => ({
    userId: u.id,
    name: u.fullName,
    identifier: u.icelandicId ?? '',
    phones: [
      {
        country_code: '354',
        number: DEMO_ACCOUNTS.find((a) => a.email === u.email)?.mobile ?? '',
      },
    ],
    emails: [{ email: u.email }],
  });
  const price = listing.price ?? 265_000;
  return db.transaction(async (tx) => {
    const row = await insertContract(tx, {
      createdById: landlord.id,
      status: 'signed',
      signType: 'electronic',
      committedAt: new Date(Date.now() - 48 * HOUR_MS),
      listingId: listing.id,
      listingType: 'apartment',
      specialGroupUsage: 'none',
      rooms: unit.rooms,
      startDate: term.start,
      endDate: term.end,
      isDefinite: true,
      terminationTermLength: 3,
      price,
      currency: 'ISK',
      insuranceType: 'deposit',
      insuranceAmount: 2 * price,
      paidWithCash: true,
      realEstate: {
        landreg_id: 'L102345',
        address: {
          street: [listing.street, listing.houseNumber].filter(Boolean).join(' ') || 'Laugavegur 1',
          postal_code: listing.postalCode ?? '101',
        },
        units: [{ ...unit, changed_size: null, fire_insurance_value: 38_500_000 }],
      },
      fireHazardSmokeDetectors: true,
      fireHazardHandFireExtinguishers: true,
      fireHazardEscapeRoutes: true,
      fireHazardComplyDeclaration: true,
      smokeDetectorCount: 1,
    });
    await insertContractParties(tx, [
      { contractId: row.id, role: 'landlord', ...contact(landlord) },
      { contractId: row.id, role: 'tenant', ...contact(tenant) },
    ]);
    for (const kind of ['created', 'committed', 'signed'])
      await insertContractEvent(tx, {
        contractId: row.id,
        actorId: landlord.id,
        kind,
        data: kind === 'committed' ? { sign_type: 'electronic' } : {},
      });
    const contract = await loadContract(tx, row);
    await updateContract(tx, row.id, { validSteps: getValidSteps(contract) });
    return row.id;
  });
}

/**
 * HMS registration for the back office (issue #14): one of Jón's leases and one of Magnús's
 * registered, with their leases in the register sandbox, and one signed while HMS was down, its retries spent (failed),
 * waiting for staff to resubmit. Both run through the real submission code on a past clock.
 */
export async function seedHmsSubmissions(
  db: Db,
  calendar: DemoCalendar = demoCalendar(),
): Promise<void> {
  const demo = await db
    .select()
    .from(users)
    .where(inArray(users.email, ['jon@leiga.is', 'anna@leiga.is', 'magnus@leiga.is']));
  const jon = demo.find((u) => u.email === 'jon@leiga.is');
  const magnus = demo.find((u) => u.email === 'magnus@leiga.is');
  const anna = demo.find((u) => u.email === 'anna@leiga.is');
  if (!jon || !anna) return;
  const owned = await db
    .select()
    .from(listings)
    .where(eq(listings.ownerId, jon.id))
    .orderBy(listings.id)
    .limit(3);
  const listing = owned[1] ?? owned[0];
  if (!listing) return;

  const hms = new SandboxHms(db, { delayMs: 0, timeoutMs: 10_000, outage: 'none' });
  const ctx: RegistrationContext = {
    db,
    providers: { hms },
    // The seed's outbox events are delivered once the app starts.
    events: { kick: () => Promise.resolve() },
    config: { hmsTimeoutMs: 10_000 },
  };
  const start = Date.now() - 24 * HOUR_MS;

  /** A signed lease submitted to HMS while it was up: registered. */
  const registerLease = async (
    landlord: typeof users.$inferSelect,
    flat: typeof listings.$inferSelect,
    unit: Parameters<typeof insertSignedLease>[4],
  ) => {
    const contractId = await insertSignedLease(
      db,
      landlord,
      anna,
      flat,
      unit,
      calendar.registeredLease,
    );
    await ensureSubmission(ctx, {
      contractId,
      generation: 1,
      requestedById: null,
      now: new Date(start),
    });
    await processDueSubmissions(ctx, new Date(start + 1000));
  };
  await registerLease(jon, listing, {
    property_code: '2023417',
    unit_code: '010201',
    size: 82.3,
    rooms: 3,
  });
  // Magnús has a registered lease too, so each demo landlord has one in every state.
  const [magnusListing] = magnus
    ? await db
        .select()
        .from(listings)
        .where(eq(listings.ownerId, magnus.id))
        .orderBy(listings.id)
        .limit(2)
        .then((rows) => rows.slice(-1))
    : [];
  if (magnus && magnusListing)
    await registerLease(magnus, magnusListing, {
      property_code: '2023419',
      unit_code: '010101',
      size: 71.4,
      rooms: 2,
    });

  const failed = await insertSignedLease(
    db,
    jon,
    anna,
    owned[2] ?? listing,
    { property_code: '2023418', unit_code: '010302', size: 64.8, rooms: 2 },
    calendar.registeredLease,
  );
  await ensureSubmission(ctx, {
    contractId: failed,
    generation: 1,
    requestedById: null,
    now: new Date(start),
  });
  hms.setOutage('unavailable');
  let at = start;
  for (let attempt = 1; attempt <= HMS_RETRY.maxAttempts; attempt += 1) {
    await processDueSubmissions(ctx, new Date(at));
    at += getHmsRetryDelayMs(attempt) + 1000;
  }
}
