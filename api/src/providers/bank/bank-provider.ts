/** The bank's account check: who holds an account, as the bank knows it. */
export type BankAccountCheck =
  | { valid: true; holder_kennitala: string; holder_name: string }
  | { valid: false; holder_kennitala: null; holder_name: null };

export type BankProvider = {
  /** Looks an IBAN up; throws BankUnavailableError when the bank does not answer. */
  verifyAccount(iban: string): Promise<BankAccountCheck>;
};

/** The bank did not answer (outage, time-out): the caller may try again later. */
export class BankUnavailableError extends Error {
  constructor(iban: string) {
    super(`The bank did not answer for ${iban}`);
    this.name = 'BankUnavailableError';
  }
}
