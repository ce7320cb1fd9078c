import DataLoader from 'dataloader';
import { LeigaDataSource } from './base.js';
import type {
  GuaranteeApplicantRole,
  RestGuaranteeApplicant,
  RestGuaranteeApplicantInvitation,
  RestGuaranteeApplicantInvitationList,
  RestGuaranteeApplicantList,
  RestGuaranteeIdentityStart,
  RestGuaranteeIdentityStatus,
} from './guarantee-applicants-types.js';

/** `main` is sent on as asked: the api refuses it with a field error on role. */
export type InviteApplicantBody = {
  email: string;
  kennitala?: string;
  role?: GuaranteeApplicantRole;
};

/**
 * A guarantee's applicants and invitations over REST, one instance per request: each list is read
 * at most once per guarantee and request (a page of guarantees asks once for each).
 */
export class GuaranteeApplicantsAPI extends LeigaDataSource {
  private readonly applicants = new DataLoader<number, RestGuaranteeApplicant[]>((ids) =>
    Promise.all(
      ids.map((id) =>
        this.get<RestGuaranteeApplicantList>(`rental-guarantees/${id}/applicants/`).then(
          (answer) => answer.results,
          (e: Error) => e,
        ),
      ),
    ),
  );

  private readonly invitations = new DataLoader<number, RestGuaranteeApplicantInvitation[]>((ids) =>
    Promise.all(
      ids.map((id) =>
        this.get<RestGuaranteeApplicantInvitationList>(
          `rental-guarantees/${id}/applicant-invitations/`,
        ).then(
          (answer) => answer.results,
          (e: Error) => e,
        ),
      ),
    ),
  );

  listApplicants(guaranteeId: number) {
    return this.applicants.load(guaranteeId);
  }

  listInvitations(guaranteeId: number) {
    return this.invitations.load(guaranteeId);
  }

  getInvitation(id: number) {
    return this.get<RestGuaranteeApplicantInvitation>(
      `rental-guarantee-applicant-invitations/${id}/`,
    );
  }

  async invite(guaranteeId: number, body: InviteApplicantBody) {
    this.invitations.clear(guaranteeId);
    return this.post<RestGuaranteeApplicantInvitation>(
      `rental-guarantees/${guaranteeId}/applicant-invitations/`,
      { body },
    );
  }

  answer(id: number, action: 'accept' | 'decline', consent?: boolean) {
    return this.put<RestGuaranteeApplicantInvitation>(
      `rental-guarantee-applicant-invitations/${id}/${action}/`,
      action === 'accept' ? { body: { consent } } : {},
    );
  }

  resend(id: number) {
    return this.post<RestGuaranteeApplicantInvitation>(
      `rental-guarantee-applicant-invitations/${id}/resend/`,
    );
  }

  /** Deletes, then reads it back as it now stands (deleted). */
  async remove(id: number) {
    await this.delete(`rental-guarantee-applicant-invitations/${id}/`);
    return this.getInvitation(id);
  }

  startIdentity(id: number, phone: string) {
    return this.post<RestGuaranteeIdentityStart>(
      `rental-guarantee-applicant-invitations/${id}/confirm-identity/`,
      { body: { phone } },
    );
  }

  pollIdentity(id: number, token: string) {
    return this.get<RestGuaranteeIdentityStatus>(
      `rental-guarantee-applicant-invitations/${id}/confirm-identity/${encodeURIComponent(token)}/`,
    );
  }
}
