import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { isLocale, type Locale } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { loanSigningProcesses, users } from '../../db/schema/index.js';
import { conflict } from '../../http/errors.js';
import { renderLoanAgreementPdf, type LoanAgreementInput } from './agreement-pdf.js';
import { findAcceptedCoApplicantPerson } from './co-applicant-repository.js';
import { findLatestProcess, findProcess, type LoanProcessRow } from './lifecycle-repository.js';
import type { LoanRow } from './loans-repository.js';

type Ctx = Pick<AppContext, 'db' | 'storage'>;

export type LoanAgreementFile = { filename: string; signed: boolean; bytes: Buffer };

const unavailable = () =>
  conflict('The loan agreement exists once the loan is approved.', 'loan_agreement_unavailable');

const termsOf = (row: LoanRow): LoanAgreementInput['loan'] | null =>
  row.amount === null || row.months === null || row.firstDueDate === null
    ? null
    : { ...row, amount: row.amount, months: row.months, firstDueDate: row.firstDueDate };

/**
 * The signed version: the agreement with the signature's date, made from the process's signer
 * once and kept, so every later download is the same file.
 */
async function signedAgreement(
  ctx: Ctx,
  loan: LoanAgreementInput['loan'],
  process: LoanProcessRow & { signedAt: Date },
): Promise<Buffer> {
  if (process.signedDocumentStorageKey) {
    const kept = await ctx.storage.get(process.signedDocumentStorageKey);
    if (kept) return kept;
  }
  const bytes = await renderLoanAgreementPdf({
    loan,
    borrower: {
      name: process.signerName,
      kennitala: process.signerKennitala,
      language: process.signerLanguage,
    },
    coBorrower:
      process.coSignerName && process.coSignerKennitala
        ? { name: process.coSignerName, kennitala: process.coSignerKennitala }
        : null,
    signedAt: process.signedAt,
    coSignedAt: process.coSignedAt,
    now: process.signedAt,
  });
  const key = `loans/${loan.id}/agreement-signed-${process.id}-${randomBytes(4).toString('hex')}.pdf`;
  await ctx.storage.put(key, bytes, 'application/pdf');
  const [kept] = await ctx.db
    .update(loanSigningProcesses)
    .set({ signedDocumentStorageKey: key })
    .where(
      and(
        eq(loanSigningProcesses.id, process.id),
        isNull(loanSigningProcesses.signedDocumentStorageKey),
      ),
    )
    .returning({ id: loanSigningProcesses.id });
  if (kept) return bytes;
  // Two first downloads at once: the one kept first is the signed version.
  await ctx.storage.delete(key);
  const winner = await findProcess(ctx.db, process.id);
  const stored = winner?.signedDocumentStorageKey
    ? await ctx.storage.get(winner.signedDocumentStorageKey)
    : null;
  return stored ?? bytes;
}

/** The agreement before any signing started, for the borrower (and co-applicant) of the loan. */
async function draftAgreement(ctx: Ctx, loan: LoanAgreementInput['loan']): Promise<Buffer> {
  const [owner] = await ctx.db
    .select({
      name: users.fullName,
      kennitala: users.icelandicId,
      language: users.primaryLanguage,
    })
    .from(users)
    .where(eq(users.id, loan.ownerId));
  const language: Locale = owner && isLocale(owner.language) ? owner.language : 'is';
  const person = await findAcceptedCoApplicantPerson(ctx.db, loan.id);
  return renderLoanAgreementPdf({
    loan,
    borrower: { name: owner?.name ?? '', kennitala: owner?.kennitala ?? '', language },
    coBorrower: person ? { name: person.fullName, kennitala: person.icelandicId ?? '' } : null,
  });
}

/**
 * The loan agreement as a PDF (issue #18): once signed, the signed version; while a signing
 * process is open or has ended unsigned, the very document put to the borrower (its hash is
 * what they sign); an approved loan before signing starts, the agreement as it would be sent.
 * Before approval, or declined, there is none (409).
 */
export async function getLoanAgreement(ctx: Ctx, row: LoanRow): Promise<LoanAgreementFile> {
  const loan = termsOf(row);
  const process = await findLatestProcess(ctx.db, row.id);
  if (!loan || (!process && row.status !== 'approved')) throw unavailable();
  const base = `lanssamningur-${row.id}`;
  if (process?.signedAt) {
    const bytes = await signedAgreement(ctx, loan, { ...process, signedAt: process.signedAt });
    return { filename: `${base}-undirritadur.pdf`, signed: true, bytes };
  }
  if (process) {
    const bytes = await ctx.storage.get(process.documentStorageKey);
    if (!bytes) throw new Error(`Loan signing process ${process.id}: its document is missing`);
    return { filename: `${base}.pdf`, signed: false, bytes };
  }
  return { filename: `${base}.pdf`, signed: false, bytes: await draftAgreement(ctx, loan) };
}
