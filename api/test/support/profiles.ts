import { eq } from 'drizzle-orm';
import { listings, rentalApplications, rentalProfiles } from '../../src/db/schema/index.js';
import type { Session, TestApp } from '../helpers.js';

/** A minimal published listing of the landlord and the tenant's application to it, straight in the database. */
export async function applyTo(
  t: TestApp,
  tenantUserId: number,
  landlordUserId: number,
): Promise<number> {
  const [listing] = await t.app.ctx.db
    .insert(listings)
    .values({ ownerId: landlordUserId, status: 'published', title: 'Prufuíbúð', price: 250_000 })
    .returning();
  const [application] = await t.app.ctx.db
    .insert(rentalApplications)
    .values({ listingId: listing!.id, tenantId: tenantUserId })
    .returning();
  return application!.id;
}

export async function profileOf(t: TestApp, session: Session) {
  const [profile] = await t.app.ctx.db
    .select()
    .from(rentalProfiles)
    .where(eq(rentalProfiles.userId, session.userId));
  if (!profile) throw new Error(`user ${session.userId} has no rental profile`);
  return profile;
}

/** A tiny but valid PDF. */
export function makePdf(text = 'Sakavottord'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}
