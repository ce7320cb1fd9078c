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
  /** When the borrower signed: the signed version carries it; null or absent while unsigned. */
  signedAt?: Date | null;
  now?: Date;
};

export function buildLoanAgreementModel(
  input: LoanAgreementInput,
  lang: ContractPdfLanguage,
): ContractPdfModel {
  const t = translators[lang];
  const { loan, borrower } = input;
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
    meta: [{ label: t(`${K}.borrower`), value: `${borrower.name} (${borrower.kennitala})` }],
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
        signedAt: input.signedAt
          ? t(`${K}.signed_at`, { date: input.signedAt.toISOString().slice(0, 10) })
          : t(`${K}.pending`),
      },
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
