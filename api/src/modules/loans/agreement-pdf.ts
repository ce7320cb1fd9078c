import {
  buildLoanPaymentSchedule,
  createPdfTranslator,
  formatMoney,
  getSigningDocumentLanguage,
  type ContractPdfLanguage,
  type ContractPdfModel,
  type PdfTranslate,
} from '@leiga/domain';
import loansEn from '@leiga/domain/locales/en/loans.json' with { type: 'json' };
import loansIs from '@leiga/domain/locales/is/loans.json' with { type: 'json' };
import { renderContractPdf } from '../contracts/pdf/pdf-renderer.js';
import type { LoanRow } from './loans-repository.js';

/** The loan agreement the borrower signs, laid out by the lease PDF's renderer. */

const translators: Record<ContractPdfLanguage, PdfTranslate> = {
  is: createPdfTranslator({ loans: loansIs }, 'is'),
  en: createPdfTranslator({ loans: loansEn }, 'en'),
};

const K = 'loans.agreement';

export type LoanAgreementInput = {
  loan: LoanRow & { amount: number; months: number; firstDueDate: string };
  borrower: { name: string; kennitala: string; language: string };
  /** The co-applicant, a second borrower who signs too. */
  coBorrower?: { name: string; kennitala: string } | null;
  /** When the borrower signed: the signed version carries it; null or absent while unsigned. */
  signedAt?: Date | null;
  coSignedAt?: Date | null;
  now?: Date;
};

export function buildLoanAgreementModel(
  input: LoanAgreementInput,
  lang: ContractPdfLanguage,
): ContractPdfModel {
  const t = translators[lang];
  const { loan, borrower, coBorrower } = input;
  const signedOn = (at: Date | null | undefined) =>
    at ? t(`${K}.signed_at`, { date: at.toISOString().slice(0, 10) }) : t(`${K}.pending`);
  const money = (n: number) => formatMoney(n, 'ISK', lang);
  const schedule = buildLoanPaymentSchedule({
    amount: loan.amount,
    months: loan.months,
    firstDueDate: loan.firstDueDate,
  });
  return {
    title: t(`${K}.title`),
    subtitle: t(`${K}.subtitle`, { id: loan.id }),
    intro: t(`${K}.intro`),
    meta: [
      { label: t(`${K}.borrower`), value: `${borrower.name} (${borrower.kennitala})` },
      ...(coBorrower
        ? [{ label: t(`${K}.co_borrower`), value: `${coBorrower.name} (${coBorrower.kennitala})` }]
        : []),
    ],
    sections: [
      {
        heading: t(`${K}.terms_heading`),
        blocks: [
          {
            title: null,
            rows: [
              { label: t(`${K}.amount`), value: money(loan.amount) },
              { label: t(`${K}.months`), value: String(loan.months) },
              { label: t(`${K}.monthly`), value: money(schedule.rows[0]?.total ?? 0) },
              { label: t(`${K}.first_due`), value: loan.firstDueDate },
              { label: t(`${K}.aprc`), value: `${schedule.aprcPercent.toFixed(2)} %` },
              { label: t(`${K}.total`), value: money(schedule.totalPaid) },
              {
                label: t(`${K}.payout`),
                value: t(`${K}.payout_value`, { contract: loan.contractId ?? '' }),
              },
            ],
          },
        ],
      },
    ],
    signaturesHeading: t(`${K}.signatures_heading`),
    signatureLine: t(`${K}.signature_line`),
    signatures: [
      {
        role: t(`${K}.borrower`),
        name: borrower.name,
        identifier: borrower.kennitala,
        signedAt: signedOn(input.signedAt),
      },
      ...(coBorrower
        ? [
            {
              role: t(`${K}.co_borrower`),
              name: coBorrower.name,
              identifier: coBorrower.kennitala,
              signedAt: signedOn(input.coSignedAt),
            },
          ]
        : []),
    ],
    pageLabel: (page, total) => t(`${K}.page`, { page, total }),
  };
}

export async function renderLoanAgreementPdf(input: LoanAgreementInput): Promise<Buffer> {
  const lang = getSigningDocumentLanguage([input.borrower.language]);
  const model = buildLoanAgreementModel(input, lang);
  return renderContractPdf(model, {
    title: `${model.title} (${model.subtitle})`,
    lang,
    createdAt: input.now ?? new Date(),
  });
}
