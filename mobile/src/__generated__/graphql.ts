/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Security for the lease (40. gr. húsaleigulaga). */
export type ContractInsuranceType =
  | 'BANK_GUARANTEE'
  | 'DEPOSIT'
  | 'INSURANCE'
  | 'LANDLORD_MUTUAL_FUND'
  | 'OTHER'
  | 'RENTAL_GUARANTEE'
  | 'THIRD_PARTY_GUARANTEE';

export type ContractPartyRole =
  | 'LANDLORD'
  | 'TENANT';

export type ContractSignType =
  | 'ELECTRONIC'
  | 'PAPER';

export type ContractSignerStatus =
  | 'DECLINED'
  | 'PENDING'
  | 'SIGNED';

export type ContractSigningStatus =
  | 'CANCELLED'
  | 'EXPIRED'
  | 'FAILED'
  | 'PENDING'
  | 'SIGNED'
  | 'STARTING';

/** SPEC 4: draft -> committed (read-only) -> signing -> signed -> registered with HMS. */
export type ContractStatus =
  | 'COMMITTED'
  | 'DRAFT'
  | 'REGISTERED'
  | 'SIGNED'
  | 'SIGNING';

export type EidStatus =
  | 'COMPLETE'
  | 'FAILED'
  | 'PENDING';

export type GuaranteeClaimLineAnswerInput = {
  lineId: string | number;
  /** Required when rejecting. */
  reason?: string | null | undefined;
  response: GuaranteeClaimLineResponse;
};

export type GuaranteeClaimLineResponse =
  | 'ACCEPTED'
  | 'REJECTED';

export type GuaranteeClaimLineType =
  | 'CLEANING'
  | 'DAMAGE'
  | 'OTHER'
  | 'UNPAID_RENT'
  | 'UTILITIES';

export type GuaranteeClaimStatus =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'DISPUTED'
  | 'DRAFT'
  | 'LAPSED'
  | 'PAID'
  | 'PENDING_OBLIGEE_RESPONSE'
  | 'PENDING_PRINCIPAL_RESPONSE';

export type GuaranteeClaimType =
  | 'DAMAGE'
  | 'DEFAULT';

export type GuaranteeDecision =
  | 'APPROVED'
  | 'DECLINED'
  /** No score, or a class below the line: a guarantor rated B2 or better is needed. */
  | 'NEEDS_GUARANTOR';

/** How the caller stands to a guarantee: the tenant (principal), the landlord (obligee) or staff. */
export type GuaranteeRole =
  | 'OBLIGEE'
  | 'PRINCIPAL'
  | 'STAFF';

export type GuaranteeStatus =
  | 'ACTIVE'
  | 'APPLICATION_EXPIRED'
  | 'APPROVED'
  | 'ASSESSED'
  | 'CANCELLATION_REQUESTED'
  | 'CANCELLED'
  | 'COMMITTED'
  | 'DECLINED'
  | 'DRAFT'
  | 'ENDED'
  | 'EXPIRED'
  | 'ISSUED'
  | 'NEEDS_GUARANTOR';

/** What an item of the schedule shows, derived from its dates and its claim. */
export type PaymentScheduleItemStatus =
  /** Its claim was cancelled. */
  | 'CANCELLED'
  /** Due: on or after the due date (gjalddagi), not after the final due date (eindagi). */
  | 'DUE'
  /** Unpaid after the final due date. */
  | 'LATE'
  | 'PAID'
  | 'PARTLY_PAID'
  /** Not due yet. */
  | 'UPCOMING';

export type RespondToGuaranteeClaimInput = {
  claimId: string | number;
  guaranteeId: string | number;
  lines: Array<GuaranteeClaimLineAnswerInput>;
};

export type UserType =
  | 'LANDLORD'
  | 'TENANT';

export type MobileContractSigningFragment = { __typename: 'Contract', id: string, status: ContractStatus, signType: ContractSignType | null, eSignature: { __typename: 'ContractESignature', process: { __typename: 'ContractSigningProcess', id: string, status: ContractSigningStatus, expiresAt: string | null } | null, signers: Array<{ __typename: 'ContractSigner', id: string, role: ContractPartyRole, name: string, status: ContractSignerStatus, signedAt: string | null }> } } & { ' $fragmentName'?: 'MobileContractSigningFragment' };

export type MobileContractSigningQueryVariables = Exact<{
  id: string | number;
}>;


export type MobileContractSigningQuery = { __typename: 'Query', contract: (
    { __typename: 'Contract', id: string, status: ContractStatus }
    & { ' $fragmentRefs'?: { 'MobileContractSigningFragment': MobileContractSigningFragment } }
  ) | null };

export type MobileContractPdfQueryVariables = Exact<{
  id: string | number;
}>;


export type MobileContractPdfQuery = { __typename: 'Query', contract: { __typename: 'Contract', id: string, pdf: { __typename: 'ContractPdf', filename: string, contentType: string, base64: string } } | null };

export type MobileContractRowFragment = { __typename: 'Contract', id: string, status: ContractStatus, startDate: string | null, endDate: string | null, isDefinite: boolean | null, price: number | null, currency: string | null, landlords: Array<{ __typename: 'ContractEntity', name: string }>, tenants: Array<{ __typename: 'ContractEntity', name: string }>, realEstate: { __typename: 'ContractRealEstate', address: { __typename: 'ContractAddress', street: string, postalCode: string } } | null } & { ' $fragmentName'?: 'MobileContractRowFragment' };

export type MobileContractsQueryVariables = Exact<{
  search?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type MobileContractsQuery = { __typename: 'Query', contracts: { __typename: 'ContractPage', count: number, page: number, pageSize: number, hasNextPage: boolean, items: Array<(
      { __typename: 'Contract', id: string }
      & { ' $fragmentRefs'?: { 'MobileContractRowFragment': MobileContractRowFragment } }
    )> } };

export type MobileContractDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type MobileContractDetailQuery = { __typename: 'Query', contract: (
    { __typename: 'Contract', id: string, signType: ContractSignType | null, rooms: number | null, insuranceType: ContractInsuranceType | null, insuranceAmount: number | null, landlords: Array<{ __typename: 'ContractEntity', id: string | null, name: string, identifier: string }>, tenants: Array<{ __typename: 'ContractEntity', id: string | null, name: string, identifier: string }>, realEstate: { __typename: 'ContractRealEstate', landregId: string | null, units: Array<{ __typename: 'ContractUnit', propertyCode: string, unitCode: string, size: number, rooms: number | null }> } | null, paymentSchedule: { __typename: 'PaymentSchedule', contractId: string, currency: string, totals: { __typename: 'PaymentScheduleTotals', amountDue: number, paid: number, outstanding: number, late: number }, items: Array<{ __typename: 'PaymentScheduleItem', id: string, dueDate: string, finalDueDate: string, periodStart: string, periodEnd: string, amountDue: number, paidAmount: number, paidAt: string | null, status: PaymentScheduleItemStatus }> } | null }
    & { ' $fragmentRefs'?: { 'MobileContractRowFragment': MobileContractRowFragment;'MobileContractSigningFragment': MobileContractSigningFragment } }
  ) | null };

export type MobileGuaranteeRowFragment = { __typename: 'RentalGuarantee', id: string, tenantName: string, contractId: string | null, amount: number, monthlyRent: number, status: GuaranteeStatus, createdAt: string, currentUserRole: GuaranteeRole } & { ' $fragmentName'?: 'MobileGuaranteeRowFragment' };

export type MobileMyGuaranteesQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MobileMyGuaranteesQuery = { __typename: 'Query', myRentalGuarantees: { __typename: 'RentalGuaranteePage', count: number, page: number, pageSize: number, hasNextPage: boolean, items: Array<(
      { __typename: 'RentalGuarantee', id: string }
      & { ' $fragmentRefs'?: { 'MobileGuaranteeRowFragment': MobileGuaranteeRowFragment } }
    )> } };

export type MobileLandlordGuaranteesQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MobileLandlordGuaranteesQuery = { __typename: 'Query', landlordRentalGuarantees: { __typename: 'RentalGuaranteePage', count: number, page: number, pageSize: number, hasNextPage: boolean, items: Array<(
      { __typename: 'RentalGuarantee', id: string }
      & { ' $fragmentRefs'?: { 'MobileGuaranteeRowFragment': MobileGuaranteeRowFragment } }
    )> } };

export type MobileGuaranteeDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type MobileGuaranteeDetailQuery = { __typename: 'Query', rentalGuarantee: (
    { __typename: 'RentalGuarantee', id: string, decision: GuaranteeDecision | null, yearlyPremium: number | null, assessedAt: string | null, expiresAt: string }
    & { ' $fragmentRefs'?: { 'MobileGuaranteeRowFragment': MobileGuaranteeRowFragment } }
  ) | null };

export type MobileGuaranteeClaimsQueryVariables = Exact<{
  guaranteeId: string | number;
}>;


export type MobileGuaranteeClaimsQuery = { __typename: 'Query', guaranteeClaims: { __typename: 'GuaranteeClaimList', remainingCover: number, heldCover: number, items: Array<{ __typename: 'GuaranteeClaim', id: string, guaranteeId: string, type: GuaranteeClaimType, status: GuaranteeClaimStatus, description: string, deadline: string | null, isDeemedAccepted: boolean, totalAmount: number, acceptedAmount: number | null, committedAt: string | null, currentUserRole: GuaranteeRole, lines: Array<{ __typename: 'GuaranteeClaimLine', id: string, type: GuaranteeClaimLineType, amount: number, description: string, response: GuaranteeClaimLineResponse | null }> }> } };

export type MobileGuaranteeContractQueryVariables = Exact<{
  id: string | number;
}>;


export type MobileGuaranteeContractQuery = { __typename: 'Query', contract: (
    { __typename: 'Contract', id: string }
    & { ' $fragmentRefs'?: { 'MobileContractRowFragment': MobileContractRowFragment } }
  ) | null };

export type MobileRespondToGuaranteeClaimMutationVariables = Exact<{
  input: RespondToGuaranteeClaimInput;
}>;


export type MobileRespondToGuaranteeClaimMutation = { __typename: 'Mutation', respondToGuaranteeClaim: { __typename: 'GuaranteeClaim', id: string, status: GuaranteeClaimStatus, deadline: string | null, isDeemedAccepted: boolean, acceptedAmount: number | null, currentUserRole: GuaranteeRole, lines: Array<{ __typename: 'GuaranteeClaimLine', id: string, response: GuaranteeClaimLineResponse | null }> } };

export type MobileSessionUserFragment = { __typename: 'User', id: string, fullName: string, email: string, userType: UserType | null } & { ' $fragmentName'?: 'MobileSessionUserFragment' };

export type MobileMeQueryVariables = Exact<{ [key: string]: never; }>;


export type MobileMeQuery = { __typename: 'Query', me: (
    { __typename: 'User' }
    & { ' $fragmentRefs'?: { 'MobileSessionUserFragment': MobileSessionUserFragment } }
  ) | null };

export type MobileLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type MobileLoginMutation = { __typename: 'Mutation', login: { __typename: 'AuthPayload', accessToken: string, refreshToken: string | null, user: (
      { __typename: 'User' }
      & { ' $fragmentRefs'?: { 'MobileSessionUserFragment': MobileSessionUserFragment } }
    ) } };

export type MobileLogoutMutationVariables = Exact<{
  refreshToken?: string | null | undefined;
}>;


export type MobileLogoutMutation = { __typename: 'Mutation', logout: { __typename: 'Ack', ok: boolean } };

export type MobileStartEidLoginMutationVariables = Exact<{
  phone: string;
}>;


export type MobileStartEidLoginMutation = { __typename: 'Mutation', startEidLogin: { __typename: 'EidChallenge', token: string, status: EidStatus, verificationCode: string } };

export type MobileCheckEidLoginMutationVariables = Exact<{
  token: string;
}>;


export type MobileCheckEidLoginMutation = { __typename: 'Mutation', checkEidLogin: { __typename: 'EidLoginResult', status: EidStatus, code: string | null, session: { __typename: 'AuthPayload', accessToken: string, refreshToken: string | null, user: (
        { __typename: 'User' }
        & { ' $fragmentRefs'?: { 'MobileSessionUserFragment': MobileSessionUserFragment } }
      ) } | null } };

export const MobileContractSigningFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileContractSigning"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signType"}},{"kind":"Field","name":{"kind":"Name","value":"eSignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"process"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]}}]} as unknown as DocumentNode<MobileContractSigningFragment, unknown>;
export const MobileContractRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileContractRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isDefinite"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"landlords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"realEstate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]}}]}}]} as unknown as DocumentNode<MobileContractRowFragment, unknown>;
export const MobileGuaranteeRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileGuaranteeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalGuarantee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRole"}}]}}]} as unknown as DocumentNode<MobileGuaranteeRowFragment, unknown>;
export const MobileSessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileSessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]} as unknown as DocumentNode<MobileSessionUserFragment, unknown>;
export const MobileContractSigningDocument = {"__meta__":{"hash":"sha256:c3fc6be57b4bf8cc9ee7dadd07ce99889531c5116133f5a0b52a3299bfbe09df"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileContractSigning"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileContractSigning"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileContractSigning"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signType"}},{"kind":"Field","name":{"kind":"Name","value":"eSignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"process"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]}}]} as unknown as DocumentNode<MobileContractSigningQuery, MobileContractSigningQueryVariables>;
export const MobileContractPdfDocument = {"__meta__":{"hash":"sha256:92a57ad7a00d68609b76a5affee681e4380d939ba636f73a48f7b4d06a5781ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileContractPdf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"base64"}}]}}]}}]}}]} as unknown as DocumentNode<MobileContractPdfQuery, MobileContractPdfQueryVariables>;
export const MobileContractsDocument = {"__meta__":{"hash":"sha256:d274da68f236ef0516cdfd4ee6d64fc0d57faebc3500a38132b0a32957fb2101"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileContracts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contracts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileContractRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileContractRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isDefinite"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"landlords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"realEstate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]}}]}}]} as unknown as DocumentNode<MobileContractsQuery, MobileContractsQueryVariables>;
export const MobileContractDetailDocument = {"__meta__":{"hash":"sha256:97f3b1abb6656ed525f44e9bb43e7cebaf291e6e415432b8b926a49d4d858731"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileContractDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileContractRow"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileContractSigning"}},{"kind":"Field","name":{"kind":"Name","value":"signType"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"insuranceType"}},{"kind":"Field","name":{"kind":"Name","value":"insuranceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"landlords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"realEstate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"landregId"}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"propertyCode"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"late"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"finalDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"amountDue"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileContractRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isDefinite"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"landlords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"realEstate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileContractSigning"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signType"}},{"kind":"Field","name":{"kind":"Name","value":"eSignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"process"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"signedAt"}}]}}]}}]}}]} as unknown as DocumentNode<MobileContractDetailQuery, MobileContractDetailQueryVariables>;
export const MobileMyGuaranteesDocument = {"__meta__":{"hash":"sha256:0a050ea0f57493c79f6ce539d1a5924f4b85a60625c430e5e75bf5ae5b21162a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileMyGuarantees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myRentalGuarantees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileGuaranteeRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileGuaranteeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalGuarantee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRole"}}]}}]} as unknown as DocumentNode<MobileMyGuaranteesQuery, MobileMyGuaranteesQueryVariables>;
export const MobileLandlordGuaranteesDocument = {"__meta__":{"hash":"sha256:17b8efcc169aeee4d63cc0deb66fe2fe7fe47711d7c129e492d30788ad3bbcf2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileLandlordGuarantees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"landlordRentalGuarantees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileGuaranteeRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileGuaranteeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalGuarantee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRole"}}]}}]} as unknown as DocumentNode<MobileLandlordGuaranteesQuery, MobileLandlordGuaranteesQueryVariables>;
export const MobileGuaranteeDetailDocument = {"__meta__":{"hash":"sha256:8474060e55822e20f0dd307111e2d284b801f896721cfa794e2c6d3c8c7bf01d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileGuaranteeDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"rentalGuarantee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileGuaranteeRow"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyPremium"}},{"kind":"Field","name":{"kind":"Name","value":"assessedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileGuaranteeRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RentalGuarantee"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRole"}}]}}]} as unknown as DocumentNode<MobileGuaranteeDetailQuery, MobileGuaranteeDetailQueryVariables>;
export const MobileGuaranteeClaimsDocument = {"__meta__":{"hash":"sha256:7f8a172d7800b033acf33a93842406c9bb099016041474afcbaa2e76f534d847"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileGuaranteeClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guaranteeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"guaranteeClaims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"guaranteeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guaranteeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"remainingCover"}},{"kind":"Field","name":{"kind":"Name","value":"heldCover"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guaranteeId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"isDeemedAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"committedAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MobileGuaranteeClaimsQuery, MobileGuaranteeClaimsQueryVariables>;
export const MobileGuaranteeContractDocument = {"__meta__":{"hash":"sha256:9f5fcce38b601d0ea090c9e24ee4b05150395b0056f67ebf437092ef7ef33a5d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileGuaranteeContract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"contract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileContractRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileContractRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isDefinite"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"landlords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"realEstate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]}}]}}]} as unknown as DocumentNode<MobileGuaranteeContractQuery, MobileGuaranteeContractQueryVariables>;
export const MobileRespondToGuaranteeClaimDocument = {"__meta__":{"hash":"sha256:95d0a2b7554d88633cd0f0b48e03b751f8197c306859b287a0983c5009936a26"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileRespondToGuaranteeClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RespondToGuaranteeClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"respondToGuaranteeClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"isDeemedAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currentUserRole"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]}}]} as unknown as DocumentNode<MobileRespondToGuaranteeClaimMutation, MobileRespondToGuaranteeClaimMutationVariables>;
export const MobileMeDocument = {"__meta__":{"hash":"sha256:194ebad9078b2908f33cbba2617fbcf5e0ccb1813ab0c800fbf907ce2dde83e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileSessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileSessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]} as unknown as DocumentNode<MobileMeQuery, MobileMeQueryVariables>;
export const MobileLoginDocument = {"__meta__":{"hash":"sha256:bca2b835725cd23808f48e73877a530b0c2c44daa4b035a6b26cc7b4028a726c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sessionMode"},"value":{"kind":"EnumValue","value":"TOKEN"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileSessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileSessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]} as unknown as DocumentNode<MobileLoginMutation, MobileLoginMutationVariables>;
export const MobileLogoutDocument = {"__meta__":{"hash":"sha256:bdf5bb312c49b8dc5d8bcc16247b0df745caf04f51e4af0b15f237ba521ca46d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<MobileLogoutMutation, MobileLogoutMutationVariables>;
export const MobileStartEidLoginDocument = {"__meta__":{"hash":"sha256:5d7721fbcc21969206614a86ae188a4812dbfa1a9fb2c5034bf95dd6a22fbd75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileStartEidLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"startEidLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}}]}}]}}]} as unknown as DocumentNode<MobileStartEidLoginMutation, MobileStartEidLoginMutationVariables>;
export const MobileCheckEidLoginDocument = {"__meta__":{"hash":"sha256:60e163a2cc28093a8acefed5282d81109abec5972fb6f31ada079c28bc8253a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileCheckEidLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkEidLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sessionMode"},"value":{"kind":"EnumValue","value":"TOKEN"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileSessionUser"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileSessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]} as unknown as DocumentNode<MobileCheckEidLoginMutation, MobileCheckEidLoginMutationVariables>;