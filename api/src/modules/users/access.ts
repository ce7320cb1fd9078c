import type { Auth } from '../../context.js';
import { defineSubject } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';

/** Changes: only the account's owner. */
export function assertSelf(auth: Auth, userId: number): void {
  if (auth.user.id !== userId) throw forbidden('You can only change your own account.');
}

/** Reads: the owner, or staff. */
export function assertSelfOrStaff(auth: Auth, userId: number): void {
  if (auth.user.id !== userId && !auth.user.isStaff)
    throw forbidden('You can only see your own account.');
}

export function assertStaff(auth: Auth): void {
  if (!auth.user.isStaff) throw forbidden('Only staff may do this.');
}

/** The account a route's path names, for its owner alone to change (403 to anyone else). */
export const selfAccount = defineSubject('account', 'id', dbIdParam, async (_ctx, auth, id) => {
  assertSelf(auth, id);
  return auth.user;
});
