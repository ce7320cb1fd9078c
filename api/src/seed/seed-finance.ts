import { eq, inArray } from 'drizzle-orm';
import { getValidSteps } from '@leiga/domain';
import type { Db } from '../db/client.js';
import { contracts, indexValues, payoutMethods, users } from '../db/schema/index.js';
import { loadContract } from '../modules/contracts/contract-view.js';
import { toContractPayoutMethod } from '../modules/finance/payout-method-view.js';
import { SANDBOX_BANK_ACCOUNTS, getSandboxIban } from '../providers/bank/sandbox-bank-accounts.js';
import { PUBLISHED_CPI } from './cpi-published.js';

/** The demo landlords whose bank accounts are payout methods on their contracts. */
const PAYOUT_LANDLORDS = ['jon@leiga.is', 'magnus@leiga.is'];

/**
 * The published CPI values, and payout methods for Jón and Magnús (their sandbox bank accounts)
 * linked on their seed contracts with themselves as payee, so the payments step is valid
 * through the bank account rather than cash.
 */
export async function seedFinance(db: Db): Promise<void> {
  await db
    .insert(indexValues)
    .values(PUBLISHED_CPI.map((v) => ({ monthKey: v.monthKey, value: v.value, source: v.source })))
    .onConflictDoNothing();
  const landlords = await db.select().from(users).where(inArray(users.email, PAYOUT_LANDLORDS));
  for (const landlord of landlords) {
    const account = SANDBOX_BANK_ACCOUNTS.find((a) => a.kennitala === landlord.icelandicId);
    if (!account) continue;
    const [method] = await db
      .insert(payoutMethods)
      .values({
        userId: landlord.id,
        iban: getSandboxIban(account),
        holderKennitala: account.kennitala,
        holderName: account.holderName,
      })
      .onConflictDoNothing()
      .returning();
    if (!method) continue;
    const own = await db.select().from(contracts).where(eq(contracts.createdById, landlord.id));
    for (const row of own) {
      const [linked] = await db
        .update(contracts)
        .set({
          paidWithCash: false,
          payoutMethod: toContractPayoutMethod(method),
          payee: {
            name: landlord.fullName,
            identifier: account.kennitala,
            identifier_country: 'IS',
          },
        })
        .where(eq(contracts.id, row.id))
        .returning();
      const contract = await loadContract(db, linked!);
      await db
        .update(contracts)
        .set({ validSteps: getValidSteps(contract) })
        .where(eq(contracts.id, row.id));
    }
  }
}
