import type { HmsLease } from '@leiga/domain';

/**
 * HMS's rent register (leiguskrá), LeigusamningarService: `POST /contract` registers a lease and
 * answers its contract id (our registration number) or validation errors; `GET /contract/{id}`
 * reads it back. The lease's applicationId is the caller's idempotency key: sending the same
 * key again answers the lease already registered, never a second one.
 */
export type HmsSubmitResult =
  | { outcome: 'registered'; registrationNumber: string; status: HmsLeaseStatus }
  | { outcome: 'rejected'; errors: Record<string, string> };

/** The register's statuses of a lease (research brief §1c). */
export type HmsLeaseStatus =
  | 'valid'
  | 'invalid'
  | 'expired'
  | 'cancelled'
  | 'terminated'
  | 'cancellationRequested'
  | 'pendingCancellation'
  | 'pendingTermination'
  | 'unknown';

export type HmsRegisteredLease = {
  registrationNumber: string;
  applicationId: string;
  status: HmsLeaseStatus;
  receivedAt: Date;
};

/** The register did not answer: a 5xx (`unavailable`) or no answer in time (`timeout`). */
export class HmsUnavailableError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'HmsUnavailableError';
  }
}

export type HmsRegistry = {
  /** Registers the lease; throws HmsUnavailableError when the register does not answer. */
  submitLease(lease: HmsLease): Promise<HmsSubmitResult>;
  /** The lease registered under an applicationId (our submission key), if HMS has one. */
  findBySubmission(applicationId: string): Promise<HmsRegisteredLease | null>;
  findByRegistrationNumber(registrationNumber: string): Promise<HmsRegisteredLease | null>;
};
