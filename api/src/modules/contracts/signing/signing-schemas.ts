import { z } from 'zod';
import {
  CONTRACT_PARTY_ROLES,
  CONTRACT_STATUSES,
  SIGNER_STATUSES,
  SIGNING_PROCESS_STATUSES,
} from '@leiga/domain';
import { isoMoment } from '../../../http/responses.js';
import type { ContractRow } from '../contracts-repository.js';
import type { SignerRow, SigningProcessRow } from './signing-repository.js';

/** The e-signature status page: the process and each signer. */
export const eSignatureStatusResponse = z.object({
  contract_id: z.number().int(),
  contract_status: z.enum(CONTRACT_STATUSES),
  process: z
    .object({
      id: z.number().int(),
      status: z.enum(SIGNING_PROCESS_STATUSES),
      document_hash: z.string(),
      created_at: isoMoment,
      expires_at: isoMoment.nullable(),
      ended_at: isoMoment.nullable(),
    })
    .nullable(),
  signers: z.array(
    z.object({
      id: z.number().int(),
      party_id: z.number().int().nullable(),
      role: z.enum(CONTRACT_PARTY_ROLES),
      name: z.string(),
      status: z.enum(SIGNER_STATUSES),
      signed_at: isoMoment.nullable(),
      last_reminded_at: isoMoment.nullable(),
    }),
  ),
  /** Whether the asking user has a signature pending in the open process (their link: `signing-url/`). */
  viewer_can_sign: z.boolean(),
});
export type ESignatureStatus = z.infer<typeof eSignatureStatusResponse>;

export const reminderResponse = eSignatureStatusResponse.extend({
  reminded_signer_ids: z.array(z.number().int()),
});

export const webhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** The sandbox signing link's page and each step of signing there. */
export const sandboxSignerResponse = z.object({
  process_status: z.enum(['created', 'completed', 'cancelled', 'expired']),
  title: z.string(),
  document_hash: z.string(),
  requires_auth: z.boolean(),
  expires_at: isoMoment,
  name: z.string(),
  status: z.enum(SIGNER_STATUSES),
  signed_at: isoMoment.nullable(),
  verification_code: z.string().nullable(),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The viewer's own signer who may sign now: the open process's pending signer linked to their
 * account, with a link from the provider.
 */
export function findSignerToSign(
  contract: ContractRow,
  process: SigningProcessRow | undefined,
  signers: readonly SignerRow[],
  viewerId: number,
): SignerRow | undefined {
  if (contract.status !== 'signing' || process?.status !== 'pending') return undefined;
  return signers.find(
    (s) =>
      s.processId === process.id &&
      s.userId === viewerId &&
      s.status === 'pending' &&
      s.signingUrl !== null,
  );
}

export function toESignatureStatus(
  contract: ContractRow,
  process: SigningProcessRow | undefined,
  signers: readonly SignerRow[],
  viewerId: number,
): ESignatureStatus {
  return {
    contract_id: contract.id,
    contract_status: contract.status,
    process: process
      ? {
          id: process.id,
          status: process.status,
          document_hash: process.documentHash,
          created_at: process.createdAt.toISOString(),
          expires_at: iso(process.expiresAt),
          ended_at: iso(process.endedAt),
        }
      : null,
    signers: signers.map((s) => ({
      id: s.id,
      party_id: s.partyId,
      role: s.role,
      name: s.name,
      status: s.status,
      signed_at: iso(s.signedAt),
      last_reminded_at: iso(s.lastRemindedAt),
    })),
    viewer_can_sign: findSignerToSign(contract, process, signers, viewerId) !== undefined,
  };
}
