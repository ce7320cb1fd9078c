import {
  addMonthsClamped,
  assessPaymentCapacity,
  combineLoanHouseholds,
  getMonthlyLoanPayment,
  isLoanEditable,
  isPaymentAssessmentRequired,
  nextLoanStatus,
  type AssessLoanInput,
  type LoanDeclineReason,
  type LoanEvent,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { StoredPaymentAssessment } from '../../db/schema/index.js';
import { defineSubject } from '../../http/access.js';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { getContractActor } from '../contracts/access.js';
import { findContract } from '../contracts/contracts-repository.js';
import { findLiveCreditConsent } from '../guarantees/guarantees-repository.js';
import { insertConsentOnce } from '../notifications/consents-repository.js';
import {
  findActiveCoApplicant,
  findCoApplicantPerson,
  findConsentGivenAt,
  updateCoApplicantFrom,
  type LoanCoApplicantRow,
} from './co-applicant-repository.js';
import { getLivingCostReference } from './living-cost.js';
import { findLoan, updateLoanIn, type LoanChanges, type LoanRow } from './loans-repository.js';

export type LoanRole = 'owner' | 'staff';
export type LoanSubject = { row: LoanRow; role: LoanRole };

const NOT_FOUND = 'This loan application was not found.';

/** Who sees a loan application: its owner and staff; anyone else hears 404. */
async function loadLoan(ctx: AppContext, auth: Auth, id: number): Promise<LoanSubject> {
  const row = await findLoan(ctx.db, id);
  if (!row) throw notFound(NOT_FOUND);
  if (row.ownerId === auth.user.id) return { row, role: 'owner' };
  if (auth.user.isStaff) return { row, role: 'staff' };
  throw notFound(NOT_FOUND);
}

export const readableLoan = defineSubject('loan application', 'id', dbIdParam, loadLoan);

/** Only the owner changes their application; anyone else, staff included, hears 404 here. */
export const ownLoan = defineSubject(
  'loan application',
  'id',
  dbIdParam,
  async (ctx, auth, id: number) => {
    const subject = await loadLoan(ctx, auth, id);
    if (subject.role !== 'owner') throw notFound(NOT_FOUND);
    return subject;
  },
);

const notEditable = () =>
  conflict(
    'This loan application can no longer be changed: the credit assessment has started.',
    'loan_not_editable',
  );

/** A step's change, made only while the application is editable and still in the status read. */
async function saveStep(
  ctx: AppContext,
  row: LoanRow,
  changes: LoanChanges,
  event?: LoanEvent,
): Promise<LoanRow> {
  if (!isLoanEditable(row.status)) throw notEditable();
  let status = row.status;
  if (event) {
    const next = nextLoanStatus(row.status, event);
    if (!next)
      throw conflict('Attach your rental contract before configuring the loan.', 'loan_step_order');
    status = next;
  }
  const updated = await updateLoanIn(ctx.db, row.id, row.status, { ...changes, status });
  if (!updated) throw notEditable();
  return updated;
}

export async function attachContract(
  ctx: AppContext,
  auth: Auth,
  row: LoanRow,
  contractId: number,
): Promise<LoanRow> {
  const contract = await findContract(ctx.db, contractId);
  const actor = contract ? await getContractActor(ctx, auth, contract) : null;
  if (!contract || !actor?.partyRoles.includes('tenant'))
    throw badRequest('Choose a rental contract you are a tenant on.', {
      contract_id: 'loans.errors.contract_not_yours',
    });
  // Changing the contract keeps the amount and term already chosen.
  return saveStep(
    ctx,
    row,
    { contractId },
    row.status === 'configured' ? undefined : 'attach_contract',
  );
}

export async function configureLoan(
  ctx: AppContext,
  row: LoanRow,
  input: { amount: number; months: number },
  today: string,
): Promise<LoanRow> {
  return saveStep(
    ctx,
    row,
    { amount: input.amount, months: input.months, firstDueDate: addMonthsClamped(today, 1) },
    'configure',
  );
}

export async function saveLoanDetails(
  ctx: AppContext,
  row: LoanRow,
  changes: Pick<LoanChanges, 'borrowers' | 'household' | 'personalDetails'>,
): Promise<LoanRow> {
  return saveStep(ctx, row, changes);
}

/** What the assessment still lacks, as field errors naming each step. */
function missingSteps(row: LoanRow, required: boolean): Record<string, string> {
  const missing: Record<string, string> = {};
  if (row.contractId === null) missing['contract_id'] = 'loans.errors.contract_required';
  if (row.amount === null || row.months === null) missing['amount'] = 'loans.errors.not_configured';
  if (required && !row.household) missing['household'] = 'loans.errors.household_required';
  if (!row.personalDetails) missing['personal_details'] = 'loans.errors.personal_details_required';
  return missing;
}

/** What the co-applicant still lacks: their answer, then their household figures. */
function missingCoApplicant(
  co: LoanCoApplicantRow | undefined,
  row: LoanRow,
): Record<string, string> {
  if (!co) return {};
  if (co.status !== 'accepted') return { co_applicant: 'loans.errors.co_applicant_pending' };
  if (row.household && !co.household)
    return { co_applicant: 'loans.errors.co_applicant_household' };
  return {};
}

/** The co-applicant's default-register lookup, on the consent they gave when accepting. */
/**
 * The co-applicant's kennitala and the time of their own consent, given when they accepted;
 * refuses when either is missing. Read before any lookup, so a refusal leaves no one looked up.
 */
async function findCoApplicantLookup(ctx: AppContext, co: LoanCoApplicantRow) {
  const person = co.userId === null ? undefined : await findCoApplicantPerson(ctx.db, co.userId);
  const givenAt =
    co.consentId === null ? undefined : await findConsentGivenAt(ctx.db, co.consentId);
  if (!person?.icelandicId || !givenAt)
    throw conflict(
      'The co-applicant has not consented to the lookup with their electronic ID.',
      'co_applicant_consent_missing',
    );
  return { icelandicId: person.icelandicId, givenAt };
}

/**
 * The credit assessment: the default-register lookup at the credit bureau on the applicant's
 * consent, and the payment-capacity assessment against the household's figures (required above
 * the law's thresholds, made whenever the household is given). A co-applicant, once accepted, is
 * looked up on their own consent too and the household counted together. Refuses before any
 * lookup when a step or a consent is missing, so nothing is stored half-way.
 */
export async function assessLoan(
  ctx: AppContext,
  auth: Auth,
  row: LoanRow,
  input: AssessLoanInput,
): Promise<LoanRow> {
  if (row.status !== 'configured')
    throw conflict(
      row.status === 'draft' || row.status === 'contract_attached'
        ? 'Attach your contract and choose the amount and term first.'
        : 'This loan application has already been assessed.',
      'loan_not_assessable',
    );
  const amount = row.amount!;
  const months = row.months!;
  const co = await findActiveCoApplicant(ctx.db, row.id);
  const borrowers = co || row.borrowers === 2 ? 2 : 1;
  const required = isPaymentAssessmentRequired(amount, borrowers);
  const missing = { ...missingSteps(row, required), ...missingCoApplicant(co, row) };
  if (Object.keys(missing).length > 0)
    throw badRequest(
      required
        ? 'Finish every step first: above the legal threshold a payment assessment needs the household data.'
        : 'Finish every step first.',
      missing,
      'loan_incomplete',
    );
  const own = await findLiveCreditConsent(ctx.db, auth.user.id);
  if (!own && input.consent !== true)
    throw unprocessable(
      'No default-register lookup without your consent to credit checks.',
      'consent_missing',
      { consent: 'loans.errors.consent_missing' },
    );
  if (!auth.user.icelandicId)
    throw conflict(
      'Link your electronic ID first: the credit bureau is asked by kennitala.',
      'no_icelandic_id',
    );
  // The UMS figures in effect today, as staff keep them (the assessment stores the cost it used);
  // read before any lookup, so a missing table refuses with nothing looked up.
  const livingCost = await getLivingCostReference(ctx.db);
  const coLookup = co ? await findCoApplicantLookup(ctx, co) : null;
  const consent = own ?? (await insertConsentOnce(ctx.db, auth.user.id, 'credit_check', '')).row;
  const report = await ctx.providers.credit.getCreditReport(auth.user.icelandicId, {
    givenAt: consent.givenAt,
  });
  // The co-applicant is looked up on their own consent, given when they accepted.
  const coReport = coLookup
    ? (
        await ctx.providers.credit.getCreditReport(coLookup.icelandicId, {
          givenAt: coLookup.givenAt,
        })
      ).status
    : null;
  const monthlyPayment = getMonthlyLoanPayment(amount, months);
  const household =
    row.household && co?.household
      ? combineLoanHouseholds(row.household, co.household)
      : row.household;
  const capacity = household
    ? assessPaymentCapacity(
        {
          adults: household.adults,
          children: household.children,
          netIncome: household.net_income,
          housingCost: household.housing_cost,
          otherLoanPayments: household.other_loan_payments,
          childcare: household.childcare,
          carCosts: household.car_costs,
        },
        monthlyPayment,
        livingCost,
      )
    : null;
  const assessment: StoredPaymentAssessment | null = capacity
    ? {
        required,
        monthly_payment: monthlyPayment,
        living_cost: capacity.livingCost,
        disposable: capacity.disposable,
        margin: capacity.margin,
        outcome: capacity.outcome,
      }
    : null;
  const statuses = [report.status, ...(coReport ? [coReport] : [])];
  const declineReason: LoanDeclineReason | null = statuses.includes('on_default_register')
    ? 'default_register'
    : statuses.some((s) => s !== 'scored')
      ? 'no_score'
      : capacity?.outcome === 'negative'
        ? 'payment_capacity'
        : null;
  const assessing = nextLoanStatus(row.status, 'start_assessment')!;
  const status = nextLoanStatus(assessing, declineReason ? 'decline' : 'approve')!;
  return ctx.db.transaction(async (tx) => {
    const updated = await updateLoanIn(tx, row.id, 'configured', {
      status,
      consentId: consent.id,
      creditStatus: report.status,
      creditClass: report.credit_class,
      paymentAssessment: assessment,
      declineReason,
      borrowers,
      assessedAt: new Date(),
    });
    if (!updated)
      throw conflict('This loan application has already been assessed.', 'loan_not_assessable');
    if (co && coReport)
      await updateCoApplicantFrom(tx, co.id, ['accepted'], { creditStatus: coReport });
    return updated;
  });
}
