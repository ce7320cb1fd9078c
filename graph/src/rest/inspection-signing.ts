import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';

const BASE = 'inspection-reports/';

/** The api's answers (api/src/modules/inspections/signing/signing-view.ts). */
type RestSigner = {
  id: number;
  user_id: number | null;
  role: string;
  name: string;
  status: string;
  invited_at: string | null;
  signed_at: string | null;
  declined_at: string | null;
  decline_reason: string | null;
};
type RestInspectionSignature = {
  report_id: number;
  report_status: string;
  process: {
    id: number;
    status: string;
    document_hash: string;
    created_at: string;
    ended_at: string | null;
  } | null;
  signers: RestSigner[];
  attendance: { user_id: number; name: string; role: string; present: boolean | null }[];
  pdf_sha256: string | null;
  paper_scan: { sha256: string; content_type: string } | null;
  viewer_can_start: boolean;
  viewer_can_sign: boolean;
  viewer_can_decline: boolean;
  viewer_can_finish: boolean;
  viewer_can_record_paper: boolean;
  viewer_can_edit_attendance: boolean;
  viewer_can_write_addenda: boolean;
};
export type RestAddendum = {
  id: number;
  status: string;
  text: string;
  created_by: number | null;
  committed_at: string | null;
  created_at: string;
  updated_at: string;
  photos: RestDefectPhoto[];
};
export type RestDefectPhoto = {
  id: number;
  file_name: string;
  width: number;
  height: number;
  url: string;
  thumbnail_url: string;
  expires_at: string;
};

/** GraphQL's enum values are the api's in capitals (SPEC's roles already are). */
const upper = <T extends string>(value: string) => value.toUpperCase() as T;

export type GraphInspectionSignature = ReturnType<typeof toSignature>;
export type GraphInspectionAddendum = ReturnType<typeof toAddendum>;

function toSignature(s: RestInspectionSignature) {
  return {
    reportId: String(s.report_id),
    reportStatus: upper<'DRAFT' | 'SIGNING' | 'SIGNED'>(s.report_status),
    process: s.process
      ? {
          id: String(s.process.id),
          status: upper<'STARTING' | 'PENDING' | 'SIGNED' | 'CANCELLED' | 'EXPIRED' | 'FAILED'>(
            s.process.status,
          ),
          documentHash: s.process.document_hash,
          createdAt: s.process.created_at,
          endedAt: s.process.ended_at,
        }
      : null,
    signers: s.signers.map((signer) => ({
      id: String(signer.id),
      userId: signer.user_id === null ? null : String(signer.user_id),
      role: upper<'LL' | 'TN' | 'IN' | 'AG' | 'R'>(signer.role),
      name: signer.name,
      status: upper<'PENDING' | 'SIGNED' | 'DECLINED'>(signer.status),
      invitedAt: signer.invited_at,
      signedAt: signer.signed_at,
      declinedAt: signer.declined_at,
      declineReason: signer.decline_reason,
    })),
    attendance: s.attendance.map((a) => ({
      userId: String(a.user_id),
      name: a.name,
      role: upper<'LL' | 'TN' | 'IN' | 'AG' | 'R'>(a.role),
      present: a.present,
    })),
    pdfSha256: s.pdf_sha256,
    paperScan: s.paper_scan
      ? { sha256: s.paper_scan.sha256, contentType: s.paper_scan.content_type }
      : null,
    viewerCanStart: s.viewer_can_start,
    viewerCanSign: s.viewer_can_sign,
    viewerCanDecline: s.viewer_can_decline,
    viewerCanFinish: s.viewer_can_finish,
    viewerCanRecordPaper: s.viewer_can_record_paper,
    viewerCanEditAttendance: s.viewer_can_edit_attendance,
    viewerCanWriteAddenda: s.viewer_can_write_addenda,
  };
}

export function toAddendum(a: RestAddendum) {
  return {
    id: String(a.id),
    status: upper<'DRAFT' | 'COMMITTED'>(a.status),
    text: a.text,
    createdById: a.created_by === null ? null : String(a.created_by),
    committedAt: a.committed_at,
    createdAt: a.created_at,
    updatedAt: a.updated_at,
    photos: a.photos.map((p) => ({
      id: String(p.id),
      fileName: p.file_name,
      width: p.width,
      height: p.height,
      url: p.url,
      thumbnailUrl: p.thumbnail_url,
      expiresAt: p.expires_at,
    })),
  };
}

/** Signing an inspection report, its PDF and addenda: one instance per request. */
export class InspectionSigningAPI extends LeigaDataSource {
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  async status(id: number) {
    return toSignature(await this.get<RestInspectionSignature>(`${BASE}${id}/e-signature/`));
  }

  pdf(id: number) {
    return this.file(`${BASE}${id}/pdf/`);
  }

  paperScan(id: number) {
    return this.file(`${BASE}${id}/paper-scan/`);
  }

  private file(path: string) {
    return this.get<{ filename: string; content_type: string; base64: string }>(path).then((p) => ({
      filename: p.filename,
      contentType: p.content_type,
      base64: p.base64,
    }));
  }

  signingLink(id: number) {
    return this.get<{ url: string }>(`${BASE}${id}/signing-url/`);
  }

  async addenda(id: number) {
    const answer = await this.get<{ results: RestAddendum[] }>(`${BASE}${id}/addenda/`);
    return answer.results.map(toAddendum);
  }

  async start(id: number) {
    return toSignature(
      await this.post<RestInspectionSignature>(`${BASE}${id}/signing/`, {
        headers: this.idempotencyHeader(`POST ${BASE}${id}/signing/`),
      }),
    );
  }

  async decline(id: number, reason: string) {
    return toSignature(
      await this.post<RestInspectionSignature>(`${BASE}${id}/decline/`, { body: { reason } }),
    );
  }

  async finish(id: number) {
    return toSignature(await this.post<RestInspectionSignature>(`${BASE}${id}/finish-signing/`));
  }

  async setAttendance(id: number, attendees: { user_id: number; present: boolean }[]) {
    return toSignature(
      await this.put<RestInspectionSignature>(`${BASE}${id}/attendance/`, { body: { attendees } }),
    );
  }

  async createAddendum(id: number, text: string) {
    return toAddendum(await this.post<RestAddendum>(`${BASE}${id}/addenda/`, { body: { text } }));
  }

  async updateAddendum(id: number, addendumId: number, text: string) {
    return toAddendum(
      await this.patch<RestAddendum>(`${BASE}${id}/addenda/${addendumId}/`, { body: { text } }),
    );
  }

  async commitAddendum(id: number, addendumId: number) {
    return toAddendum(await this.post<RestAddendum>(`${BASE}${id}/addenda/${addendumId}/commit/`));
  }
}
