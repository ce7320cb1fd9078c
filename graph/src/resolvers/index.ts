import type { Resolvers } from '../__generated__/resolvers-types.js';
import { AuthMutation } from './accounts/auth.js';
import { ContactMutation } from './accounts/contacts.js';
import { AccountsQuery } from './accounts/query.js';
import { AccountsSubscription } from './accounts/subscription.js';
import * as AccountsTypes from './accounts/types.js';
import { UserMutation } from './accounts/user.js';
import { LandlordApplicationMutation } from './applications/landlord.js';
import { ApplicationsQuery } from './applications/query.js';
import { TenantApplicationMutation } from './applications/tenant.js';
import * as ApplicationsTypes from './applications/types.js';
import {
  CollaboratorsContract,
  CollaboratorsMutation,
  CollaboratorsQuery,
  CollaboratorDetails,
  ContractCollaboratorInvitation,
  ContractInvitation,
  ContractInvitationStatus,
} from './contracts/collaborators.js';
import { ContractMutation } from './contracts/mutations.js';
import { ContractPartsMutation, ContractPartsQuery } from './contracts/parts.js';
import * as ContractPaymentsTypes from './contracts/payments.js';
import * as ContractPartsTypes from './contracts/parts-types.js';
import { ContractStepsMutation, StepsContract } from './contracts/steps.js';
import * as ContractStepsTypes from './contracts/steps-types.js';
import { ContractsQuery } from './contracts/query.js';
import * as ContractsTypes from './contracts/types.js';
import {
  ContractSigningMutation,
  ContractSigningQuery,
  SigningContract,
} from './contracts/signing.js';
import * as ContractSigningTypes from './contracts/signing-types.js';
import { IndexationContract, IndexationMutation, IndexationQuery } from './contracts/indexation.js';
import * as IndexationTypes from './contracts/indexation-types.js';
import { InboxMutation } from './inbox/mutations.js';
import { InboxQuery } from './inbox/query.js';
import { InboxSubscription } from './inbox/subscription.js';
import * as InboxTypes from './inbox/types.js';
import { BaseQuery, DateScalar, DateTimeScalar, Page } from './base.js';
import { AdminListingsMutation, AdminListingsQuery } from './listings/admin.js';
import { MarketplaceMutation } from './listings/marketplace.js';
import * as ListingsPages from './listings/pages.js';
import { ListingsQuery, ListingsUser } from './listings/query.js';
import { SavedSearchMutation } from './listings/saved-searches.js';
import * as ListingsTypes from './listings/types.js';
import { WizardMutation } from './listings/wizard.js';
import { NotificationsMutation } from './notifications/mutations.js';
import { NotificationsQuery } from './notifications/query.js';
import { NotificationsSubscription } from './notifications/subscription.js';
import * as NotificationsTypes from './notifications/types.js';
import { NotificationsUser } from './notifications/user.js';
import { CorenterMutation } from './profiles/corenters.js';
import * as ProfilesPages from './profiles/pages.js';
import { PreApprovalMutation } from './profiles/pre-approval.js';
import { RentalProfile } from './profiles/profile.js';
import { ProfilesQuery } from './profiles/query.js';
import { ReviewMutation } from './profiles/reviews.js';
import { SectionMutation } from './profiles/sections.js';
import * as ProfilesTypes from './profiles/types.js';

/** Every domain's resolver maps, merged once at start-up. */
export const resolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Page,
  Query: {
    ...BaseQuery,
    ...AccountsQuery,
    ...ListingsQuery,
    ...AdminListingsQuery,
    ...ProfilesQuery,
    ...ApplicationsQuery,
    ...ContractsQuery,
    ...ContractSigningQuery,
    ...ContractPartsQuery,
    ...ContractPaymentsTypes.PaymentsQuery,
    ...IndexationQuery,
    ...CollaboratorsQuery,
    ...NotificationsQuery,
    ...InboxQuery,
  },
  Mutation: {
    ...AuthMutation,
    ...UserMutation,
    ...ContactMutation,
    ...WizardMutation,
    ...MarketplaceMutation,
    ...SavedSearchMutation,
    ...AdminListingsMutation,
    ...SectionMutation,
    ...ReviewMutation,
    ...CorenterMutation,
    ...PreApprovalMutation,
    ...TenantApplicationMutation,
    ...LandlordApplicationMutation,
    ...ContractMutation,
    ...ContractSigningMutation,
    ...ContractPartsMutation,
    ...ContractPaymentsTypes.PaymentsMutation,
    ...IndexationMutation,
    ...CollaboratorsMutation,
    ...ContractStepsMutation,
    ...NotificationsMutation,
    ...InboxMutation,
  },
  Subscription: { ...AccountsSubscription, ...InboxSubscription, ...NotificationsSubscription },
  ...AccountsTypes,
  ...ListingsTypes,
  ...ListingsPages,
  ...ProfilesTypes,
  ...ProfilesPages,
  ...ApplicationsTypes,
  ...ContractsTypes,
  ...ContractSigningTypes,
  Contract: {
    ...ContractsTypes.Contract,
    ...SigningContract,
    ...ContractPaymentsTypes.PaymentsContract,
    ...IndexationContract,
    ...CollaboratorsContract,
    ...StepsContract,
  },
  ...IndexationTypes,
  ...ContractPartsTypes,
  KeyHandoverDirection: ContractPaymentsTypes.KeyHandoverDirection,
  PayoutMethod: ContractPaymentsTypes.PayoutMethod,
  IcelandicBankAccount: ContractPaymentsTypes.IcelandicBankAccount,
  BankAccountCheck: ContractPaymentsTypes.BankAccountCheck,
  KeyHandover: ContractPaymentsTypes.KeyHandover,
  ContractCollaboratorInvitation,
  ContractInvitation,
  ContractInvitationStatus,
  ContractCollaborator: { ...ContractsTypes.ContractCollaborator, ...CollaboratorDetails },
  ...ContractStepsTypes,
  ...NotificationsTypes,
  User: { ...AccountsTypes.User, ...ListingsUser, ...NotificationsUser },
  ...InboxTypes,
  RentalProfile: { ...AccountsTypes.RentalProfile, ...RentalProfile },
};
