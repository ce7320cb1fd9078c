import type { UserUpdateInput } from '@leiga/domain';
import type { AppContext, UserRow } from '../../context.js';
import type { users } from '../../db/schema/index.js';
import { uniqueViolation } from '../../http/db-errors.js';
import { badRequest, conflict } from '../../http/errors.js';
import { MAX_DB_ID } from '../../http/ids.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { cancelApplicationsOfLeavingTenant } from '../applications/tenant-leaving.js';
import { archiveListingsOfLeavingOwner } from '../listings/owner-leaving.js';
import { profileFileKeys } from '../profiles/profile-files.js';
import { sendEmailConfirmation } from './email-confirmations.js';
import {
  countEmailsOfUser,
  deleteEmailsOfUser,
  findEmailOfUserByAddress,
  insertUserEmail,
  isEmailAdded,
  type EmailRow,
} from './emails-repository.js';
import { deletePhone, deletePhonesOfUser, findPhoneOfUser } from './phones-repository.js';
import {
  anonymiseUser,
  createRentalProfile,
  deleteRentalProfileOfUser,
  hasRentalProfile,
  lockUserRow,
  updateUserRow,
} from './users-repository.js';

export async function updateUser(
  ctx: AppContext,
  user: UserRow,
  input: UserUpdateInput,
): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.full_name !== undefined) changes.fullName = input.full_name;
  if (input.birth_date !== undefined) changes.birthDate = input.birth_date;
  if (input.user_type !== undefined) changes.userType = input.user_type;
  if (input.email !== undefined && input.email !== user.email) {
    const address = await findEmailOfUserByAddress(ctx.db, user.id, input.email);
    if (!address?.verified) {
      throw badRequest('Only a verified address of your own can become the primary address.', {
        email: 'validation.email_not_verified',
      });
    }
    changes.email = input.email;
  }
  if (input.primary_phone_id !== undefined) {
    // An id beyond the serial range names no phone (and would fail in the query).
    const phone =
      input.primary_phone_id > MAX_DB_ID
        ? undefined
        : await findPhoneOfUser(ctx.db, user.id, input.primary_phone_id);
    if (!phone?.verified) {
      throw badRequest('Only a verified phone of your own can be the primary phone.', {
        primary_phone_id: 'validation.primary_phone',
      });
    }
    changes.primaryPhoneId = phone.id;
  }
  if (Object.keys(changes).length === 0) return;
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, user.id, changes);
    // A landlord who becomes a tenant gets the rental profile every tenant has.
    if (changes.userType === 'TN' && !(await hasRentalProfile(tx, user.id)))
      await createRentalProfile(tx, user.id, changes.fullName ?? user.fullName);
  });
}

export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  oldPassword: string,
  newPassword: string,
) {
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw badRequest('The current password is wrong.', {
      old_password: 'validation.wrong_password',
    });
  }
  if (oldPassword === newPassword) {
    throw badRequest('The new password must differ from the current one.', {
      new_password: 'validation.password_unchanged',
    });
  }
  await updateUserRow(ctx.db, user.id, { passwordHash: await hashPassword(newPassword) });
  await ctx.tokens.revokeUserSessions(user.id, 'password_changed', sessionId);
}

/**
 * Anonymises the account: the row stays for what refers to it, the person does not. Their
 * listings leave the market, their applications are withdrawn, and their files are removed.
 */
export async function deleteAccount(ctx: AppContext, user: UserRow): Promise<void> {
  const { fileKeys, withdrawn } = await ctx.db.transaction(async (tx) => {
    const fileKeys = await profileFileKeys(tx, user.id);
    await archiveListingsOfLeavingOwner(tx, user.id);
    const withdrawn = await cancelApplicationsOfLeavingTenant(tx, user.id);
    await deleteEmailsOfUser(tx, user.id);
    await deletePhonesOfUser(tx, user.id);
    await deleteRentalProfileOfUser(tx, user.id);
    await anonymiseUser(tx, user.id);
    return { fileKeys, withdrawn };
  });
  await ctx.tokens.revokeUserSessions(user.id, 'account_deleted');
  if (withdrawn > 0) void ctx.events.kick();
  // The person's photos and documents go too; a failure here leaves an orphan file, not data.
  await Promise.all(fileKeys.map((key) => ctx.storage.delete(key)));
}

/** Re-reads the person from the national registry by kennitala. */
export async function refreshEntity(ctx: AppContext, user: UserRow): Promise<void> {
  if (!user.icelandicId) {
    throw conflict(
      'Link your electronic ID first: the registry is read by kennitala.',
      'no_icelandic_id',
    );
  }
  const person = await ctx.providers.registry.findByKennitala(user.icelandicId);
  if (!person)
    throw conflict(
      'The national registry has no person with this kennitala.',
      'registry_not_found',
    );
  await updateUserRow(ctx.db, user.id, { fullName: person.fullName });
}

/** Removes one of the user's phones; the primary phone leaves its place empty. */
export async function removePhone(ctx: AppContext, user: UserRow, phoneId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (user.primaryPhoneId === phoneId) await updateUserRow(tx, user.id, { primaryPhoneId: null });
    await deletePhone(tx, phoneId);
  });
}

const MAX_EMAILS = 5;

/** Adds an address to the account and sends its confirmation; an address is one account's. */
export async function addEmailAddress(
  ctx: AppContext,
  user: UserRow,
  email: string,
): Promise<EmailRow> {
  const emailTaken = () =>
    conflict('This e-mail address is already in use.', 'email_taken', {
      email: 'validation.email_taken',
    });
  if (await isEmailAdded(ctx.db, email)) throw emailTaken();
  const row = await ctx.db
    .transaction(async (tx) => {
      // The user's row locked: adds of one account take turns, so the cap holds.
      await lockUserRow(tx, user.id);
      if ((await countEmailsOfUser(tx, user.id)) >= MAX_EMAILS)
        throw conflict(`At most ${MAX_EMAILS} e-mail addresses per account.`, 'too_many_emails');
      return insertUserEmail(tx, { userId: user.id, email });
    })
    .catch((error: unknown) => {
      // Another request added the address first: its unique index decides.
      throw uniqueViolation(error) ? emailTaken() : error;
    });
  await sendEmailConfirmation(ctx, row, user.primaryLanguage);
  return row;
}
