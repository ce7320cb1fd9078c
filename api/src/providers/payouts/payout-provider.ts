/**
 * Transfers from the platform's custody account to a landlord's account (and back, when staff
 * revert a payout). Every call carries an idempotency key: a retry after a crash answers the
 * transfer already booked instead of paying twice.
 */
export type TransferRequest = {
  /** Icelandic IBAN of the receiving account. */
  toIban: string;
  /** The receiving account holder's kennitala; the bank refuses when it is not the holder's. */
  toKennitala: string;
  /** Whole ISK, > 0. */
  amount: number;
  /** Up to 16 characters, shown on the receiver's statement. */
  reference: string;
  /** Up to 255 characters; the same key answers the same transfer. */
  idempotencyKey: string;
};

export type TransferStatus = 'booked' | 'rejected' | 'reversed';

export type Transfer = {
  transferId: string;
  status: TransferStatus;
  amount: number;
  toIban: string;
  /** Why a transfer was rejected (e.g. `holder_mismatch`, `unknown_account`); null otherwise. */
  rejectionCode: string | null;
  bookedAt: string | null;
};

export type PayoutProvider = {
  transfer(request: TransferRequest): Promise<Transfer>;
  getTransfer(transferId: string): Promise<Transfer>;
  /** Takes a booked transfer back; a second reversal is refused with TransferNotReversibleError. */
  reverse(transferId: string, idempotencyKey: string): Promise<Transfer>;
};

export class TransferNotFoundError extends Error {
  constructor(transferId: string) {
    super(`No transfer ${transferId}`);
    this.name = 'TransferNotFoundError';
  }
}

export class TransferNotReversibleError extends Error {
  constructor(transferId: string, status: TransferStatus) {
    super(`Transfer ${transferId} is ${status} and cannot be reversed`);
    this.name = 'TransferNotReversibleError';
  }
}
