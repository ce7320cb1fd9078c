import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contractParties, paymentScheduleItems, rentalProfiles } from '../../db/schema/index.js';

/** The queries of the payment history: a tenant's schedule items, and the sharing setting. */

export type HistoryOwner = { userId: number; icelandicId: string | null };
export type ScheduleItemRow = typeof paymentScheduleItems.$inferSelect;

/**
 * The schedule items of every contract on which each owner is a tenant party (by their account
 * or their kennitala, as contract access judges it), keyed by user id: one query for any number.
 */
export async function listTenantScheduleItems(
  db: Pick<Db, 'select'>,
  owners: readonly HistoryOwner[],
): Promise<Map<number, ScheduleItemRow[]>> {
  const byUser = new Map<number, ScheduleItemRow[]>(owners.map((o) => [o.userId, []]));
  if (owners.length === 0) return byUser;
  const kennitolur = owners.flatMap((o) => (o.icelandicId ? [o.icelandicId] : []));
  const matches: SQL[] = [
    inArray(
      contractParties.userId,
      owners.map((o) => o.userId),
    ),
  ];
  if (kennitolur.length)
    matches.push(
      and(
        inArray(contractParties.identifier, kennitolur),
        eq(contractParties.identifierCountry, 'IS'),
      )!,
    );
  const rows = await db
    .select({
      item: paymentScheduleItems,
      partyUserId: contractParties.userId,
      identifier: contractParties.identifier,
      identifierCountry: contractParties.identifierCountry,
    })
    .from(paymentScheduleItems)
    .innerJoin(contractParties, eq(contractParties.contractId, paymentScheduleItems.contractId))
    .where(and(eq(contractParties.role, 'tenant'), or(...matches)));
  for (const owner of owners) {
    const seen = new Set<number>();
    const own = byUser.get(owner.userId)!;
    for (const row of rows) {
      const isOwners =
        row.partyUserId === owner.userId ||
        (owner.icelandicId !== null &&
          row.identifierCountry === 'IS' &&
          row.identifier === owner.icelandicId);
      if (isOwners && !seen.has(row.item.id)) {
        seen.add(row.item.id);
        own.push(row.item);
      }
    }
  }
  return byUser;
}

export async function setPaymentHistoryShown(
  db: Db,
  profileId: number,
  isShown: boolean,
): Promise<void> {
  await db
    .update(rentalProfiles)
    .set({ isPaymentHistoryShown: isShown, updatedAt: new Date() })
    .where(eq(rentalProfiles.id, profileId));
}
