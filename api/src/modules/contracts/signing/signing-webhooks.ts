import {
  eSignatureWebhookSchema,
  getSigningExpiry,
  isSigningProcessOpen,
  isWebhookTimestampFresh,
  type ESignatureWebhook,
} from '@leiga/domain';
import type { AppContext } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { badRequest, unauthorized } from '../../../http/errors.js';
import {
  isWebhookSignatureValid,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../../../providers/e-signature/webhook-signature.js';
import { publishEvent } from '../../events/outbox.js';
import { handleProcessWebhook, type ProcessWebhookHandler } from './process-webhook.js';
import { insertContractEvent, lockContract } from '../contracts-repository.js';
import {
  findSigningProcess,
  insertWebhookReceipt,
  listSigners,
  lockSigningProcess,
  setProviderSignerId,
  transitionContract,
  updateProcessIf,
  updateSignerStatus,
  type SigningProcessRow,
} from './signing-repository.js';

const header = (headers: Record<string, unknown>, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/**
 * Checks a webhook's signature and age, then its body: 401 for a missing or wrong signature,
 * 400 for a stale timestamp (a replay) or a body that is not an event, never 500.
 */
export function verifyWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, unknown>,
  now: Date,
): ESignatureWebhook {
  const signature = header(headers, SIGNATURE_HEADER);
  const timestampText = header(headers, TIMESTAMP_HEADER);
  if (!signature || !timestampText)
    throw unauthorized('The webhook is not signed.', 'webhook_signature_missing');
  if (!/^\d{1,12}$/.test(timestampText))
    throw badRequest(
      'The webhook timestamp is not a time.',
      {
        [TIMESTAMP_HEADER]: 'validation.invalid',
      },
      'webhook_timestamp_invalid',
    );
  const timestamp = Number(timestampText);
  if (!isWebhookSignatureValid(secret, timestamp, rawBody, signature))
    throw unauthorized(
      'The webhook signature does not match its body.',
      'webhook_signature_invalid',
    );
  if (!isWebhookTimestampFresh(timestamp, now))
    throw badRequest(
      'The webhook is too old to be believed (a replay?).',
      {
        [TIMESTAMP_HEADER]: 'validation.invalid',
      },
      'webhook_timestamp_stale',
    );
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest('The webhook body is not JSON.', { body: 'validation.invalid' });
  }
  const parsed = eSignatureWebhookSchema.safeParse(json);
  if (!parsed.success)
    throw badRequest(
      'The webhook body is not an e-signature event.',
      Object.fromEntries(
        parsed.error.issues.map((i) => [i.path.join('.') || 'body', 'validation.invalid']),
      ),
    );
  return parsed.data;
}

const contractWebhook: ProcessWebhookHandler<SigningProcessRow, SigningProcessRow> = {
  // A contract's process is referenced by its bare id.
  prefix: '',
  findProcess: findSigningProcess,
  // Contract before process, the order uncommit and cancel take them in: no deadlock.
  lock: async (tx, known) => {
    await lockContract(tx, known.contractId);
    return lockSigningProcess(tx, known.id);
  },
  insertReceipt: insertWebhookReceipt,
  apply: applyEvent,
};

/**
 * Handles a verified event once: its id goes into the receipts table in the same transaction as
 * its effect, so a second delivery (or one at the same time) changes nothing.
 */
export const handleWebhook = (
  ctx: Pick<AppContext, 'db'> & { events: Pick<AppContext['events'], 'kick'> },
  event: ESignatureWebhook,
) => handleProcessWebhook(ctx, contractWebhook, event);

async function applyEvent(tx: Tx, process: SigningProcessRow, event: ESignatureWebhook) {
  const contractId = process.contractId;
  const record = (kind: string, data: Record<string, unknown>, actorId: number | null = null) =>
    insertContractEvent(tx, {
      contractId,
      actorId,
      kind,
      data: { process_id: process.id, ...data },
    });
  switch (event.type) {
    case 'created': {
      for (const s of event.signers)
        await setProviderSignerId(tx, process.id, Number(s.reference), s.id);
      const pending = await updateProcessIf(tx, process.id, ['starting'], {
        status: 'pending',
        providerProcessId: event.process.id,
        expiresAt: getSigningExpiry(new Date(event.occurred_at)),
      });
      if (pending)
        await record('signing_process_created', { provider_process_id: event.process.id });
      return;
    }
    case 'signed':
    case 'declined': {
      if (!event.signer || !isSigningProcessOpen(process.status)) return;
      const signedAt = event.signer.signed_at ? new Date(event.signer.signed_at) : new Date();
      const changed = await updateSignerStatus(
        tx,
        process.id,
        Number(event.signer.reference),
        event.type,
        event.type === 'signed' ? signedAt : null,
      );
      if (changed)
        await record(
          event.type === 'signed' ? 'signer_signed' : 'signer_declined',
          { signer_id: changed.id, role: changed.role, name: changed.name },
          changed.userId,
        );
      return;
    }
    case 'all_signed': {
      if (!isSigningProcessOpen(process.status)) return;
      for (const s of event.signers)
        await updateSignerStatus(
          tx,
          process.id,
          Number(s.reference),
          'signed',
          s.signed_at ? new Date(s.signed_at) : new Date(),
        );
      const signers = await listSigners(tx, process.id);
      if (signers.some((s) => s.status !== 'signed')) return;
      await updateProcessIf(tx, process.id, ['starting', 'pending'], {
        status: 'signed',
        endedAt: new Date(),
        providerProcessId: event.process.id,
      });
      const moved = await transitionContract(tx, contractId, ['signing'], { status: 'signed' });
      if (!moved) return;
      await record('signed', { signers: signers.length });
      await publishEvent(tx, 'contract.signed', { contract_id: contractId, actor_id: null });
      return;
    }
    case 'cancelled':
    case 'expired': {
      const ended = await updateProcessIf(tx, process.id, ['starting', 'pending'], {
        status: event.type,
        endedAt: new Date(),
      });
      if (!ended) return;
      const moved = await transitionContract(tx, contractId, ['signing'], { status: 'committed' });
      await record(event.type === 'expired' ? 'signing_expired' : 'signing_cancelled', {
        by: 'provider',
      });
      if (moved)
        await publishEvent(tx, 'contract.signing_cancelled', {
          contract_id: contractId,
          reason: event.type,
        });
    }
  }
}
