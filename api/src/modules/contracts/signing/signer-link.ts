import type { AppContext, Auth } from '../../../context.js';
import { conflict, forbidden } from '../../../http/errors.js';
import type { ContractSubject } from '../access.js';
import { findOpenProcess, listSigners } from './signing-repository.js';
import { unavailable } from './signing-service.js';

/**
 * Where the signed-in signer signs the contract: their own link at the provider, never anyone
 * else's. 409 `not_signing` when no process waits, 403 to one who is not asked to sign, 409
 * `already_done` once they have signed or declined.
 */
export async function getMySigningUrl(
  ctx: Pick<AppContext, 'db'>,
  auth: Pick<Auth, 'user'>,
  { row }: ContractSubject,
): Promise<{ url: string }> {
  const process = await findOpenProcess(ctx.db, row.id);
  if (row.status !== 'signing' || process?.status !== 'pending')
    throw conflict('The contract is not waiting for signatures.', 'not_signing');
  const mine = (await listSigners(ctx.db, process.id)).filter((s) => s.userId === auth.user.id);
  if (mine.length === 0) throw forbidden('You are not asked to sign this contract.');
  const pending = mine.find((s) => s.status === 'pending');
  if (!pending) throw conflict('You have already signed or declined.', 'already_done');
  if (!pending.signingUrl) throw unavailable();
  return { url: pending.signingUrl };
}
