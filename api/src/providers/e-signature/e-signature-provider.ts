import type { Locale, SignerStatus } from '@leiga/domain';

/**
 * An electronic-signing service shaped like the Icelandic ones (Taktikal, Dokobit): a process
 * per document, a signer per person who signs with their electronic ID through a link the
 * service sends by SMS and e-mail, webhooks signed with HMAC-SHA256 back to the api.
 */
export type ESignatureSignerInput = {
  /** The api's id for the signer; webhooks carry it back. */
  reference: string;
  name: string;
  kennitala: string;
  /** Digits with the country code, e.g. 3546151234. */
  phone: string | null;
  email: string | null;
  language: Locale;
};

export type CreateSigningProcess = {
  /** The same key answers with the same process: a retried call never starts a second one. */
  idempotencyKey: string;
  /** The api's id for the process; webhooks carry it back. */
  reference: string;
  /** The PDF being signed, as the signers are shown it. */
  document: Buffer;
  /** SHA-256 (hex) of `document`: the service refuses a document that does not match it. */
  documentHash: string;
  /** Shown to the signers, e.g. the property's address. */
  title: string;
  meta: Record<string, string>;
  /** Whether signers confirm with their electronic ID (Taktikal's RequiresAuth); staff may waive it. */
  requiresAuth: boolean;
  signers: readonly ESignatureSignerInput[];
};

export type SigningProcessCreated = {
  processId: string;
  expiresAt: Date;
  signers: { signerId: string; reference: string; url: string }[];
};

export type ProviderProcessStatus = 'created' | 'completed' | 'cancelled' | 'expired';

export type SigningProcessState = {
  processId: string;
  status: ProviderProcessStatus;
  expiresAt: Date;
  signers: { signerId: string; reference: string; status: SignerStatus; signedAt: Date | null }[];
};

/**
 * `invalid_request`: the service refused what it was sent; `wrong_state`: the process or signer
 * has moved on; `no_eid`: the signer has no electronic ID; `unavailable`: try again later.
 */
export type ESignatureErrorCode =
  'invalid_request' | 'not_found' | 'wrong_state' | 'no_eid' | 'unavailable';

export class ESignatureError extends Error {
  constructor(
    readonly code: ESignatureErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type ESignatureProvider = {
  createProcess(request: CreateSigningProcess): Promise<SigningProcessCreated>;
  /** Cancelling an ended process is a no-op for one already cancelled, else `wrong_state`. */
  cancelProcess(processId: string): Promise<void>;
  /** Sends the link again to the given signers who have not signed; returns who was reminded. */
  remindSigners(processId: string, signerIds: readonly string[]): Promise<string[]>;
  getProcess(processId: string): Promise<SigningProcessState>;
};
