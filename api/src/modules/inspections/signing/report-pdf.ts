import {
  countInspectedFireSafety,
  createPdfTranslator,
  type FireSafetySubjectTag,
  type InspectedFireSafety,
  getSigningDocumentLanguage,
  type ContractPdfLanguage,
  type PdfBlock,
  type PdfSection,
  type PdfTranslate,
} from '@leiga/domain';
import signingEn from '@leiga/domain/locales/en/inspection-signing.json' with { type: 'json' };
import windowEn from '@leiga/domain/locales/en/inspection-window.json' with { type: 'json' };
import inspectionsEn from '@leiga/domain/locales/en/inspections.json' with { type: 'json' };
import signingIs from '@leiga/domain/locales/is/inspection-signing.json' with { type: 'json' };
import windowIs from '@leiga/domain/locales/is/inspection-window.json' with { type: 'json' };
import inspectionsIs from '@leiga/domain/locales/is/inspections.json' with { type: 'json' };
import type { AppContext } from '../../../context.js';
import { findContract } from '../../contracts/contracts-repository.js';
import {
  renderContractPdf,
  type PdfRenderBlock,
  type PdfRenderModel,
} from '../../contracts/pdf/pdf-renderer.js';
import { loadFireSafety, type FireSafetyView } from '../fire-safety/fire-safety-service.js';
import {
  listReportParts,
  type InspectionReportRow,
  type ReportParts,
} from '../inspections-repository.js';
import {
  createIssuePhotoSource,
  type IssuePhotos,
  type IssuePhotoSource,
} from './report-photos.js';
import type { AttendanceRow, InspectionSignerRow } from './signing-repository.js';

/**
 * The inspection report as a PDF, laid out by the lease PDF's renderer (pdf-lib, DejaVu
 * subsets): rooms with each subject's condition, fire safety, the issues with thumbnails of
 * their photos, who was present and the signatures.
 */

const translators: Record<ContractPdfLanguage, PdfTranslate> = {
  is: createPdfTranslator(
    { 'inspection-signing': signingIs, inspections: inspectionsIs, 'inspection-window': windowIs },
    'is',
  ),
  en: createPdfTranslator(
    { 'inspection-signing': signingEn, inspections: inspectionsEn, 'inspection-window': windowEn },
    'en',
  ),
};

export type { IssuePhotoSource };

/** What the PDF shows of a signer: a signing process's row, or one still to sign on paper. */
export type PdfSigner = Pick<
  InspectionSignerRow,
  'role' | 'name' | 'kennitala' | 'status' | 'signedAt' | 'declinedAt' | 'declineReason'
>;

export type ReportPdfInput = {
  report: InspectionReportRow;
  parts: ReportParts;
  address: string | null;
  signers: readonly PdfSigner[];
  attendance: readonly AttendanceRow[];
  /** Each issue's photos (count and thumbnails), by issue id. */
  issuePhotos: ReadonlyMap<number, IssuePhotos>;
  fireSafety: FireSafetyView;
  /** The hash of the document the signers were sent (in the signed PDF). */
  documentHash: string | null;
  lang: ContractPdfLanguage;
  now: Date;
};

const K = 'inspection-signing.pdf';
const W = 'inspection-window.fire_safety';
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

/** "7 photos · 3 more not shown · 1 could not be read" */
function photosValue(t: PdfTranslate, photos: IssuePhotos | undefined): string {
  if (!photos || photos.total === 0) return t(`${K}.no_photos`);
  const shown = photos.thumbnails.length + photos.unreadable;
  return [
    t(`${K}.photos_count`, { count: photos.total }),
    photos.total > shown ? t(`${K}.photos_more`, { count: photos.total - shown }) : '',
    photos.unreadable > 0 ? t(`${K}.photos_unreadable`, { count: photos.unreadable }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function issueBlocks(t: PdfTranslate, input: ReportPdfInput): PdfRenderBlock[] {
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
    const photos = input.issuePhotos.get(issue.id);
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
        { label: t(`${K}.photos`), value: photosValue(t, photos) },
      ],
      images: photos?.thumbnails ?? [],
    };
  });
}

/**
 * Fire safety as every report checks it: each item as the lease declares it (domain's rules
 * judge it, the smoke detectors against the number the home's size requires) and what the
 * rooms recorded of it at the inspection.
 */
function fireSafetySection(t: PdfTranslate, input: ReportPdfInput): PdfSection {
  const found = countInspectedFireSafety(input.parts.subjects);
  // A draft's subjects may have no condition yet: "0 of 2 found" would read as two missing.
  const atInspection = ({
    recorded,
    found: count,
    unjudged,
  }: InspectedFireSafety[FireSafetySubjectTag]) => {
    if (recorded === 0) return t(`${K}.fire_not_inspected`);
    if (unjudged === recorded) return t(`${K}.fire_not_judged`);
    const judged = t(`${K}.fire_found`, { found: count, recorded: recorded - unjudged });
    return unjudged > 0 ? `${judged}, ${t(`${K}.fire_unjudged`, { count: unjudged })}` : judged;
  };
  const statusKey = { ok: 'ok', missing: 'missing', too_few: 'not_enough' } as const;
  const rows = input.fireSafety.items.map((check) => {
    const parts = [t(`${K}.fire_lease`, { status: t(`${W}.status.${statusKey[check.status]}`) })];
    if (check.item === 'smoke_detectors') {
      if (check.required === null) parts.push(t(`${K}.fire_no_area`));
      else if (check.declared_count === null)
        parts.push(t(`${K}.fire_required`, { required: check.required }));
      else
        parts.push(t(`${W}.count`, { declared: check.declared_count, required: check.required }));
      parts.push(atInspection(found.smoke_detector));
    }
    if (check.item === 'fire_extinguisher') parts.push(atInspection(found.fire_extinguisher));
    return { label: t(`${W}.items.${check.item}`), value: parts.join(' · ') };
  });
  // The lease says nothing of a fire blanket: printed when the rooms record one.
  if (found.fire_blanket.recorded > 0)
    rows.push({
      label: t('inspections.subjects.fire_blanket'),
      value: atInspection(found.fire_blanket),
    });
  rows.push({
    label: t(`${K}.fire_outcome`),
    value: t(input.fireSafety.has_issue ? `${W}.has_issue` : `${W}.all_ok`),
  });
  return {
    heading: t(`${K}.fire_safety_heading`),
    blocks: [{ title: t(`${K}.fire_safety_intro`), rows }],
  };
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

/**
 * One signer's outcome in words. On paper the day alone (the record says the day the paper was
 * signed, not a moment), and a signature still to come is a blank line to sign on.
 */
function signerOutcome(
  t: PdfTranslate,
  s: PdfSigner,
  isPaper: boolean,
  declined: 'declined' | 'declined_short',
): string {
  const when = (d: Date | null) => (d ? (isPaper ? d.toISOString().slice(0, 10) : stamp(d)) : '');
  if (s.status === 'signed' && s.signedAt)
    return t(isPaper ? `${K}.signed_on_paper` : `${K}.signed_at`, { date: when(s.signedAt) });
  if (s.status === 'declined')
    return t(`${K}.${declined}`, {
      date: when(s.declinedAt),
      reason: s.declineReason ?? t(`${K}.declined_at_provider`),
    });
  return isPaper ? '' : t(`${K}.pending`);
}

/** Each signer's signature or decline in words, the reason wrapped in full. */
function recordBlock(t: PdfTranslate, input: ReportPdfInput): PdfBlock {
  const isPaper = input.report.signType === 'paper';
  return {
    title: null,
    rows: input.signers.map((s) => ({
      label: `${t(`inspections.roles.${s.role.toLowerCase()}`)}: ${s.name}`,
      value: signerOutcome(t, s, isPaper, 'declined') || t(`${K}.pending`),
    })),
  };
}

export function buildReportPdfModel(input: ReportPdfInput): PdfRenderModel {
  const t = translators[input.lang];
  const { report } = input;
  const issues = issueBlocks(t, input);
  const isPaper = report.signType === 'paper';
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
        ? [
            {
              label: t(isPaper ? `${K}.scan_hash` : `${K}.document_hash`),
              value: input.documentHash,
            },
          ]
        : []),
    ],
    sections: [
      ...roomSections(t, input),
      fireSafetySection(t, input),
      {
        heading: t(`${K}.issues_heading`),
        blocks:
          issues.length > 0
            ? issues
            : [{ title: null, rows: [{ label: t(`${K}.no_issues`), value: '' }] }],
      },
      { heading: t(`${K}.attendance_heading`), blocks: [attendanceBlock(t, input)] },
      // A report printed to sign on paper has no record yet: its signature lines are blank.
      ...(input.signers.some((s) => !isPaper || s.status !== 'pending')
        ? [{ heading: t(`${K}.record_heading`), blocks: [recordBlock(t, input)] }]
        : []),
    ],
    signaturesHeading: t(`${K}.signatures_heading`),
    signatureLine: t(isPaper ? `${K}.signature_line_paper` : `${K}.signature_line`),
    signatures: input.signers.map((s) => ({
      role: t(`inspections.roles.${s.role.toLowerCase()}`),
      name: s.name,
      identifier: s.kennitala,
      signedAt: signerOutcome(t, s, isPaper, 'declined_short'),
    })),
    pageLabel: (page, total) => t(`${K}.page`, { page, total }),
  };
}

/** The language the report's PDF is written in: the signers', Icelandic when they differ. */
export const getReportPdfLanguage = (signerLanguages: readonly string[]) =>
  getSigningDocumentLanguage(signerLanguages);

/** Reads what a report's PDF shows and renders it. */
export async function renderReportPdf(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  report: InspectionReportRow,
  extra: Omit<
    ReportPdfInput,
    'report' | 'parts' | 'address' | 'now' | 'issuePhotos' | 'fireSafety'
  > & {
    photos?: IssuePhotoSource;
    now?: Date;
  },
): Promise<Buffer> {
  const [parts, contract, fireSafety] = await Promise.all([
    listReportParts(ctx.db, [report.id]),
    findContract(ctx.db, report.contractId),
    loadFireSafety(ctx.db, report.id, report.contractId),
  ]);
  const addressOf = contract?.realEstate?.address;
  const now = extra.now ?? new Date();
  const issueIds = parts.issues.map((i) => i.id);
  const issuePhotos = await (extra.photos ?? createIssuePhotoSource(ctx))(issueIds);
  const model = buildReportPdfModel({
    ...extra,
    report,
    parts,
    address: addressOf ? `${addressOf.street}, ${addressOf.postal_code}` : null,
    issuePhotos,
    fireSafety,
    now,
  });
  return renderContractPdf(model, {
    title: `${model.title} (${model.subtitle})`,
    lang: extra.lang,
    createdAt: now,
  });
}
