import {
  canRemindSigners,
  getContractAccess,
  getReminderWait,
  listSignersLeft,
  REMINDER_INTERVAL_MINUTES,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { ApiError, conflict, forbidden, notFound } from '../../../http/errors.js';
import { ESignatureError } from '../../../providers/e-signature/e-signature-provider.js';
import type { ContractSubject } from '../access.js';
import { insertContractEvent } from '../contracts-repository.js';
import {
  claimReminders,
  findOpenProcess,
  listSigners,
  restoreReminder,
} from './signing-repository.js';
import { unavailable } from './signing-service.js';

/**
 * Sends the link again to those who have not signed, each at most once an hour (429 with
 * Retry-After otherwise). The mark is taken before the provider is asked and given back if it fails.
 */
export async function sendReminder(
  ctx: AppContext,
  auth: Auth,
  { row, actor }: ContractSubject,
): Promise<number[]> {
  if (!canRemindSigners(actor)) {
    if (getContractAccess(actor) === 'none') throw notFound();
    throw forbidden('Only the parties and editors of the contract may send reminders.');
  }
  const process = row.status === 'signing' ? await findOpenProcess(ctx.db, row.id) : undefined;
  if (!process?.providerProcessId)
    throw conflict('The contract is not being signed electronically.', 'no_signing_process');
  const left = listSignersLeft(await listSigners(ctx.db, process.id));
  if (left.length === 0) throw conflict('Everyone has signed.', 'no_signers_left');
  const now = new Date();
  const since = new Date(now.getTime() - REMINDER_INTERVAL_MINUTES * 60 * 1000);
  const claimed = await ctx.db.transaction((tx) =>
    claimReminders(
      tx,
      left.map((s) => s.id),
      now,
      since,
    ),
  );
  if (claimed.length === 0) {
    const wait = Math.min(...left.map((s) => getReminderWait(s.lastRemindedAt, now)));
    throw new ApiError(
      429,
      'reminder_too_soon',
      'The signers were reminded less than an hour ago.',
      undefined,
      { 'retry-after': String(Math.max(1, wait)) },
    );
  }
  try {
    await ctx.providers.eSignature.remindSigners(
      process.providerProcessId,
      claimed.flatMap((s) => (s.providerSignerId ? [s.providerSignerId] : [])),
    );
  } catch (error) {
    const before = new Map(left.map((s) => [s.id, s.lastRemindedAt]));
    for (const s of claimed) await restoreReminder(ctx.db, s.id, before.get(s.id) ?? null);
    if (error instanceof ESignatureError && error.code === 'wrong_state')
      throw conflict('The signing process has ended.', 'no_signing_process');
    throw unavailable();
  }
  await ctx.db.transaction((tx) =>
    insertContractEvent(tx, {
      contractId: row.id,
      actorId: auth.user.id,
      kind: 'signing_reminder_sent',
      data: { signer_ids: claimed.map((s) => s.id) },
    }),
  );
  return claimed.map((s) => s.id);
}
