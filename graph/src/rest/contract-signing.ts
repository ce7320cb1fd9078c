import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { MAX_PAGE_SIZE } from '@leiga/domain';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
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

const notFound = () =>
  new GraphQLError('Not found.', { extensions: { code: 'NOT_FOUND', reason: 'not_found' } });

/**
 * A contract's signing, HMS registration, special terms, private notes and PDF: one instance per
 * request. Each of a contract's lists comes from a batch read (`contracts/<list>/?contracts=`),
 * so a page of contracts costs one call a list, whatever its size.
 */
export class ContractSigningAPI extends LeigaDataSource {
  private readBatch<T>(list: string, ids: readonly number[]): Promise<T[]> {
    return this.get<Results<T>>(`${CONTRACTS}${list}/`, {
      params: { contracts: ids.join(',') },
    }).then((answer) => answer.results);
  }

  /** One item per contract; a contract the batch left out is one the caller may not see. */
  private itemPerContract<T extends { contract_id: number }, V = T>(
    list: string,
    toValue: (item: T) => V,
  ) {
    return new DataLoader<number, V>(
      async (ids) => {
        const items = await this.readBatch<T>(list, ids);
        const byContract = new Map(items.map((item) => [item.contract_id, toValue(item)]));
        return ids.map((id) => byContract.get(id) ?? notFound());
      },
      { maxBatchSize: MAX_PAGE_SIZE },
    );
  }

  /** A list per contract, each item naming its contract; an unseen contract's list is empty. */
  private listPerContract<T extends { contract_id: number }>(list: string) {
    return new DataLoader<number, Results<T>>(
      async (ids) => {
        const items = await this.readBatch<T>(list, ids);
        return ids.map((id) => ({ results: items.filter((item) => item.contract_id === id) }));
      },
      { maxBatchSize: MAX_PAGE_SIZE },
    );
  }

  readonly eSignature = this.itemPerContract<RestESignatureStatus>('e-signatures', (s) => s);
  readonly hms = this.itemPerContract<
    { contract_id: number; submission: RestHmsSubmission | null },
    { submission: RestHmsSubmission | null }
  >('hms-submissions', ({ submission }) => ({ submission }));
  readonly specialTerms = this.listPerContract<RestSpecialTerm>('special-terms');
  readonly privateNotes = this.listPerContract<RestPrivateNote>('private-notes');

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

  /** The viewer's own signing link; never cached, as it ends once they have signed. */
  signingLink(contractId: number) {
    return this.get<{ url: string }>(`${CONTRACTS}${contractId}/signing-url/`);
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
