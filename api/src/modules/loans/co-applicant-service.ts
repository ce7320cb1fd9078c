import {
  LOAN_MAX_CO_APPLICANTS,
  canInviteLoanCoApplicant,
  checkApplicantInvitationStep,
  formatMoney,
  type ApplicantInvitationAction,
  type HouseholdDataInput,
  type InviteLoanCoApplicantInput,
  type Locale,
} from '@leiga/domain';
import da from '@leiga/domain/locales/da/loans.json' with { type: 'json' };
import en from '@leiga/domain/locales/en/loans.json' with { type: 'json' };
import is from '@leiga/domain/locales/is/loans.json' with { type: 'json' };
import pl from '@leiga/domain/locales/pl/loans.json' with { type: 'json' };
import uk from '@leiga/domain/locales/uk/loans.json' with { type: 'json' };
import type { AppContext, Auth } from '../../context.js';
import { defineSubject } from '../../http/access.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { fillText, toLocale } from '../finance/catalogue.js';
import { findLanguageByEmail } from '../guarantees/applicants-repository.js';
import { isInvitee } from '../guarantees/applicants-service.js';
import { insertConsentOnce } from '../notifications/consents-repository.js';
import {
  findActiveCoApplicant,
  findCoApplicant,
  insertCoApplicant,
  updateCoApplicantFrom,
  type LoanCoApplicantRow,
} from './co-applicant-repository.js';
import { findLoan, type LoanRow } from './loans-repository.js';
import { uniqueViolation } from '../../http/db-errors.js';

export type CoApplicantSide = 'invitee' | 'inviter' | 'staff';
export type CoApplicantSubject = { row: LoanCoApplicantRow; loan: LoanRow; side: CoApplicantSide };

const CATALOGUES: Record<Locale, typeof is> = { is, en, uk, da, pl };
const NOT_FOUND = 'No such co-applicant invitation.';

async function loadCoApplicant(ctx: AppContext, auth: Auth, id: number) {
  const row = await findCoApplicant(ctx.db, id);
  const loan = row && (await findLoan(ctx.db, row.loanId));
  if (!row || !loan) throw notFound(NOT_FOUND);
  if (loan.ownerId === auth.user.id) return { row, loan, side: 'inviter' as const };
  // Once accepted, the invitation is the one who accepted it.
  const isTheirs = row.userId === null ? isInvitee(auth.user, row) : row.userId === auth.user.id;
  if (isTheirs) return { row, loan, side: 'invitee' as const };
  if (auth.user.isStaff) return { row, loan, side: 'staff' as const };
  throw notFound(NOT_FOUND);
}

/** `loan-co-applicants/{id}/`: the borrower, the invitee and staff read it; others hear 404. */
export const readableCoApplicant = defineSubject(
  'loan co-applicant invitation',
  'id',
  dbIdParam,
  (ctx, auth, id): Promise<CoApplicantSubject> => loadCoApplicant(ctx, auth, id),
);

/** Only the invitee answers and gives their figures: the borrower and staff hear 403. */
export const inviteeCoApplicant = defineSubject(
  'loan co-applicant invitation',
  'id',
  dbIdParam,
  async (ctx, auth, id): Promise<CoApplicantSubject> => {
    const subject = await loadCoApplicant(ctx, auth, id);
    if (subject.side !== 'invitee')
      throw forbidden('Only the invited person may answer the invitation.');
    return subject;
  },
);

/** Only the borrower withdraws an invitation: the invitee and staff hear 403. */
export const inviterCoApplicant = defineSubject(
  'loan co-applicant invitation',
  'id',
  dbIdParam,
  async (ctx, auth, id): Promise<CoApplicantSubject> => {
    const subject = await loadCoApplicant(ctx, auth, id);
    if (subject.side !== 'inviter')
      throw forbidden('Only the borrower who invited may withdraw the invitation.');
    return subject;
  },
);

function assertOpen(loan: LoanRow) {
  if (!canInviteLoanCoApplicant(loan.status))
    throw conflict(
      'The credit assessment has started; the application can no longer be changed.',
      'loan_not_editable',
    );
}

function step(
  row: LoanCoApplicantRow,
  action: ApplicantInvitationAction,
  side: 'invitee' | 'inviter' = 'invitee',
) {
  const checked = checkApplicantInvitationStep(row.status, action, side);
  if (!checked.ok)
    throw conflict(`The invitation is ${row.status}.`, checked.reason, {
      status: `loans.errors.co_applicant_${row.status}`,
    });
  return checked.to;
}

/** The invitation e-mail, in the invitee's language when the address is a user's. */
async function sendInvitation(
  ctx: AppContext,
  row: LoanCoApplicantRow,
  loan: LoanRow,
  inviter: Auth['user'],
) {
  const locale = toLocale(
    (await findLanguageByEmail(ctx.db, row.email)) ?? inviter.primaryLanguage,
  );
  const texts = CATALOGUES[locale].co_applicant.email;
  const link = `${ctx.config.appUrl}/invitations/loan/${row.id}`;
  const values = {
    inviter: inviter.fullName,
    amount: loan.amount === null ? '' : formatMoney(loan.amount, 'ISK', locale),
    link,
  };
  await ctx.providers.email.send({
    to: row.email,
    subject: fillText(texts.subject, values),
    text: fillText(texts.body, values),
    tags: {
      kind: 'loan_co_applicant_invitation',
      invitation_id: String(row.id),
      loan_id: String(loan.id),
      link,
    },
  });
}

/**
 * The borrower invites a co-applicant (one at most) while the application may change; the loan
 * then has two borrowers and the e-mail goes out at once.
 */
export async function inviteCoApplicant(
  ctx: AppContext,
  auth: Auth,
  loan: LoanRow,
  body: InviteLoanCoApplicantInput,
): Promise<LoanCoApplicantRow> {
  if (body.email === auth.user.email.toLowerCase() || body.kennitala === auth.user.icelandicId)
    throw badRequest('You are the borrower already.', { email: 'loans.errors.co_applicant_self' });
  assertOpen(loan);
  if (await findActiveCoApplicant(ctx.db, loan.id))
    throw conflict(
      `A loan can have at most ${LOAN_MAX_CO_APPLICANTS} co-applicant.`,
      'co_applicant_exists',
      { email: 'loans.errors.co_applicant_exists' },
    );
  let row: LoanCoApplicantRow;
  try {
    row = await insertCoApplicant(ctx.db, {
      loanId: loan.id,
      email: body.email,
      kennitala: body.kennitala ?? null,
      inviterId: auth.user.id,
    });
  } catch (error) {
    // Two invitations at once: the unique index lets one in. Any other failure is not a conflict.
    if (!uniqueViolation(error)) throw error;
    throw conflict('The loan has a co-applicant already.', 'co_applicant_exists', {
      email: 'loans.errors.co_applicant_exists',
    });
  }
  await sendInvitation(ctx, row, loan, auth.user);
  return row;
}

/**
 * The invitee accepts, signed in with their electronic ID, giving their own consent to the
 * default-register lookup (recorded for them): nobody is looked up without it.
 */
export async function acceptCoApplicant(
  ctx: AppContext,
  auth: Auth,
  subject: CoApplicantSubject,
): Promise<LoanCoApplicantRow> {
  const { row, loan } = subject;
  if (row.status === 'accepted' && row.userId === auth.user.id) return row;
  const to = step(row, 'accept');
  assertOpen(loan);
  const kennitala = auth.user.icelandicId;
  if (!kennitala)
    throw conflict(
      'Link your electronic ID first: the credit bureau is asked by kennitala.',
      'no_icelandic_id',
    );
  if (row.kennitala !== null && row.kennitala !== kennitala)
    throw new ApiError(403, 'identity_mismatch', 'The invitation is for another person.');
  const consent = (await insertConsentOnce(ctx.db, auth.user.id, 'credit_check', '')).row;
  const updated = await updateCoApplicantFrom(ctx.db, row.id, ['pending'], {
    status: to,
    userId: auth.user.id,
    consentId: consent.id,
    respondedAt: new Date(),
  });
  if (updated) return updated;
  const current = (await findCoApplicant(ctx.db, row.id))!;
  if (current.status === 'accepted' && current.userId === auth.user.id) return current;
  return step(current, 'accept') as never;
}

/** The accepted co-applicant's part of the household's figures, while the loan may change. */
export async function saveCoApplicantHousehold(
  ctx: AppContext,
  subject: CoApplicantSubject,
  household: HouseholdDataInput,
): Promise<LoanCoApplicantRow> {
  const { row, loan } = subject;
  if (row.status !== 'accepted')
    throw conflict('Accept the invitation first.', 'co_applicant_not_accepted');
  assertOpen(loan);
  const updated = await updateCoApplicantFrom(ctx.db, row.id, ['accepted'], { household });
  if (!updated)
    throw conflict('The invitation changed meanwhile; reload it.', 'invitation_changed');
  return updated;
}

/**
 * The invitee declines, or the borrower withdraws an unanswered invitation: either way the loan
 * has no co-applicant again and the borrower may invite someone else while it may change. The
 * same answer again (a double click, a retry) is harmless.
 */
export async function closeCoApplicantInvitation(
  ctx: AppContext,
  subject: CoApplicantSubject,
  action: 'decline' | 'delete',
): Promise<LoanCoApplicantRow> {
  const { row } = subject;
  const side = action === 'decline' ? 'invitee' : 'inviter';
  const done = action === 'decline' ? 'declined' : 'deleted';
  if (row.status === done) return row;
  const to = step(row, action, side);
  const updated = await updateCoApplicantFrom(ctx.db, row.id, ['pending'], {
    status: to,
    ...(action === 'decline' ? { respondedAt: new Date() } : {}),
  });
  if (updated) return updated;
  const current = (await findCoApplicant(ctx.db, row.id))!;
  if (current.status === done) return current;
  return step(current, action, side) as never;
}
