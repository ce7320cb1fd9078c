import type { CreditClass, CreditResultStatus } from '@leiga/domain';

/** A credit-bureau answer: a class, or why the person has none (its own result, not an error). */
export type CreditReport = { status: CreditResultStatus; credit_class: CreditClass | null };

export type CreditBureau = {
  /** A lookup: the caller must hold the person's recorded consent. */
  getCreditReport(kennitala: string, consent: { givenAt: Date }): Promise<CreditReport>;
};
