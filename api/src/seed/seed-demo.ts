import { count, eq } from 'drizzle-orm';
import { parseKennitala } from '@leiga/domain';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { phones, userEmails, users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createRentalProfile } from '../modules/users/users-repository.js';
import type { FileStorage } from '../providers/storage/storage-provider.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { demoCalendar } from './demo-calendar.js';
import { seedContracts } from './seed-contracts.js';
import { seedFinance } from './seed-finance.js';
import { seedGuarantees } from './seed-guarantees.js';
import { seedInspectionReport } from './seed-inspections.js';
import { seedPaymentHistory } from './seed-payment-history.js';
import { seedPaymentSchedules } from './seed-payments.js';
import { seedListingChecks } from './seed-listing-checks.js';
import { seedListings } from './seed-listings.js';
import { seedProfiles } from './seed-profiles.js';
import { seedSigningContracts } from './seed-signing.js';
import { seedSpecialTermTemplates } from './seed-special-terms.js';

/** Seeds the demo market on an empty database; returns false when there was data already. */
export async function seedDemo(
  db: Db,
  password: string,
  storage: FileStorage,
  options: { listings: number; config: Config },
): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const parsed = parseKennitala(account.kennitala);
      if (!parsed.ok) throw new Error(`Demo kennitala ${account.kennitala} is invalid`);
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          fullName: account.fullName,
          birthDate: parsed.kennitala.date,
          icelandicId: account.kennitala,
          personalId: account.kennitala,
          personalIdCountry: 'IS',
          isStaff: account.isStaff,
          userType: account.userType,
          primaryLanguage: account.language,
        })
        .returning();
      await tx
        .insert(userEmails)
        .values({ userId: user!.id, email: account.email, verified: true });
      const [phone] = await tx
        .insert(phones)
        .values({ userId: user!.id, countryCode: '354', number: account.mobile, verified: true })
        .returning();
      await tx.update(users).set({ primaryPhoneId: phone!.id }).where(eq(users.id, user!.id));
      if (account.userType === 'TN') await createRentalProfile(tx, user!.id, account.fullName);
    }
  });
  await seedListings(db, storage, passwordHash, options.listings);
  await seedListingChecks(db, storage);
  await seedProfiles(db, storage);
  // One calendar for the whole seed, so a seed that runs over midnight stays consistent.
  const calendar = demoCalendar();
  const leases = await seedContracts(db, calendar);
  await seedSigningContracts(db, storage, options.config, calendar);
  await seedSpecialTermTemplates(db);
  await seedFinance(db);
  // Before the schedules, so the guarantee's lease gets one like every other signed lease.
  await seedGuarantees(db);
  await seedPaymentSchedules(db);
  await seedInspectionReport(db, leases);
  await seedPaymentHistory(db, options.config, calendar);
  return true;
}
