import DataLoader from 'dataloader';
import type { ContractPatch, ContractStep, SignType } from '@leiga/domain';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type { RestContract, RestContractEvent, RestContractFilter } from './contracts-types.js';
import type { RestPageOf } from './types.js';

export type Paging = { page: number; pageSize: number };
export type CreateContractBody = { listing_id?: number; application_id?: number };
/** PATCH contracts/{id}/: the domain's patch shape, before the api's own trimming. */
export type ContractPatchBody = { [K in keyof ContractPatch]?: ContractPatch[K] };

const BASE = 'contracts/';

/**
 * /api/contracts/*: one instance per request. The list answers whole contracts, so its rows
 * prime the detail loader and a page never reads its contracts one by one.
 */
export class ContractsAPI extends LeigaDataSource {
  readonly contracts = new DataLoader<number, RestContract>(
    (ids) =>
      Promise.all(ids.map((id) => this.get<RestContract>(`${BASE}${id}/`).catch((e: Error) => e))),
    { batch: false },
  );
  /** A contract's timeline, at most once per contract and request. */
  readonly events = new DataLoader<number, RestContractEvent[]>(
    (ids) =>
      Promise.all(
        ids.map((id) =>
          this.get<{ results: RestContractEvent[] }>(`${BASE}${id}/events/`).then(
            (answer) => answer.results,
            (e: Error) => e,
          ),
        ),
      ),
    { batch: false },
  );

  /** The DataLoaders are the request cache; REST answers are never reused after a change. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  /** An answer replaces what this request knew of the contract (and its timeline). */
  remember(contract: RestContract): RestContract {
    this.contracts.clear(contract.id).prime(contract.id, contract);
    this.events.clear(contract.id);
    return contract;
  }

  async list(filter: RestContractFilter, { page, pageSize }: Paging) {
    const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
    for (const [key, value] of Object.entries(filter))
      if (value !== undefined && value !== '') params.set(key, value);
    const answer = await this.get<RestPageOf<RestContract>>(BASE, { params });
    for (const contract of answer.results) this.contracts.prime(contract.id, contract);
    return answer;
  }
  async create(body: CreateContractBody): Promise<RestContract> {
    return this.remember(await this.post<RestContract>(BASE, { body }));
  }
  async update(id: number, body: ContractPatchBody): Promise<RestContract> {
    return this.remember(await this.patch<RestContract>(`${BASE}${id}/`, { body }));
  }
  async remove(id: number): Promise<void> {
    await this.delete(`${BASE}${id}/`);
    this.contracts.clear(id);
    this.events.clear(id);
  }
  async logStep(id: number, step: { step_name: ContractStep; is_valid: boolean }) {
    return this.remember(await this.post<RestContract>(`${BASE}${id}/steps/`, { body: step }));
  }
  async commit(id: number, body: { sign_type: SignType; skip_id_check: boolean }) {
    return this.remember(await this.post<RestContract>(`${BASE}${id}/commit/`, { body }));
  }
  async uncommit(id: number): Promise<RestContract> {
    return this.remember(await this.post<RestContract>(`${BASE}${id}/uncommit/`));
  }
}
