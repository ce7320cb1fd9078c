import type { Fetcher } from './http/fetcher.js';
import { AccountsAPI } from './rest/accounts.js';
import { ApplicationsAPI } from './rest/applications.js';
import { ContractCollaboratorsAPI } from './rest/contract-collaborators.js';
import { ContractPartsAPI } from './rest/contract-parts.js';
import { ContractsAPI } from './rest/contracts.js';
import { ContractPaymentsAPI } from './rest/contract-payments.js';
import { PaymentScheduleAPI } from './rest/payment-schedule.js';
import { ContractSigningAPI } from './rest/contract-signing.js';
import { IndexationAPI } from './rest/indexation.js';
import { InspectionsAPI } from './rest/inspections.js';
import { InspectionPhotosAPI } from './rest/inspection-photos.js';
import { InspectionStepsAPI } from './rest/inspection-steps.js';
import { InspectionSigningAPI } from './rest/inspection-signing.js';
import { InspectionDefectWindowAPI } from './rest/inspection-defect-window.js';
import type { RequestStats } from './rest/base.js';
import { InboxAPI } from './rest/inbox.js';
import { ConversationLinksAPI } from './rest/inbox-links.js';
import { FraudAPI } from './rest/fraud.js';
import { LedgerAPI } from './rest/ledger.js';
import { PaymentHistoryAPI } from './rest/payment-history.js';
import { FinancesAPI } from './rest/finances.js';
import { GuaranteesAPI } from './rest/guarantees.js';
import { GuaranteeApplicantsAPI } from './rest/guarantee-applicants.js';
import { GuaranteeClaimsAPI } from './rest/guarantee-claims.js';
import { GuaranteeLifecycleAPI } from './rest/guarantee-lifecycle.js';
import { AiAPI } from './rest/ai.js';
import { ListingsAPI } from './rest/listings.js';
import { NotificationsAPI } from './rest/notifications.js';
import { InMemoryPubSub, type PubSub } from './live/pubsub.js';
import { ProfilesAPI } from './rest/profiles.js';
import { createSessionCookie, type SessionCookie } from './session.js';

/** What every resolver receives: one set of data sources (and DataLoaders) per operation. */
export type GraphContext = {
  dataSources: {
    accounts: AccountsAPI;
    listings: ListingsAPI;
    profiles: ProfilesAPI;
    applications: ApplicationsAPI;
    contracts: ContractsAPI;
    contractSigning: ContractSigningAPI;
    contractPayments: ContractPaymentsAPI;
    paymentSchedule: PaymentScheduleAPI;
    contractParts: ContractPartsAPI;
    indexation: IndexationAPI;
    inspections: InspectionsAPI;
    inspectionPhotos: InspectionPhotosAPI;
    inspectionSteps: InspectionStepsAPI;
    inspectionSigning: InspectionSigningAPI;
    inspectionDefectWindow: InspectionDefectWindowAPI;
    contractCollaborators: ContractCollaboratorsAPI;
    notifications: NotificationsAPI;
    inbox: InboxAPI;
    conversationLinks: ConversationLinksAPI;
    fraud: FraudAPI;
    ledger: LedgerAPI;
    paymentHistory: PaymentHistoryAPI;
    finances: FinancesAPI;
    guarantees: GuaranteesAPI;
    guaranteeApplicants: GuaranteeApplicantsAPI;
    guaranteeClaims: GuaranteeClaimsAPI;
    guaranteeLifecycle: GuaranteeLifecycleAPI;
    ai: AiAPI;
  };
  /** The live bus subscriptions listen on. */
  live: PubSub;
  session: SessionCookie;
  stats: RequestStats;
  isProduction: boolean;
};

export type ContextDeps = {
  apiUrl: string;
  fetch: Fetcher;
  isProduction: boolean;
  /**
   * The refresh cookie gets `Secure`: in production, and wherever the public origin is https
   * (graphPlugin decides). Defaults to isProduction.
   */
  isSecureCookie?: boolean;
  /** The live bus; a graph without one (tests of HTTP only) gets a bus of its own. */
  live?: PubSub;
};

export type RequestAuth = {
  authorization: string | null | undefined;
  cookie?: string | null | undefined;
  /** The caller's X-Forwarded-For chain plus the peer address, for the api's rate limits. */
  forwardedFor?: string | null;
  /**
   * The client's Idempotency-Key for this operation, if it sent one: each money mutation the
   * operation makes gets a key derived from it, so a retried operation repeats none of them.
   */
  idempotencyKey?: string | null;
};

function normalizeAuthorization(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return /^Bearer\s+\S+$/i.test(trimmed) ? trimmed : null;
}

export function createContext(deps: ContextDeps, auth: RequestAuth): GraphContext {
  const stats: RequestStats = { restCalls: 0, restMs: 0 };
  const options = {
    apiUrl: deps.apiUrl,
    fetch: deps.fetch,
    authorization: normalizeAuthorization(auth.authorization),
    forwardedFor: auth.forwardedFor ?? null,
    idempotencyKey: auth.idempotencyKey ?? null,
    stats,
  };
  // Built on first use: most operations touch one domain, so the others' data sources and
  // DataLoaders are never made.
  let accounts: AccountsAPI | undefined;
  let listings: ListingsAPI | undefined;
  let profiles: ProfilesAPI | undefined;
  let applications: ApplicationsAPI | undefined;
  let contracts: ContractsAPI | undefined;
  let contractSigning: ContractSigningAPI | undefined;
  let contractPayments: ContractPaymentsAPI | undefined;
  let paymentSchedule: PaymentScheduleAPI | undefined;
  let contractParts: ContractPartsAPI | undefined;
  let indexation: IndexationAPI | undefined;
  let inspections: InspectionsAPI | undefined;
  let inspectionPhotos: InspectionPhotosAPI | undefined;
  let inspectionSteps: InspectionStepsAPI | undefined;
  let inspectionSigning: InspectionSigningAPI | undefined;
  let inspectionDefectWindow: InspectionDefectWindowAPI | undefined;
  let contractCollaborators: ContractCollaboratorsAPI | undefined;
  let notifications: NotificationsAPI | undefined;
  let inbox: InboxAPI | undefined;
  let conversationLinks: ConversationLinksAPI | undefined;
  let fraud: FraudAPI | undefined;
  let ledger: LedgerAPI | undefined;
  let paymentHistory: PaymentHistoryAPI | undefined;
  let finances: FinancesAPI | undefined;
  let guarantees: GuaranteesAPI | undefined;
  let guaranteeApplicants: GuaranteeApplicantsAPI | undefined;
  let guaranteeClaims: GuaranteeClaimsAPI | undefined;
  let guaranteeLifecycle: GuaranteeLifecycleAPI | undefined;
  let ai: AiAPI | undefined;
  return {
    dataSources: {
      get accounts() {
        return (accounts ??= new AccountsAPI(options));
      },
      get listings() {
        return (listings ??= new ListingsAPI(options));
      },
      get profiles() {
        return (profiles ??= new ProfilesAPI(options));
      },
      get applications() {
        return (applications ??= new ApplicationsAPI(options));
      },
      get contracts() {
        return (contracts ??= new ContractsAPI(options));
      },
      get contractSigning() {
        return (contractSigning ??= new ContractSigningAPI(options));
      },
      get contractPayments() {
        return (contractPayments ??= new ContractPaymentsAPI(options));
      },
      get paymentSchedule() {
        return (paymentSchedule ??= new PaymentScheduleAPI(options));
      },
      get contractParts() {
        return (contractParts ??= new ContractPartsAPI(options, this.contracts));
      },
      get indexation() {
        return (indexation ??= new IndexationAPI(options));
      },
      get inspections() {
        return (inspections ??= new InspectionsAPI(options));
      },
      get inspectionPhotos() {
        return (inspectionPhotos ??= new InspectionPhotosAPI(options));
      },
      get inspectionSteps() {
        return (inspectionSteps ??= new InspectionStepsAPI(options));
      },
      get inspectionSigning() {
        return (inspectionSigning ??= new InspectionSigningAPI(options));
      },
      get inspectionDefectWindow() {
        return (inspectionDefectWindow ??= new InspectionDefectWindowAPI(options));
      },
      get contractCollaborators() {
        return (contractCollaborators ??= new ContractCollaboratorsAPI(options, this.contracts));
      },
      get notifications() {
        return (notifications ??= new NotificationsAPI(options));
      },
      get inbox() {
        return (inbox ??= new InboxAPI(options));
      },
      get conversationLinks() {
        return (conversationLinks ??= new ConversationLinksAPI(options));
      },
      get fraud() {
        return (fraud ??= new FraudAPI(options));
      },
      get ledger() {
        return (ledger ??= new LedgerAPI(options));
      },
      get paymentHistory() {
        return (paymentHistory ??= new PaymentHistoryAPI(options));
      },
      get finances() {
        return (finances ??= new FinancesAPI(options));
      },
      get guarantees() {
        return (guarantees ??= new GuaranteesAPI(options));
      },
      get guaranteeApplicants() {
        return (guaranteeApplicants ??= new GuaranteeApplicantsAPI(options));
      },
      get guaranteeClaims() {
        return (guaranteeClaims ??= new GuaranteeClaimsAPI(options));
      },
      get guaranteeLifecycle() {
        return (guaranteeLifecycle ??= new GuaranteeLifecycleAPI(options));
      },
      get ai() {
        return (ai ??= new AiAPI(options));
      },
    },
    live: deps.live ?? new InMemoryPubSub(),
    session: createSessionCookie(auth.cookie, deps.isSecureCookie ?? deps.isProduction),
    stats,
    isProduction: deps.isProduction,
  };
}
