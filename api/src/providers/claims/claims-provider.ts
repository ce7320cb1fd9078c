/**
 * A bank's claims service (kröfur in the tenant's online bank), shaped like the Icelandic bank
 * claims standard IOBWS Claims 3.x (ÍST TS 315): a claim is keyed by the claimant's kennitala,
 * the claim account and the due date (gjalddagi), has a final due date (eindagi), a payor, an
 * amount in whole ISK and a reference; every create and cancel carries an idempotency key, so a
 * retried call never makes a second claim. Payments are learnt by polling transactions.
 * See shared/research/contracts.md section 3.
 */
export type ClaimDefaultInterest = {
  /** Interest runs from the due date or the final due date. */
  referenceDate: 'DueDate' | 'FinalDueDate';
  baseTimeType: '360' | 'Calendar';
  /** Yearly percentage; omitted means the Central Bank's maximum default interest. */
  percentage?: number;
};

export type CreateClaimRequest = {
  /** The claimant's kennitala (the platform's custody or the landlord). */
  claimantId: string;
  /** 12 digits: bank (4) + ledger "66" + claim number (6). */
  account: string;
  /** YYYY-MM-DD (gjalddagi). */
  dueDate: string;
  /** YYYY-MM-DD (eindagi), on or after dueDate. */
  finalDueDate: string;
  /** The payor's kennitala. */
  payorId: string;
  /** Three characters, the bank's template for the claim's look in the online bank. */
  templateCode: string;
  /** Whole ISK, > 0. */
  amount: number;
  /** Up to 16 characters, shown to the payor. */
  reference?: string;
  defaultInterest?: ClaimDefaultInterest;
  isPartialPaymentAllowed?: boolean;
  /** Up to 255 characters; the same key answers the same claim. */
  idempotencyKey: string;
};

export type ClaimStatus = 'Unpaid' | 'Paid' | 'Cancelled';

export type Claim = {
  /** e.g. `0101010101000166000001+20221231`: claimant, account, due date. */
  claimId: string;
  status: ClaimStatus;
  amount: number;
  paidAmount: number;
  dueDate: string;
  finalDueDate: string;
};

/** A payment on a claim as the bank books it; `transactionId` is unique per bank. */
export type ClaimTransaction = {
  transactionId: string;
  claimId: string;
  /** Whole ISK actually paid (principal plus any default interest). */
  amount: number;
  /** Of `amount`, the default interest charged for paying after the final due date. */
  interestAmount: number;
  /** ISO timestamp of the booking. */
  bookedAt: string;
};

export type ClaimsProvider = {
  createClaim(request: CreateClaimRequest): Promise<Claim>;
  getClaim(claimId: string): Promise<Claim>;
  /** PATCH status=Cancelled; cancelling a paid claim is refused with ClaimNotCancellableError. */
  cancelClaim(claimId: string, idempotencyKey: string): Promise<Claim>;
  /** Bookings after `afterTransactionId` (all when omitted), oldest first, at most `limit`. */
  listTransactions(query: {
    afterTransactionId?: string;
    limit: number;
  }): Promise<ClaimTransaction[]>;
};

export class ClaimNotFoundError extends Error {
  constructor(claimId: string) {
    super(`No claim ${claimId}`);
    this.name = 'ClaimNotFoundError';
  }
}

export class ClaimNotCancellableError extends Error {
  constructor(claimId: string, status: ClaimStatus) {
    super(`Claim ${claimId} is ${status} and cannot be cancelled`);
    this.name = 'ClaimNotCancellableError';
  }
}

/** The bank refused the request (bad account, payor unknown, ...); `code` says why. */
export class ClaimRejectedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ClaimRejectedError';
  }
}
