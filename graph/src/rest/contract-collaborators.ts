import DataLoader from 'dataloader';
import type { CollaboratorAccessType } from '@leiga/domain';
import {
  LeigaDataSource,
  type DataSourceOptions,
  type RequestDeduplicationPolicy,
} from './base.js';
import type { ContractsAPI } from './contracts.js';
import type {
  RestCollaboratorInvitation,
  RestCollaboratorInvitationAnswer,
  RestCollaboratorInvitationPreview,
  RestContractCollaborator,
  RestContractCollaboratorDetail,
} from './contract-collaborators-types.js';
import type { RestContract } from './contracts-types.js';

type Results<T> = { results: T[] };

/**
 * A contract's collaborators and invitations over REST: one instance per request. Each list is
 * read at most once per contract and request; every change re-reads the contract once (through
 * the contracts loader) and forgets the lists, so the answer carries the panel as it now is.
 */
export class ContractCollaboratorsAPI extends LeigaDataSource {
  constructor(
    options: DataSourceOptions,
    private readonly contracts: ContractsAPI,
  ) {
    super(options);
  }

  private perContract<T>(path: (id: number) => string) {
    return new DataLoader<number, T[]>(
      (ids) =>
        Promise.all(
          ids.map((id) =>
            this.get<Results<T>>(path(id)).then(
              (answer) => answer.results,
              (e: Error) => e,
            ),
          ),
        ),
      { batch: false },
    );
  }

  readonly collaborators = this.perContract<RestContractCollaboratorDetail>(
    (id) => `contracts/${id}/collaborators/`,
  );
  readonly invitations = this.perContract<RestCollaboratorInvitation>(
    (id) => `contracts/${id}/collaborator-invitations/`,
  );

  /** The DataLoaders are the request cache; REST answers are never reused after a change. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  /** The contract after a change to its collaborators: read again, once. */
  private reload(contractId: number): Promise<RestContract> {
    this.collaborators.clear(contractId);
    this.invitations.clear(contractId);
    this.contracts.contracts.clear(contractId);
    return this.contracts.contracts.load(contractId);
  }

  async invite(contractId: number, email: string, accessType: CollaboratorAccessType) {
    const invitation = await this.post<RestCollaboratorInvitation>(
      `contracts/${contractId}/collaborator-invitations/`,
      { body: { email, access_type: accessType } },
    );
    return this.reload(invitation.contract_id);
  }
  async retract(id: number) {
    const invitation = await this.put<RestCollaboratorInvitation>(
      `collaborator-invitations/${id}/retract/`,
    );
    return this.reload(invitation.contract_id);
  }
  async resend(id: number) {
    const invitation = await this.post<RestCollaboratorInvitation>(
      `collaborator-invitations/${id}/resend/`,
    );
    return this.reload(invitation.contract_id);
  }
  async changeAccess(id: number, accessType: CollaboratorAccessType) {
    const collaborator = await this.patch<RestContractCollaborator>(
      `contract-collaborators/${id}/`,
      { body: { access_type: accessType } },
    );
    return this.reload(collaborator.contract_id);
  }
  /** 204: the caller names the contract, which is read again unless they left it. */
  async remove(id: number): Promise<void> {
    await this.delete(`contract-collaborators/${id}/`);
  }
  reloadContract(contractId: number): Promise<RestContract> {
    return this.reload(contractId);
  }

  preview(id: number, token: string) {
    return this.get<RestCollaboratorInvitationPreview>(`collaborator-invitations/${id}/`, {
      params: new URLSearchParams({ token }),
    });
  }
  answer(id: number, token: string, action: 'accept' | 'decline') {
    return this.put<RestCollaboratorInvitationAnswer>(`collaborator-invitations/${id}/${action}/`, {
      body: { token },
    });
  }
}
