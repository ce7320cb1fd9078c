import { z } from 'zod';
import { loanScheduleFields } from './schedule-view.js';
import {
  CREDIT_CLASSES,
  CREDIT_RESULT_STATUSES,
  LOAN_DECLINE_REASONS,
  LOAN_EMPLOYMENTS,
  LOAN_STATUSES,
} from '@leiga/domain';

/** A household's monthly figures as answered (the borrower's, or a co-applicant's part). */
export const householdResponse = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  net_income: z.number().int(),
  housing_cost: z.number().int(),
  other_loan_payments: z.number().int(),
  childcare: z.number().int(),
  car_costs: z.number().int(),
});

export const loanResponse = z.object({
  id: z.number(),
  owner_id: z.number(),
  status: z.enum(LOAN_STATUSES),
  contract_id: z.number().nullable(),
  amount: z.number().int().nullable(),
  months: z.number().int().nullable(),
  borrowers: z.number().int(),
  first_due_date: z.string().nullable(),
  /** The monthly payment (the equal part plus the notice fee) once configured. */
  monthly_payment: z.number().int().nullable(),
  /** Whether the law asks for a payment assessment at this amount and number of borrowers. */
  payment_assessment_required: z.boolean().nullable(),
  household: householdResponse.nullable(),
  personal_details: z
    .object({
      address: z.string(),
      phone: z.string(),
      email: z.string(),
      employment: z.enum(LOAN_EMPLOYMENTS),
    })
    .nullable(),
  is_editable: z.boolean(),
  credit_assessment: z
    .object({
      consent_id: z.number().nullable(),
      credit_status: z.enum(CREDIT_RESULT_STATUSES),
      credit_class: z.enum(CREDIT_CLASSES).nullable(),
      payment_assessment: z
        .object({
          required: z.boolean(),
          monthly_payment: z.number().int(),
          living_cost: z.number().int(),
          disposable: z.number().int(),
          margin: z.number().int(),
          outcome: z.enum(['positive', 'negative']),
        })
        .nullable(),
      decline_reason: z.enum(LOAN_DECLINE_REASONS).nullable(),
      assessed_at: z.string(),
    })
    .nullable(),
  current_user_role: z.enum(['owner', 'staff']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LoanView = z.infer<typeof loanResponse>;

export const loanPageResponse = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(loanResponse),
});

/** GET loans/{id}/loan-payment-schedule/: the annuity schedule of the amount and term chosen. */
export const loanScheduleResponse = z.object({
  amount: z.number().int(),
  months: z.number().int(),
  ...loanScheduleFields,
});
