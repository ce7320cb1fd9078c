import {
  createPdfTranslator,
  getSigningDocumentLanguage,
  type ContractPdfLanguage,
  type ContractPdfModel,
  type PdfBlock,
  type PdfSection,
  type PdfTranslate,
} from '@leiga/domain';
import signingEn from '@leiga/domain/locales/en/inspection-signing.json' with { type: 'json' };
import inspectionsEn from '@leiga/domain/locales/en/inspections.json' with { type: 'json' };
import signingIs from '@leiga/domain/locales/is/inspection-signing.json' with { type: 'json' };
import inspectionsIs from '@leiga/domain/locales/is/inspections.json' with { type: 'json' };
import type { Db } from '../../../db/client.js';
import { findContract } from '../../contracts/contracts-repository.js';
import { countPhotosByIssue } from '../photos-repository.js';
import { renderContractPdf } from '../../contracts/pdf/pdf-renderer.js';
import {
  listReportParts,
  type InspectionReportRow,
  type ReportParts,
} from '../inspections-repository.js';
import type { AttendanceRow, InspectionSignerRow } from './signing-repository.js';

/**
 * The inspection report as a PDF, laid out by the lease PDF's renderer (pdf-lib, DejaVu
 * subsets): rooms with each subject's condition, the issues, who was present and the signatures.
 */

const translators: Record<ContractPdfLanguage, PdfTranslate> = {
  is: createPdfTranslator({ 'inspection-signing': signingIs, inspections: inspectionsIs }, 'is'),
  en: createPdfTranslator({ 'inspection-signing': signingEn, inspections: inspectionsEn }, 'en'),
};

/** How many photos each issue has, by issue id (the PDF prints the count, not thumbnails yet). */
export type IssuePhotoSource = (issueIds: readonly number[]) => Promise<Map<number, number>>;

export type ReportPdfInput = {
  report: InspectionReportRow;
  parts: ReportParts;
  address: string | null;
  signers: readonly InspectionSignerRow[];
  attendance: readonly AttendanceRow[];
  photoCounts: ReadonlyMap<number, number>;
  /** The hash of the document the signers were sent (in the signed PDF). */
  documentHash: string | null;
  lang: ContractPdfLanguage;
  now: Date;
};

const K = 'inspection-signing.pdf';
const stamp = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function subjectLabel(t: PdfTranslate, s: { name: string | null; tag: string }): string {
  return s.name ?? t(`inspections.subjects.${s.tag}`);
}

function roomSections(t: PdfTranslate, input: ReportPdfInput): PdfSection[] {
  const { parts } = input;
  return parts.units.map((unit) => ({
    heading: unit.name ?? t(`inspections.rooms.${unit.type}`),
    blocks: [
      {
        title: null,
        rows: parts.subjects
          .filter((s) => s.unitId === unit.id)
          .map((s) => ({
            label: subjectLabel(t, s),
            value: [
              s.condition ? t(`inspections.conditions.${s.condition}`) : t(`${K}.not_set`),
              s.note ? `${t(`${K}.note`)}: ${s.note}` : '',
            ]
              .filter(Boolean)
              .join(' · '),
          })),
      },
    ],
  }));
}

function issueBlocks(t: PdfTranslate, input: ReportPdfInput): PdfBlock[] {
  const subjects = new Map(input.parts.subjects.map((s) => [s.id, s]));
  const units = new Map(input.parts.units.map((u) => [u.id, u]));
  return input.parts.issues.map((issue) => {
    const subject = subjects.get(issue.subjectId);
    const unit = subject ? units.get(subject.unitId) : undefined;
    const where = [
      unit ? (unit.name ?? t(`inspections.rooms.${unit.type}`)) : null,
      subject ? subjectLabel(t, subject) : null,
    ]
      .filter(Boolean)
      .join(', ');
    const photos = input.photoCounts.get(issue.id) ?? 0;
    return {
      title: t(`${K}.issue`, { subject: where }),
      rows: [
        { label: t(`${K}.description`), value: issue.description },
        { label: t(`${K}.severity`), value: t(`inspections.severities.${issue.severity}`) },
        {
          label: t(`${K}.responsibility`),
          value: t(`inspections.responsibilities.${issue.responsibility}`),
        },
        ...(issue.isCarried ? [{ label: t(`${K}.carried`), value: '✓' }] : []),
        {
          label: t(`${K}.photos`),
          value: photos > 0 ? t(`${K}.photos_count`, { count: photos }) : t(`${K}.no_photos`),
        },
      ],
    };
  });
}

function attendanceBlock(t: PdfTranslate, input: ReportPdfInput): PdfBlock {
  const present = new Map(input.attendance.map((a) => [a.inspectionUserId, a.isPresent]));
  return {
    title: null,
    rows: input.parts.users
      .filter((u) => u.role !== 'R')
      .map((u) => {
        const p = present.get(u.id);
        return {
          label: `${t(`inspections.roles.${u.role.toLowerCase()}`)}: ${u.name}`,
          value: p === undefined ? t(`${K}.not_recorded`) : t(p ? `${K}.present` : `${K}.absent`),
        };
      }),
  };
}

/** Each signer's signature or decline in words, the reason wrapped in full. */
function recordBlock(t: PdfTranslate, input: ReportPdfInput): PdfBlock {
  return {
    title: null,
    rows: input.signers.map((s) => ({
      label: `${t(`inspections.roles.${s.role.toLowerCase()}`)}: ${s.name}`,
      value:
        s.status === 'signed' && s.signedAt
          ? t(`${K}.signed_at`, { date: stamp(s.signedAt) })
          : s.status === 'declined'
            ? t(`${K}.declined`, {
                date: s.declinedAt ? stamp(s.declinedAt) : '',
                reason: s.declineReason ?? t(`${K}.declined_at_provider`),
              })
            : t(`${K}.pending`),
    })),
  };
}

export function buildReportPdfModel(input: ReportPdfInput): ContractPdfModel {
  const t = translators[input.lang];
  const { report } = input;
  const issues = issueBlocks(t, input);
  return {
    title: t(`inspections.kinds.${report.kind}`),
    subtitle: t(`${K}.subtitle`, { id: report.id }),
    intro: t(`${K}.intro`),
    meta: [
      { label: t(`${K}.address`), value: input.address ?? t(`${K}.no_address`) },
      { label: t(`${K}.kind`), value: t(`inspections.kinds.${report.kind}`) },
      ...(report.committedAt
        ? [{ label: t(`${K}.committed_at`), value: stamp(report.committedAt) }]
        : []),
      { label: t(`${K}.generated_at`), value: stamp(input.now) },
      ...(input.documentHash
        ? [{ label: t(`${K}.document_hash`), value: input.documentHash }]
        : []),
    ],
    sections: [
      ...roomSections(t, input),
      {
        heading: t(`${K}.issues_heading`),
        blocks:
          issues.length > 0
            ? issues
            : [{ title: null, rows: [{ label: t(`${K}.no_issues`), value: '' }] }],
      },
      { heading: t(`${K}.attendance_heading`), blocks: [attendanceBlock(t, input)] },
      ...(input.signers.length > 0
        ? [{ heading: t(`${K}.record_heading`), blocks: [recordBlock(t, input)] }]
        : []),
    ],
    signaturesHeading: t(`${K}.signatures_heading`),
    signatureLine: t(`${K}.signature_line`),
    signatures: input.signers.map((s) => ({
      role: t(`inspections.roles.${s.role.toLowerCase()}`),
      name: s.name,
      identifier: s.kennitala,
      signedAt:
        s.status === 'signed' && s.signedAt
          ? t(`${K}.signed_at`, { date: stamp(s.signedAt) })
          : s.status === 'declined'
            ? t(`${K}.declined_short`, { date: s.declinedAt ? stamp(s.declinedAt) : '' })
            : t(`${K}.pending`),
    })),
    pageLabel: (page, total) => t(`${K}.page`, { page, total }),
  };
}

/** The language the report's PDF is written in: the signers', Icelandic when they differ. */
export const getReportPdfLanguage = (signerLanguages: readonly string[]) =>
  getSigningDocumentLanguage(signerLanguages);

/** Reads what a report's PDF shows and renders it. */
export async function renderReportPdf(
  db: Db,
  report: InspectionReportRow,
  extra: Omit<ReportPdfInput, 'report' | 'parts' | 'address' | 'now' | 'photoCounts'> & {
    photos?: IssuePhotoSource;
    now?: Date;
  },
): Promise<Buffer> {
  const [parts, contract] = await Promise.all([
    listReportParts(db, [report.id]),
    findContract(db, report.contractId),
  ]);
  const addressOf = contract?.realEstate?.address;
  const now = extra.now ?? new Date();
  const issueIds = parts.issues.map((i) => i.id);
  const photoCounts = await (extra.photos ?? ((ids) => countPhotosByIssue(db, ids)))(issueIds);
  const model = buildReportPdfModel({
    ...extra,
    report,
    parts,
    address: addressOf ? `${addressOf.street}, ${addressOf.postal_code}` : null,
    photoCounts,
    now,
  });
  return renderContractPdf(model, {
    title: `${model.title} (${model.subtitle})`,
    lang: extra.lang,
    createdAt: now,
  });
}
