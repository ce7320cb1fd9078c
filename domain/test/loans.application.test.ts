import { describe, expect, it } from 'vitest';
import {
  LOAN_PAGE_SIZE,
  assessLoanSchema,
  getMonthlyLoanPayment,
  getNextLoanStep,
  loanApplicantsSchema,
  loanPersonalDetailsSchema,
} from '../src/loans/index.js';

const base = {
  status: 'configured' as const,
  hasContract: true,
  hasConfiguration: true,
  hasHousehold: true,
  hasPersonalDetails: true,
};

describe('the loan application steps', () => {
  it('resumes at the first step not done', () => {
    expect(getNextLoanStep({ ...base, status: 'draft', hasContract: false })).toBe(
      'rental-contract',
    );
    expect(getNextLoanStep({ ...base, status: 'contract_attached', hasConfiguration: false })).toBe(
      'loan-configuration',
    );
    expect(getNextLoanStep({ ...base, hasHousehold: false })).toBe(
      'credit-assessment/household-data',
    );
    expect(getNextLoanStep({ ...base, hasPersonalDetails: false })).toBe(
      'credit-assessment/personal-details',
    );
    expect(getNextLoanStep(base)).toBe('credit-assessment/rki-lookup');
    expect(getNextLoanStep({ ...base, status: 'approved' })).toBe('review');
  });

  it('lists 25 a page and charges the notice fee on top of the annuity', () => {
    expect(LOAN_PAGE_SIZE).toBe(25);
    // 120,000 kr over 12 months at 15.65 %: 10,868 kr of annuity and 322 kr a notice.
    expect(getMonthlyLoanPayment(120_000, 12)).toBe(10_868 + 322);
  });
});

describe('the loan step schemas', () => {
  it('accepts one or two borrowers only', () => {
    expect(loanApplicantsSchema.safeParse({ borrowers: 2 }).success).toBe(true);
    const three = loanApplicantsSchema.safeParse({ borrowers: 3 });
    expect(three.error?.issues[0]?.message).toBe('loans.errors.borrowers');
  });

  it('names each personal detail that is wrong', () => {
    const bad = loanPersonalDetailsSchema.safeParse({
      address: 'x',
      phone: 'abc',
      email: 'not-an-email',
      employment: 'astronaut',
    });
    const messages = Object.fromEntries(
      (bad.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toEqual({
      address: 'loans.errors.address',
      phone: 'loans.errors.phone',
      email: 'loans.errors.email',
      employment: 'loans.errors.employment',
    });
    expect(
      loanPersonalDetailsSchema.safeParse({
        address: 'Laugavegur 1',
        phone: '+354 611 2233',
        email: 'anna@leiga.is',
        employment: 'student',
      }).success,
    ).toBe(true);
  });

  it('takes consent only as a boolean', () => {
    expect(assessLoanSchema.safeParse({ consent: 'yes' }).success).toBe(false);
    expect(assessLoanSchema.safeParse({}).success).toBe(true);
  });
});
