import { checkContractTransition, type ContractActor, getContractAccess } from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { ApiError, badRequest } from '../../../http/errors.js';
import { uniqueViolation } from '../../../http/db-errors.js';
import { publishEvent } from '../../events/outbox.js';
import { refusalError, type ContractSubject } from '../access.js';
import { insertContractEvent, lockContract, type ContractRow } from '../contracts-repository.js';
import { readSigningDocument } from '../pdf/contract-pdf-service.js';
import { createSigningDocument } from './signing-document.js';
import {
  getContractTitle,
  getSignerProblem,
  listSignerDrafts,
  toProviderSigner,
} from './signers.js';
import {
  closeOpenProcess,
  findProcessByKey,
  insertSigners,
  insertSigningProcess,
  listSigners,
  setProviderSignerId,
  transitionContract,
  updateProcessIf,
  type SigningProcessRow,
} from './signing-repository.js';

/**
 * What starting signing needs of the app: the seed starts its demo process with the same code
 * before the app is built.
 */
export type SigningContext = Pick<AppContext, 'db' | 'storage'> & {
  events: Pick<AppContext['events'], 'kick'>;
  providers: Pick<AppContext['providers'], 'eSignature'>;
};

export const unavailable = () =>
  new ApiError(
    502,
    'e_signature_unavailable',
    'The e-signing service did not answer. Try again in a moment.',
  );

type SigningAction = 'start_signing' | 'cancel_signing' | 'mark_signed';

/** domain's machine on the contract as it is: a refusal is thrown as the api's answer. */
function assertTransition(row: ContractRow, actor: ContractActor, action: SigningAction): void {
  const check = checkContractTransition({
    status: row.status,
    action,
    actor,
    signType: row.signType,
  });
  if (!check.ok) throw refusalError(check.reason);
}

/** The contract locked for the transaction, and the action judged again on what is there now. */
async function lockAndCheck(
  tx: Tx,
  id: number,
  actor: ContractActor,
  action: SigningAction,
): Promise<ContractRow> {
  const current = await lockContract(tx, id);
  if (!current) throw refusalError('not_found');
  assertTransition(current, actor, action);
  return current;
}

/**
 * Starts electronic signing: committed -> signing and a process with a signer per person, in one
 * transaction (the open-process index and the conditional update let one of two calls through),
 * then the provider, asked with a key of that process so a retry never starts a second one.
 */
export async function startSigning(
  ctx: SigningContext,
  auth: Pick<Auth, 'user'>,
  { row, actor }: ContractSubject,
  idempotencyKey: string | undefined,
): Promise<{ process: SigningProcessRow; isNew: boolean }> {
  // A retry may find the contract signing already; who may start it is judged first all the same.
  if (getContractAccess(actor) !== 'edit') throw refusalError('forbidden');
  if (idempotencyKey) {
    const earlier = await findProcessByKey(ctx.db, row.id, idempotencyKey);
    if (earlier) return { process: earlier, isNew: false };
  }
  assertTransition(row, actor, 'start_signing');
  const drafts = await listSignerDrafts(ctx.db, row.id);
  if (drafts.length === 0)
    throw badRequest('The contract has nobody to sign it.', {
      parties: 'contracts.errors.no_signers',
    });
  const problems = Object.fromEntries(
    drafts.flatMap((d, i) => {
      const problem = getSignerProblem(d, !row.skipIdCheck);
      return problem ? [[`signers.${i}`, problem]] : [];
    }),
  );
  if (Object.keys(problems).length > 0)
    throw badRequest('Some signers cannot be sent a signing link.', problems, 'signer_invalid');
  const document = await createSigningDocument(
    ctx,
    row,
    drafts.map((d) => d.language ?? 'is'),
  );
  let process: SigningProcessRow;
  try {
    process = await ctx.db.transaction(async (tx) => {
      await lockAndCheck(tx, row.id, actor, 'start_signing');
      const moved = await transitionContract(tx, row.id, ['committed'], { status: 'signing' });
      if (!moved) throw refusalError('wrong_status');
      const created = await insertSigningProcess(tx, {
        contractId: row.id,
        ...document,
        idempotencyKey: idempotencyKey ?? null,
        startedById: auth.user.id,
      });
      await insertSigners(
        tx,
        drafts.map((d) => ({ ...d, processId: created.id })),
      );
      await insertContractEvent(tx, {
        contractId: row.id,
        actorId: auth.user.id,
        kind: 'signing_started',
        data: { process_id: created.id, signers: drafts.length },
      });
      await publishEvent(tx, 'contract.signing_started', {
        contract_id: row.id,
        actor_id: auth.user.id,
      });
      return created;
    });
  } catch (error) {
    // No process keeps this start's document.
    await ctx.storage.delete(document.documentStorageKey);
    // The same key sent twice at once: the other call started it; answer with that one.
    const earlier = idempotencyKey && (await findProcessByKey(ctx.db, row.id, idempotencyKey));
    if (earlier) return { process: earlier, isNew: false };
    if (uniqueViolation(error)) throw refusalError('wrong_status');
    throw error;
  }
  void ctx.events.kick();
  return { process: await createAtProvider(ctx, row, process, auth.user.id), isNew: true };
}

/**
 * Asks the provider for the process (again, after a crash: the key makes it the same one). On a
 * refusal the contract goes back to committed, so it can be started again.
 */
export async function createAtProvider(
  ctx: SigningContext,
  row: ContractRow,
  process: SigningProcessRow,
  actorId: number | null,
): Promise<SigningProcessRow> {
  const signers = await listSigners(ctx.db, process.id);
  try {
    const created = await ctx.providers.eSignature.createProcess({
      idempotencyKey: `leiga-contract-signing-${process.id}`,
      reference: String(process.id),
      document: await readSigningDocument(ctx, process),
      documentHash: process.documentHash,
      title: getContractTitle(row),
      meta: { contract_id: String(row.id) },
      requiresAuth: !row.skipIdCheck,
      signers: signers.map(toProviderSigner),
    });
    for (const s of created.signers)
      await setProviderSignerId(ctx.db, process.id, Number(s.reference), s.signerId, s.url);
    const pending = await updateProcessIf(ctx.db, process.id, ['starting'], {
      status: 'pending',
      providerProcessId: created.processId,
      expiresAt: created.expiresAt,
    });
    return pending ?? process;
  } catch {
    // Whatever the provider's failure, the contract must not sit in signing without a process.
    await ctx.db.transaction(async (tx) => {
      await lockContract(tx, row.id);
      const failed = await updateProcessIf(tx, process.id, ['starting'], {
        status: 'failed',
        endedAt: new Date(),
      });
      if (!failed) return;
      await transitionContract(tx, row.id, ['signing'], { status: 'committed' });
      await insertContractEvent(tx, {
        contractId: row.id,
        actorId,
        kind: 'signing_failed',
        data: { process_id: process.id },
      });
      await publishEvent(tx, 'contract.signing_cancelled', {
        contract_id: row.id,
        reason: 'failed',
      });
    });
    throw unavailable();
  }
}

/** Tells the provider a process is over; a process it already ended is fine. */
export async function cancelAtProvider(ctx: AppContext, process: SigningProcessRow): Promise<void> {
  if (!process.providerProcessId) return;
  try {
    await ctx.providers.eSignature.cancelProcess(process.providerProcessId);
  } catch {
    // Our side has ended it: webhooks of a closed process are ignored, and it expires anyway.
  }
}

/** signing -> committed by a party editor or staff; the provider's process is cancelled. */
export async function cancelSigning(
  ctx: AppContext,
  auth: Auth,
  { row, actor }: ContractSubject,
): Promise<ContractRow> {
  assertTransition(row, actor, 'cancel_signing');
  const { contract, closed } = await ctx.db.transaction(async (tx) => {
    await lockAndCheck(tx, row.id, actor, 'cancel_signing');
    const moved = await transitionContract(tx, row.id, ['signing'], { status: 'committed' });
    if (!moved) throw refusalError('wrong_status');
    const ended = await closeOpenProcess(tx, row.id, 'cancelled');
    await insertContractEvent(tx, {
      contractId: row.id,
      actorId: auth.user.id,
      kind: 'signing_cancelled',
      data: { process_id: ended?.id ?? null },
    });
    await publishEvent(tx, 'contract.signing_cancelled', {
      contract_id: row.id,
      actor_id: auth.user.id,
      reason: 'cancelled',
    });
    return { contract: moved, closed: ended };
  });
  void ctx.events.kick();
  if (closed) await cancelAtProvider(ctx, closed);
  return contract;
}

/** Paper leases: staff mark them fully signed (committed -> signed). */
export async function markFullySigned(
  ctx: AppContext,
  auth: Auth,
  { row, actor }: ContractSubject,
): Promise<ContractRow> {
  assertTransition(row, actor, 'mark_signed');
  const signed = await ctx.db.transaction(async (tx) => {
    await lockAndCheck(tx, row.id, actor, 'mark_signed');
    const moved = await transitionContract(tx, row.id, ['committed'], { status: 'signed' });
    if (!moved) throw refusalError('wrong_status');
    await insertContractEvent(tx, {
      contractId: row.id,
      actorId: auth.user.id,
      kind: 'fully_signed',
      data: { sign_type: 'paper' },
    });
    await publishEvent(tx, 'contract.signed', { contract_id: row.id, actor_id: auth.user.id });
    return moved;
  });
  void ctx.events.kick();
  return signed;
}
