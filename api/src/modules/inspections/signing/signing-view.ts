import { z } from 'zod';
import {
  ADDENDUM_STATUSES,
  canDeclineInspection,
  canManageInspectionSigning,
  getInspectionAccess,
  getSigningCompletion,
  INSPECTION_ROLES,
  INSPECTION_STATUSES,
  SIGNER_STATUSES,
  SIGNING_PROCESS_STATUSES,
} from '@leiga/domain';
import type { UserRow } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { listReportParts, type InspectionReportRow } from '../inspections-repository.js';
import type { InspectionSubject } from '../access.js';
import { paperScanOf } from './paper-signing.js';
import {
  findLatestProcess,
  findSignedDocument,
  listAddenda,
  listAttendance,
  listSigners,
  type AddendumRow,
} from './signing-repository.js';
import { loadDefectPhotoViews, type DefectPhotoView } from '../defect-window/defect-photos.js';

const moment = (d: Date | null) => (d ? d.toISOString() : null);

export const addendumResponse = z.object({
  id: z.number(),
  report_id: z.number(),
  status: z.enum(ADDENDUM_STATUSES),
  text: z.string(),
  created_by: z.number().nullable(),
  committed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Photos of a tenant's defect (other addenda have none). */
  photos: z.array(
    z.object({
      id: z.number(),
      file_name: z.string(),
      width: z.number(),
      height: z.number(),
      url: z.string(),
      thumbnail_url: z.string(),
      expires_at: z.string(),
    }),
  ),
});

export const toAddendum = (
  a: AddendumRow,
  photos: DefectPhotoView[] = [],
): z.infer<typeof addendumResponse> => ({
  id: a.id,
  report_id: a.reportId,
  status: a.status,
  text: a.text,
  created_by: a.createdById,
  committed_at: moment(a.committedAt),
  created_at: a.createdAt.toISOString(),
  updated_at: a.updatedAt.toISOString(),
  photos,
});

export const addendaResponse = z.object({ results: z.array(addendumResponse) });

export const inspectionSignatureResponse = z.object({
  report_id: z.number(),
  report_status: z.enum(INSPECTION_STATUSES),
  sign_type: z.string().nullable(),
  process: z
    .object({
      id: z.number(),
      status: z.enum(SIGNING_PROCESS_STATUSES),
      document_hash: z.string(),
      created_at: z.string(),
      ended_at: z.string().nullable(),
    })
    .nullable(),
  signers: z.array(
    z.object({
      id: z.number(),
      user_id: z.number().nullable(),
      role: z.enum(INSPECTION_ROLES),
      name: z.string(),
      status: z.enum(SIGNER_STATUSES),
      invited_at: z.string().nullable(),
      signed_at: z.string().nullable(),
      declined_at: z.string().nullable(),
      decline_reason: z.string().nullable(),
    }),
  ),
  attendance: z.array(
    z.object({
      user_id: z.number(),
      name: z.string(),
      role: z.enum(INSPECTION_ROLES),
      present: z.boolean().nullable(),
    }),
  ),
  pdf_sha256: z.string().nullable(),
  /** A report signed on paper: the kept scan of the signed pages. */
  paper_scan: z.object({ sha256: z.string(), content_type: z.string() }).nullable(),
  viewer_can_start: z.boolean(),
  viewer_can_sign: z.boolean(),
  viewer_can_decline: z.boolean(),
  viewer_can_finish: z.boolean(),
  viewer_can_record_paper: z.boolean(),
  viewer_can_edit_attendance: z.boolean(),
  viewer_can_write_addenda: z.boolean(),
});
export type InspectionSignatureView = z.infer<typeof inspectionSignatureResponse>;

/** The e-signature status page's data: the newest process, its signers, who was present. */
export async function loadSignatureStatus(
  db: Db,
  report: InspectionReportRow,
  subject: Pick<InspectionSubject, 'actor'>,
  viewer: UserRow,
): Promise<InspectionSignatureView> {
  const [process, parts, attendance, document] = await Promise.all([
    findLatestProcess(db, report.id),
    listReportParts(db, [report.id]),
    listAttendance(db, report.id),
    findSignedDocument(db, report.id),
  ]);
  const signers = process ? await listSigners(db, process.id) : [];
  const isOpen = process?.status === 'pending' || process?.status === 'starting';
  const canEdit = getInspectionAccess(subject.actor) === 'edit';
  const manages = canManageInspectionSigning(subject.actor);
  const mine = isOpen ? signers.find((s) => s.userId === viewer.id) : undefined;
  const present = new Map(attendance.map((a) => [a.inspectionUserId, a.isPresent]));
  const scan = paperScanOf(report, process ?? null);
  return {
    report_id: report.id,
    report_status: report.status,
    sign_type: report.signType,
    process: process
      ? {
          id: process.id,
          status: process.status,
          document_hash: process.documentHash,
          created_at: process.createdAt.toISOString(),
          ended_at: moment(process.endedAt),
        }
      : null,
    signers: signers.map((s) => ({
      id: s.id,
      user_id: s.userId,
      role: s.role,
      name: s.name,
      status: s.status,
      invited_at: moment(s.invitedAt),
      signed_at: moment(s.signedAt),
      declined_at: moment(s.declinedAt),
      decline_reason: s.declineReason,
    })),
    attendance: parts.users
      .filter((u) => u.role !== 'R')
      .map((u) => ({
        user_id: u.id,
        name: u.name,
        role: u.role,
        present: present.get(u.id) ?? null,
      })),
    pdf_sha256: document?.sha256 ?? null,
    paper_scan: scan ? { sha256: scan.sha256, content_type: scan.contentType } : null,
    viewer_can_start:
      manages && report.status === 'SIGNING' && report.signType === 'electronic' && !isOpen,
    viewer_can_sign: mine?.status === 'pending' && mine.signingUrl !== null,
    viewer_can_decline: mine?.status === 'pending' && canDeclineInspection(mine.role),
    viewer_can_finish:
      manages &&
      isOpen &&
      report.status === 'SIGNING' &&
      getSigningCompletion(signers) === 'finishable',
    viewer_can_record_paper:
      manages && report.status === 'SIGNING' && report.signType === 'paper' && !isOpen,
    viewer_can_edit_attendance: canEdit && report.status !== 'SIGNED',
    viewer_can_write_addenda: canEdit && report.status === 'SIGNED',
  };
}

export async function loadAddenda(db: Db, reportId: number) {
  const rows = await listAddenda(db, reportId);
  const photos = await loadDefectPhotoViews(
    db,
    rows.map((a) => a.id),
  );
  return { results: rows.map((a) => toAddendum(a, photos.get(a.id))) };
}
