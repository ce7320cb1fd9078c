import { and, eq } from 'drizzle-orm';
import type { UserUpdateInput } from '@leiga/domain';
import type { AppContext, UserRow } from '../../context.js';
import {
  emailConfirmations,
  phones,
  rentalProfiles,
  userEmails,
  users,
} from '../../db/schema/index.js';
import { badRequest, conflict } from '../../http/errors.js';
import { MAX_DB_ID } from '../../http/ids.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { cancelApplicationsOfLeavingTenant } from '../applications/tenant-leaving.js';
import { archiveListingsOfLeavingOwner } from '../listings/owner-leaving.js';
import { profileFileKeys } from '../profiles/profile-files.js';
import { createRentalProfile } from './users-repository.js';

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
    const [address] = await ctx.db
      .select()
      .from(userEmails)
      .where(and(eq(userEmails.userId, user.id), eq(userEmails.email, input.email)))
      .limit(1);
    if (!address?.verified) {
      throw badRequest('Only a verified address of your own can become the primary address.', {
        email: 'validation.email_not_verified',
      });
    }
    changes.email = input.email;
  }
  if (input.primary_phone_id !== undefined) {
    // An id beyond the serial range names no phone (and would fail in the query).
    const [phone] =
      input.primary_phone_id > MAX_DB_ID
        ? []
        : await ctx.db
            .select()
            .from(phones)
            .where(and(eq(phones.id, input.primary_phone_id), eq(phones.userId, user.id)))
            .limit(1);
    if (!phone?.verified) {
      throw badRequest('Only a verified phone of your own can be the primary phone.', {
        primary_phone_id: 'validation.primary_phone',
      });
    }
    changes.primaryPhoneId = phone.id;
  }
  if (Object.keys(changes).length === 0) return;
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set(changes).where(eq(users.id, user.id));
    // A landlord who becomes a tenant gets the rental profile every tenant has.
    if (changes.userType === 'TN') {
      const [profile] = await tx
        .select({ id: rentalProfiles.id })
        .from(rentalProfiles)
        .where(eq(rentalProfiles.userId, user.id));
      if (!profile) await createRentalProfile(tx, user.id, changes.fullName ?? user.fullName);
    }
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
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, user.id));
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
    const emailIds = await tx
      .select({ id: userEmails.id })
      .from(userEmails)
      .where(eq(userEmails.userId, user.id));
    for (const { id } of emailIds)
      await tx.delete(emailConfirmations).where(eq(emailConfirmations.emailId, id));
    await tx.delete(userEmails).where(eq(userEmails.userId, user.id));
    await tx.delete(phones).where(eq(phones.userId, user.id));
    await tx.delete(rentalProfiles).where(eq(rentalProfiles.userId, user.id));
    await tx
      .update(users)
      .set({
        email: `deleted-${user.id}@deleted.invalid`,
        passwordHash: null,
        fullName: '',
        birthDate: null,
        icelandicId: null,
        personalId: null,
        personalIdCountry: null,
        primaryPhoneId: null,
        deletedAt: new Date(),
      })
      .where(eq(users.id, user.id));
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
  await ctx.db.update(users).set({ fullName: person.fullName }).where(eq(users.id, user.id));
}
