import { z } from 'zod';
import { LOAN_LIMITS } from './terms.js';

const E = 'loans.errors';
const kr = (key: string) =>
  z
    .number({ error: `${E}.${key}` })
    .int({ error: `${E}.${key}` })
    .min(0, { error: `${E}.${key}` })
    .max(100_000_000, { error: `${E}.${key}` });

/** The loan-configuration step: how much, over how many months (LOAN_LIMITS). */
export const loanConfigurationSchema = z.object({
  amount: z
    .number({ error: `${E}.amount` })
    .int({ error: `${E}.amount` })
    .min(LOAN_LIMITS.minAmount, { error: `${E}.amount` })
    .max(LOAN_LIMITS.maxAmount, { error: `${E}.amount` }),
  months: z
    .number({ error: `${E}.months` })
    .int({ error: `${E}.months` })
    .min(LOAN_LIMITS.minMonths, { error: `${E}.months` })
    .max(LOAN_LIMITS.maxMonths, { error: `${E}.months` }),
});
export type LoanConfiguration = z.infer<typeof loanConfigurationSchema>;

/** The household-data step: who lives there and what the household earns and pays a month. */
export const householdDataSchema = z.object({
  adults: z
    .number({ error: `${E}.adults` })
    .int({ error: `${E}.adults` })
    .min(1, { error: `${E}.adults` })
    .max(10, { error: `${E}.adults` }),
  children: z
    .number({ error: `${E}.children` })
    .int({ error: `${E}.children` })
    .min(0, { error: `${E}.children` })
    .max(15, { error: `${E}.children` }),
  net_income: kr('amount_field'),
  housing_cost: kr('amount_field'),
  other_loan_payments: kr('amount_field'),
  childcare: kr('amount_field'),
  car_costs: kr('amount_field'),
});
export type HouseholdDataInput = z.infer<typeof householdDataSchema>;
