import { eq } from 'drizzle-orm';
import { findSandboxIban } from '../../src/providers/bank/sandbox-bank-accounts.js';
import { contracts, paymentScheduleItems, payoutMethods } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/client.js';

export const JON_KT = '0407682389';

/**
 * A committed contract's rent collection set up as the schedule and payout steps leave it: Jón
 * the payee with his payout method, and rent items due on `dueDates` (250 000 ISK and a 390 ISK
 * bank fee each). `payoutKennitala` picks whose account the method is (someone else's to try
 * a payout to an IBAN not the payee's).
 */
export async function prepareBilling(
  db: Db,
  contractId: number,
  jonUserId: number,
  dueDates: readonly string[],
  payoutKennitala = JON_KT,
): Promise<void> {
  const iban = findSandboxIban(payoutKennitala)!;
  const [method] = await db
    .insert(payoutMethods)
    .values({
      userId: jonUserId,
      iban,
      holderKennitala: payoutKennitala,
      holderName: 'Reikningshafi',
    })
    .onConflictDoUpdate({
      target: [payoutMethods.userId, payoutMethods.iban],
      set: { holderKennitala: payoutKennitala },
    })
    .returning();
  await db
    .update(contracts)
    .set({
      payee: { name: 'Jón Guðmundsson', identifier: JON_KT, identifier_country: 'IS' },
      payoutMethod: {
        id: method!.id,
        bank_account: { iban, icelandic_format: { kt: payoutKennitala } },
      },
    })
    .where(eq(contracts.id, contractId));
  // Committing made the contract's own schedule: given due dates stand in for it; none keeps it.
  if (dueDates.length > 0)
    await db.delete(paymentScheduleItems).where(eq(paymentScheduleItems.contractId, contractId));
  for (const dueDate of dueDates) {
    const month = dueDate.slice(0, 7);
    await db.insert(paymentScheduleItems).values({
      contractId,
      dueDate,
      finalDueDate: `${month}-07`,
      periodStart: `${month}-01`,
      periodEnd: `${month}-28`,
      rentAmount: 250_000,
      amount: 250_000,
      paymentFee: 390,
    });
  }
}
