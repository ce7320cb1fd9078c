import { eq } from 'drizzle-orm';
import type { PayoutMethodCreate } from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { uniqueViolation } from '../../http/db-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { defineSubject } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { verifyIcelandicAccount } from './bank-check.js';
import {
  findPayoutMethod,
  findUsersPayoutMethodByIban,
  insertPayoutMethod,
  updatePayoutMethod,
  type PayoutMethodRow,
} from './payout-methods-repository.js';

const NOT_FOUND = 'No such payout method.';

/** `payout-methods/{id}/`: its owner and staff; anyone else hears 404. */
export const payoutMethodSubject = defineSubject(
  'payout method',
  'id',
  dbIdParam,
  async (ctx, auth, id): Promise<PayoutMethodRow> => {
    const row = await findPayoutMethod(ctx.db, id);
    if (!row || (row.userId !== auth.user.id && !auth.user.isStaff)) throw notFound(NOT_FOUND);
    return row;
  },
);

/** Whose list or account the caller may touch: their own; staff anyone's. */
export function assertOwnOrStaff(auth: Auth, userId: number): void {
  if (userId !== auth.user.id && !auth.user.isStaff)
    throw forbidden('You can only manage your own payout methods.');
}

async function findHolderKennitala(ctx: AppContext, auth: Auth, userId: number) {
  const [user] = await ctx.db
    .select({ icelandicId: users.icelandicId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw badRequest('No such user.', { user_id: 'validation.invalid' });
  // Staff enter accounts on a user's behalf (a company's account, say); a user only their own.
  if (auth.user.isStaff) return null;
  if (!user.icelandicId)
    throw badRequest('Verify your kennitala before adding an account.', {
      iban: 'validation.account_holder_mismatch',
    });
  return user.icelandicId;
}

/** A new account for the user, as the bank reports its holder; 409 when they have it already. */
export async function createPayoutMethod(
  ctx: AppContext,
  auth: Auth,
  body: PayoutMethodCreate,
): Promise<PayoutMethodRow> {
  assertOwnOrStaff(auth, body.user_id);
  const holder = await findHolderKennitala(ctx, auth, body.user_id);
  const checked = await verifyIcelandicAccount(ctx, body.iban, holder);
  const row = await insertPayoutMethod(ctx.db, {
    userId: body.user_id,
    iban: body.iban,
    holderKennitala: checked.holder_kennitala,
    holderName: checked.holder_name,
  });
  if (!row)
    throw conflict('This account is already one of the payout methods.', 'payout_method_exists');
  return row;
}

/** Another account in place of the old, checked with the bank the same way. */
export async function changePayoutMethod(
  ctx: AppContext,
  auth: Auth,
  row: PayoutMethodRow,
  iban: string,
): Promise<PayoutMethodRow> {
  if (iban === row.iban) return row;
  const holder = await findHolderKennitala(ctx, auth, row.userId);
  const checked = await verifyIcelandicAccount(ctx, iban, holder);
  const exists = () =>
    conflict('This account is already one of the payout methods.', 'payout_method_exists');
  if (await findUsersPayoutMethodByIban(ctx.db, row.userId, iban)) throw exists();
  // A concurrent change to the same account meets the unique index: the same 409.
  const updated = await updatePayoutMethod(ctx.db, row.id, {
    iban,
    holderKennitala: checked.holder_kennitala,
    holderName: checked.holder_name,
  }).catch((error: unknown) => {
    if (uniqueViolation(error)) throw exists();
    throw error;
  });
  if (!updated) throw notFound(NOT_FOUND);
  return updated;
}
