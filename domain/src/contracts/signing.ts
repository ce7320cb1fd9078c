import { z } from 'zod';
import type { ContractActor } from './machine.js';

/**
 * Electronic signing of a contract (issue #14): a signing process per contract at a provider
 * shaped like Taktikal or Dokobit, a signer per party (or per agent of a company), webhooks
 * that report each signature, the end of the process, its cancellation or its expiry.
 */

/** A process must be signed within 30 days of its creation (Taktikal's rule), then it expires. */
export const SIGNING_EXPIRY_DAYS = 30;
/** A webhook older (or newer) than this is refused as a possible replay. */
export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;
/** A signer is reminded at most once in this many minutes. */
export const REMINDER_INTERVAL_MINUTES = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The api's view of a process: pending until everyone has signed, or it ended otherwise. */
export const SIGNING_PROCESS_STATUSES = [
  'starting',
  'pending',
  'signed',
  'cancelled',
  'expired',
  'failed',
] as const;
export type SigningProcessStatus = (typeof SIGNING_PROCESS_STATUSES)[number];

export const SIGNER_STATUSES = ['pending', 'signed', 'declined'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/** What the provider reports; `declined`: the signer refused on the phone. */
export const E_SIGNATURE_EVENT_TYPES = [
  'created',
  'signed',
  'declined',
  'all_signed',
  'cancelled',
  'expired',
] as const;
export type ESignatureEventType = (typeof E_SIGNATURE_EVENT_TYPES)[number];

const signerReport = z.object({
  id: z.string().min(1).max(100),
  /** The api's signer id, as it gave it when the process was created. */
  reference: z.string().min(1).max(100),
  status: z.enum(SIGNER_STATUSES),
  signed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ESignatureSignerReport = z.infer<typeof signerReport>;

/** The JSON body of a provider webhook (after its signature was checked). */
export const eSignatureWebhookSchema = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  type: z.enum(E_SIGNATURE_EVENT_TYPES, { error: 'validation.invalid' }),
  occurred_at: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
  process: z.object({
    id: z.string().min(1).max(100),
    /** The api's process id, as it gave it when the process was created. */
    reference: z.string().min(1).max(100),
  }),
  /** `signed`, `declined`: the signer it is about. */
  signer: signerReport.nullable().default(null),
  /** `all_signed`: every signer, so a lost `signed` event cannot leave one pending. */
  signers: z.array(signerReport).max(50).default([]),
});
export type ESignatureWebhook = z.infer<typeof eSignatureWebhookSchema>;

export function getSigningExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SIGNING_EXPIRY_DAYS * DAY_MS);
}

export function isSigningExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() >= getSigningExpiry(createdAt).getTime();
}

/** Whether a webhook's timestamp (unix seconds) is close enough to now to be believed. */
export function isWebhookTimestampFresh(timestampSeconds: number, now: Date): boolean {
  if (!Number.isFinite(timestampSeconds)) return false;
  return Math.abs(now.getTime() / 1000 - timestampSeconds) <= WEBHOOK_MAX_AGE_SECONDS;
}

/** Seconds until a signer may be reminded again; 0 when now. */
export function getReminderWait(lastRemindedAt: Date | null, now: Date): number {
  if (!lastRemindedAt) return 0;
  const next = lastRemindedAt.getTime() + REMINDER_INTERVAL_MINUTES * 60 * 1000;
  return Math.max(0, Math.ceil((next - now.getTime()) / 1000));
}

/** The signers who still have to sign (declined ones are asked again by a reminder). */
export function listSignersLeft<T extends { status: SignerStatus }>(signers: readonly T[]): T[] {
  return signers.filter((s) => s.status !== 'signed');
}

/** Parties nudge the ones left, as do editors (W collaborators) and staff; readers do not. */
export function canRemindSigners(actor: ContractActor): boolean {
  return actor.isStaff || actor.partyRoles.length > 0 || actor.collaboratorAccess === 'W';
}

/** A process that still counts: signatures may arrive, and a second one may not start. */
export function isSigningProcessOpen(status: SigningProcessStatus): boolean {
  return status === 'starting' || status === 'pending';
}
