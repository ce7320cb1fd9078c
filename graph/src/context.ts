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
import { MobileAppVersionsAPI } from './rest/mobile-app-versions.js';
import { DefaultInterestAPI } from './rest/default-interest.js';
import { InspectionsAPI } from './rest/inspections.js';
import { InspectionPhotosAPI } from './rest/inspection-photos.js';
import { InspectionStepsAPI } from './rest/inspection-steps.js';
import { InspectionSigningAPI } from './rest/inspection-signing.js';
import { InspectionDefectWindowAPI } from './rest/inspection-defect-window.js';
import type { DataSourceOptions, RequestStats } from './rest/base.js';
import { InboxAPI } from './rest/inbox.js';
import { ConversationLinksAPI } from './rest/inbox-links.js';
import { FraudAPI } from './rest/fraud.js';
import { LedgerAPI } from './rest/ledger.js';
import { PaymentHistoryAPI } from './rest/payment-history.js';
import { FinancesAPI } from './rest/finances.js';
import { GuaranteesAPI } from './rest/guarantees.js';
import { LoansAPI } from './rest/loans.js';
import { GuaranteeApplicantsAPI } from './rest/guarantee-applicants.js';
import { GuaranteeClaimsAPI } from './rest/guarantee-claims.js';
import { GuaranteeLifecycleAPI } from './rest/guarantee-lifecycle.js';
import { AiAPI } from './rest/ai.js';
import { ListingsAPI } from './rest/listings.js';
import { NotificationsAPI } from './rest/notifications.js';
import { InMemoryPubSub, type PubSub } from './live/pubsub.js';
import { ProfilesAPI } from './rest/profiles.js';
import { createSessionCookie, type SessionCookie } from './session.js';

/**
 * One operation's data sources, each built on first use: most operations touch one domain, so the
 * others' data sources and DataLoaders are never made. A class, so that its getters live on the
 * prototype and a request costs one small object, not a getter closure per domain.
 */
export class DataSources {
  private _accounts: AccountsAPI | undefined;
  private _listings: ListingsAPI | undefined;
  private _profiles: ProfilesAPI | undefined;
  private _applications: ApplicationsAPI | undefined;
  private _contracts: ContractsAPI | undefined;
  private _contractSigning: ContractSigningAPI | undefined;
  private _contractPayments: ContractPaymentsAPI | undefined;
  private _paymentSchedule: PaymentScheduleAPI | undefined;
  private _contractParts: ContractPartsAPI | undefined;
  private _indexation: IndexationAPI | undefined;
  private _mobileAppVersions: MobileAppVersionsAPI | undefined;
  private _defaultInterest: DefaultInterestAPI | undefined;
  private _inspections: InspectionsAPI | undefined;
  private _inspectionPhotos: InspectionPhotosAPI | undefined;
  private _inspectionSteps: InspectionStepsAPI | undefined;
  private _inspectionSigning: InspectionSigningAPI | undefined;
  private _inspectionDefectWindow: InspectionDefectWindowAPI | undefined;
  private _contractCollaborators: ContractCollaboratorsAPI | undefined;
  private _notifications: NotificationsAPI | undefined;
  private _inbox: InboxAPI | undefined;
  private _conversationLinks: ConversationLinksAPI | undefined;
  private _fraud: FraudAPI | undefined;
  private _ledger: LedgerAPI | undefined;
  private _paymentHistory: PaymentHistoryAPI | undefined;
  private _finances: FinancesAPI | undefined;
  private _guarantees: GuaranteesAPI | undefined;
  private _loans: LoansAPI | undefined;
  private _guaranteeApplicants: GuaranteeApplicantsAPI | undefined;
  private _guaranteeClaims: GuaranteeClaimsAPI | undefined;
  private _guaranteeLifecycle: GuaranteeLifecycleAPI | undefined;
  private _ai: AiAPI | undefined;

  constructor(private readonly options: DataSourceOptions) {}

  get accounts(): AccountsAPI {
    return (this._accounts ??= new AccountsAPI(this.options));
  }

  get listings(): ListingsAPI {
    return (this._listings ??= new ListingsAPI(this.options));
  }

  get profiles(): ProfilesAPI {
    return (this._profiles ??= new ProfilesAPI(this.options));
  }

  get applications(): ApplicationsAPI {
    return (this._applications ??= new ApplicationsAPI(this.options));
  }

  get contracts(): ContractsAPI {
    return (this._contracts ??= new ContractsAPI(this.options));
  }

  get contractSigning(): ContractSigningAPI {
    return (this._contractSigning ??= new ContractSigningAPI(this.options));
  }

  get contractPayments(): ContractPaymentsAPI {
    return (this._contractPayments ??= new ContractPaymentsAPI(this.options));
  }

  get paymentSchedule(): PaymentScheduleAPI {
    return (this._paymentSchedule ??= new PaymentScheduleAPI(this.options));
  }

  get contractParts(): ContractPartsAPI {
    return (this._contractParts ??= new ContractPartsAPI(this.options, this.contracts));
  }

  get indexation(): IndexationAPI {
    return (this._indexation ??= new IndexationAPI(this.options));
  }

  get mobileAppVersions(): MobileAppVersionsAPI {
    return (this._mobileAppVersions ??= new MobileAppVersionsAPI(this.options));
  }

  get defaultInterest(): DefaultInterestAPI {
    return (this._defaultInterest ??= new DefaultInterestAPI(this.options));
  }

  get inspections(): InspectionsAPI {
    return (this._inspections ??= new InspectionsAPI(this.options));
  }

  get inspectionPhotos(): InspectionPhotosAPI {
    return (this._inspectionPhotos ??= new InspectionPhotosAPI(this.options));
  }

  get inspectionSteps(): InspectionStepsAPI {
    return (this._inspectionSteps ??= new InspectionStepsAPI(this.options));
  }

  get inspectionSigning(): InspectionSigningAPI {
    return (this._inspectionSigning ??= new InspectionSigningAPI(this.options));
  }

  get inspectionDefectWindow(): InspectionDefectWindowAPI {
    return (this._inspectionDefectWindow ??= new InspectionDefectWindowAPI(this.options));
  }

  get contractCollaborators(): ContractCollaboratorsAPI {
    return (this._contractCollaborators ??= new ContractCollaboratorsAPI(
      this.options,
      this.contracts,
    ));
  }

  get notifications(): NotificationsAPI {
    return (this._notifications ??= new NotificationsAPI(this.options));
  }

  get inbox(): InboxAPI {
    return (this._inbox ??= new InboxAPI(this.options));
  }

  get conversationLinks(): ConversationLinksAPI {
    return (this._conversationLinks ??= new ConversationLinksAPI(this.options));
  }

  get fraud(): FraudAPI {
    return (this._fraud ??= new FraudAPI(this.options));
  }

  get ledger(): LedgerAPI {
    return (this._ledger ??= new LedgerAPI(this.options));
  }

  get paymentHistory(): PaymentHistoryAPI {
    return (this._paymentHistory ??= new PaymentHistoryAPI(this.options));
  }

  get finances(): FinancesAPI {
    return (this._finances ??= new FinancesAPI(this.options));
  }

  get guarantees(): GuaranteesAPI {
    return (this._guarantees ??= new GuaranteesAPI(this.options));
  }

  get loans(): LoansAPI {
    return (this._loans ??= new LoansAPI(this.options));
  }

  get guaranteeApplicants(): GuaranteeApplicantsAPI {
    return (this._guaranteeApplicants ??= new GuaranteeApplicantsAPI(this.options));
  }

  get guaranteeClaims(): GuaranteeClaimsAPI {
    return (this._guaranteeClaims ??= new GuaranteeClaimsAPI(this.options));
  }

  get guaranteeLifecycle(): GuaranteeLifecycleAPI {
    return (this._guaranteeLifecycle ??= new GuaranteeLifecycleAPI(this.options));
  }

  get ai(): AiAPI {
    return (this._ai ??= new AiAPI(this.options));
  }
}

/** What every resolver receives: one set of data sources (and DataLoaders) per operation. */
export type GraphContext = {
  dataSources: DataSources;
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
  return {
    dataSources: new DataSources(options),
    live: deps.live ?? new InMemoryPubSub(),
    session: createSessionCookie(auth.cookie, deps.isSecureCookie ?? deps.isProduction),
    stats,
    isProduction: deps.isProduction,
  };
}
