/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type EidStatus =
  | 'COMPLETE'
  | 'FAILED'
  | 'PENDING';

export type PushDeviceIdInput = {
  id: string | number;
};

export type PushPlatform =
  | 'ANDROID'
  | 'IOS';

export type RegisterPushDeviceInput = {
  /** The app's version, such as 2.3.1. */
  appVersion: string;
  platform: PushPlatform;
  /** The token the platform (APNs, FCM) gave the app; registering it again refreshes it. */
  token: string;
};

export type UserType =
  | 'LANDLORD'
  | 'TENANT';

export type MobileRegisterPushDeviceMutationVariables = Exact<{
  input: RegisterPushDeviceInput;
}>;


export type MobileRegisterPushDeviceMutation = { __typename: 'Mutation', registerPushDevice: { __typename: 'PushDevice', id: string, platform: PushPlatform } };

export type MobileUnregisterPushDeviceMutationVariables = Exact<{
  input: PushDeviceIdInput;
}>;


export type MobileUnregisterPushDeviceMutation = { __typename: 'Mutation', unregisterPushDevice: { __typename: 'PushDevice', id: string } };

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

export const MobileSessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileSessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]} as unknown as DocumentNode<MobileSessionUserFragment, unknown>;
export const MobileRegisterPushDeviceDocument = {"__meta__":{"hash":"sha256:223059dc0dab71dcc4d708e13fdb17e74834fd82d9d804c75b5c701b69bc26cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileRegisterPushDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterPushDeviceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"registerPushDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}}]}}]}}]} as unknown as DocumentNode<MobileRegisterPushDeviceMutation, MobileRegisterPushDeviceMutationVariables>;
export const MobileUnregisterPushDeviceDocument = {"__meta__":{"hash":"sha256:f54e1397622c452d6bde1bd5a3209c4c7cc86f77fdee5a7e1483084edfc0c5b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileUnregisterPushDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushDeviceIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unregisterPushDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MobileUnregisterPushDeviceMutation, MobileUnregisterPushDeviceMutationVariables>;
export const MobileMeDocument = {"__meta__":{"hash":"sha256:194ebad9078b2908f33cbba2617fbcf5e0ccb1813ab0c800fbf907ce2dde83e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileSessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileSessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]} as unknown as DocumentNode<MobileMeQuery, MobileMeQueryVariables>;
export const MobileLoginDocument = {"__meta__":{"hash":"sha256:bca2b835725cd23808f48e73877a530b0c2c44daa4b035a6b26cc7b4028a726c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sessionMode"},"value":{"kind":"EnumValue","value":"TOKEN"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileSessionUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileSessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]} as unknown as DocumentNode<MobileLoginMutation, MobileLoginMutationVariables>;
export const MobileLogoutDocument = {"__meta__":{"hash":"sha256:bdf5bb312c49b8dc5d8bcc16247b0df745caf04f51e4af0b15f237ba521ca46d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<MobileLogoutMutation, MobileLogoutMutationVariables>;
export const MobileStartEidLoginDocument = {"__meta__":{"hash":"sha256:5d7721fbcc21969206614a86ae188a4812dbfa1a9fb2c5034bf95dd6a22fbd75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileStartEidLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"startEidLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"verificationCode"}}]}}]}}]} as unknown as DocumentNode<MobileStartEidLoginMutation, MobileStartEidLoginMutationVariables>;
export const MobileCheckEidLoginDocument = {"__meta__":{"hash":"sha256:60e163a2cc28093a8acefed5282d81109abec5972fb6f31ada079c28bc8253a5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileCheckEidLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkEidLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"sessionMode"},"value":{"kind":"EnumValue","value":"TOKEN"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MobileSessionUser"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MobileSessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userType"}}]}}]} as unknown as DocumentNode<MobileCheckEidLoginMutation, MobileCheckEidLoginMutationVariables>;