import type { RequestDeduplicationPolicy } from '@apollo/datasource-rest';
import DataLoader from 'dataloader';
import { LeigaDataSource } from './base.js';
import type {
  ContractPdfLanguage,
  RestContractPdf,
  RestESignatureStatus,
  RestHmsSubmission,
  RestHmsSubmissionDetail,
  RestPrivateNote,
  RestSpecialTerm,
  RestSpecialTermTemplate,
} from './contract-signing-types.js';
import type { RestPageOf } from './types.js';

const CONTRACTS = 'contracts/';
const ADMIN_HMS = 'admin/hms-submissions/';

type Results<T> = { results: T[] };

/**
 * A contract's signing, HMS registration, special terms, private notes and PDF: one instance per
 * request. Each of a contract's lists is read at most once per contract and request (a DataLoader
 * per list); the api has no batch routes for them, so a page of N contracts costs N calls a list.
 */
export class ContractSigningAPI extends LeigaDataSource {
  private perContract<T>(path: (id: number) => string) {
    return new DataLoader<number, T>(
      (ids) => Promise.all(ids.map((id) => this.get<T>(path(id)).catch((e: Error) => e))),
      { batch: false },
    );
  }

  readonly eSignature = this.perContract<RestESignatureStatus>(
    (id) => `${CONTRACTS}${id}/e-signature/`,
  );
  readonly hms = this.perContract<{ submission: RestHmsSubmission | null }>(
    (id) => `${CONTRACTS}${id}/hms/`,
  );
  readonly specialTerms = this.perContract<Results<RestSpecialTerm>>(
    (id) => `${CONTRACTS}${id}/special-terms/`,
  );
  readonly privateNotes = this.perContract<Results<RestPrivateNote>>(
    (id) => `${CONTRACTS}${id}/private-notes/`,
  );

  /** The DataLoaders are the request cache; REST answers are never reused after a change. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  async startSigning(contractId: number, idempotencyKey: string | null) {
    const status = await this.post<RestESignatureStatus>(`${CONTRACTS}${contractId}/signing/`, {
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    });
    this.eSignature.clear(contractId).prime(contractId, status);
    return status;
  }
  async sendReminder(contractId: number) {
    const status = await this.post<RestESignatureStatus>(
      `${CONTRACTS}${contractId}/send-reminder/`,
    );
    this.eSignature.clear(contractId).prime(contractId, status);
    return status;
  }
  /** Cancel and fully-sign answer the contract, which the contracts data source remembers. */
  async postContractAction<T>(contractId: number, action: 'cancel-signing' | 'fully-sign') {
    this.eSignature.clear(contractId);
    return this.post<T>(`${CONTRACTS}${contractId}/${action}/`);
  }
  async register(contractId: number) {
    const submission = await this.post<RestHmsSubmission>(`${CONTRACTS}${contractId}/hms/`);
    this.hms.clear(contractId).prime(contractId, { submission });
    return submission;
  }

  pdf(contractId: number, lang: ContractPdfLanguage | null) {
    const params = new URLSearchParams(lang ? { lang } : {});
    return this.get<RestContractPdf>(`${CONTRACTS}${contractId}/base64/`, { params });
  }

  async addSpecialTerm(contractId: number, text: string) {
    this.specialTerms.clear(contractId);
    return this.post<RestSpecialTerm>(`${CONTRACTS}${contractId}/special-terms/`, {
      body: { text },
    });
  }
  async updateSpecialTerm(id: number, text: string) {
    const term = await this.patch<RestSpecialTerm>(`special-terms/${id}/`, { body: { text } });
    this.specialTerms.clear(term.contract_id);
    return term;
  }
  async removeSpecialTerm(id: number) {
    await this.delete(`special-terms/${id}/`);
    this.specialTerms.clearAll();
  }
  async useTemplate(templateId: number, contractId: number) {
    this.specialTerms.clear(contractId);
    return this.post<RestSpecialTerm>(`special-term-templates/${templateId}/use/`, {
      body: { contract_id: contractId },
    });
  }
  async templates(language: string | null) {
    const params = new URLSearchParams(language ? { language } : {});
    const answer = await this.get<Results<RestSpecialTermTemplate>>('special-term-templates/', {
      params,
    });
    return answer.results;
  }

  async addPrivateNote(contractId: number, text: string) {
    this.privateNotes.clear(contractId);
    return this.post<RestPrivateNote>(`${CONTRACTS}${contractId}/private-notes/`, {
      body: { text },
    });
  }
  async updatePrivateNote(id: number, text: string) {
    const note = await this.patch<RestPrivateNote>(`private-notes/${id}/`, { body: { text } });
    this.privateNotes.clear(note.contract_id);
    return note;
  }
  async removePrivateNote(id: number) {
    await this.delete(`private-notes/${id}/`);
    this.privateNotes.clearAll();
  }

  submissions(status: string | null, page: number, pageSize: number) {
    const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
    if (status) params.set('status', status);
    return this.get<RestPageOf<RestHmsSubmission>>(ADMIN_HMS, { params });
  }
  submission(id: number) {
    return this.get<RestHmsSubmissionDetail>(`${ADMIN_HMS}${id}/`);
  }
  resubmit(id: number) {
    return this.post<RestHmsSubmissionDetail>(`${ADMIN_HMS}${id}/resubmit/`);
  }
}
