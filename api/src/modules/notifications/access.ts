import type { Auth } from '../../context.js';
import { defineSubject } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { findConsent } from './consents-repository.js';
import { findBlacklistEntry, findNotification } from './notifications-repository.js';

/**
 * A user's notifications, settings and consents are theirs alone to change: anyone else hears
 * 404, so ids do not tell strangers what exists. Staff read a user's list (support), not change it.
 */
function isOwner(auth: Auth, userId: number): boolean {
  return auth.user.id === userId;
}

export const ownNotification = defineSubject(
  'notification',
  'id',
  dbIdParam,
  async (ctx, auth, id) => {
    const row = await findNotification(ctx.db, id);
    if (!row || !isOwner(auth, row.userId)) throw notFound('No such notification.');
    return row;
  },
);

export const ownBlacklistEntry = defineSubject(
  'notification blacklist entry',
  'id',
  dbIdParam,
  async (ctx, auth, id) => {
    const row = await findBlacklistEntry(ctx.db, id);
    if (!row || !isOwner(auth, row.userId)) throw notFound('No such blacklist entry.');
    return row;
  },
);

export const ownConsent = defineSubject('consent', 'id', dbIdParam, async (ctx, auth, id) => {
  const row = await findConsent(ctx.db, id);
  if (!row || !isOwner(auth, row.userId)) throw notFound('No such consent.');
  return row;
});
