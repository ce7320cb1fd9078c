/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation MobileRegisterPushDevice($input: RegisterPushDeviceInput!) {\n  registerPushDevice(input: $input) {\n    __typename\n    id\n    platform\n  }\n}\n\nmutation MobileUnregisterPushDevice($input: PushDeviceIdInput!) {\n  unregisterPushDevice(input: $input) {\n    __typename\n    id\n  }\n}": typeof types.MobileRegisterPushDeviceDocument,
    "fragment MobileSessionUser on User {\n  id\n  fullName\n  email\n  userType\n}\n\nquery MobileMe {\n  me {\n    ...MobileSessionUser\n  }\n}\n\nmutation MobileLogin($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password, sessionMode: TOKEN}) {\n    accessToken\n    refreshToken\n    user {\n      ...MobileSessionUser\n    }\n  }\n}\n\nmutation MobileLogout($refreshToken: String) {\n  logout(input: {refreshToken: $refreshToken}) {\n    ok\n  }\n}\n\nmutation MobileStartEidLogin($phone: String!) {\n  startEidLogin(input: {phone: $phone}) {\n    token\n    status\n    verificationCode\n  }\n}\n\nmutation MobileCheckEidLogin($token: String!) {\n  checkEidLogin(input: {token: $token, sessionMode: TOKEN}) {\n    status\n    code\n    session {\n      accessToken\n      refreshToken\n      user {\n        ...MobileSessionUser\n      }\n    }\n  }\n}": typeof types.MobileSessionUserFragmentDoc,
};
const documents: Documents = {
    "mutation MobileRegisterPushDevice($input: RegisterPushDeviceInput!) {\n  registerPushDevice(input: $input) {\n    __typename\n    id\n    platform\n  }\n}\n\nmutation MobileUnregisterPushDevice($input: PushDeviceIdInput!) {\n  unregisterPushDevice(input: $input) {\n    __typename\n    id\n  }\n}": types.MobileRegisterPushDeviceDocument,
    "fragment MobileSessionUser on User {\n  id\n  fullName\n  email\n  userType\n}\n\nquery MobileMe {\n  me {\n    ...MobileSessionUser\n  }\n}\n\nmutation MobileLogin($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password, sessionMode: TOKEN}) {\n    accessToken\n    refreshToken\n    user {\n      ...MobileSessionUser\n    }\n  }\n}\n\nmutation MobileLogout($refreshToken: String) {\n  logout(input: {refreshToken: $refreshToken}) {\n    ok\n  }\n}\n\nmutation MobileStartEidLogin($phone: String!) {\n  startEidLogin(input: {phone: $phone}) {\n    token\n    status\n    verificationCode\n  }\n}\n\nmutation MobileCheckEidLogin($token: String!) {\n  checkEidLogin(input: {token: $token, sessionMode: TOKEN}) {\n    status\n    code\n    session {\n      accessToken\n      refreshToken\n      user {\n        ...MobileSessionUser\n      }\n    }\n  }\n}": types.MobileSessionUserFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MobileRegisterPushDevice($input: RegisterPushDeviceInput!) {\n  registerPushDevice(input: $input) {\n    __typename\n    id\n    platform\n  }\n}\n\nmutation MobileUnregisterPushDevice($input: PushDeviceIdInput!) {\n  unregisterPushDevice(input: $input) {\n    __typename\n    id\n  }\n}"): (typeof documents)["mutation MobileRegisterPushDevice($input: RegisterPushDeviceInput!) {\n  registerPushDevice(input: $input) {\n    __typename\n    id\n    platform\n  }\n}\n\nmutation MobileUnregisterPushDevice($input: PushDeviceIdInput!) {\n  unregisterPushDevice(input: $input) {\n    __typename\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MobileSessionUser on User {\n  id\n  fullName\n  email\n  userType\n}\n\nquery MobileMe {\n  me {\n    ...MobileSessionUser\n  }\n}\n\nmutation MobileLogin($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password, sessionMode: TOKEN}) {\n    accessToken\n    refreshToken\n    user {\n      ...MobileSessionUser\n    }\n  }\n}\n\nmutation MobileLogout($refreshToken: String) {\n  logout(input: {refreshToken: $refreshToken}) {\n    ok\n  }\n}\n\nmutation MobileStartEidLogin($phone: String!) {\n  startEidLogin(input: {phone: $phone}) {\n    token\n    status\n    verificationCode\n  }\n}\n\nmutation MobileCheckEidLogin($token: String!) {\n  checkEidLogin(input: {token: $token, sessionMode: TOKEN}) {\n    status\n    code\n    session {\n      accessToken\n      refreshToken\n      user {\n        ...MobileSessionUser\n      }\n    }\n  }\n}"): (typeof documents)["fragment MobileSessionUser on User {\n  id\n  fullName\n  email\n  userType\n}\n\nquery MobileMe {\n  me {\n    ...MobileSessionUser\n  }\n}\n\nmutation MobileLogin($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password, sessionMode: TOKEN}) {\n    accessToken\n    refreshToken\n    user {\n      ...MobileSessionUser\n    }\n  }\n}\n\nmutation MobileLogout($refreshToken: String) {\n  logout(input: {refreshToken: $refreshToken}) {\n    ok\n  }\n}\n\nmutation MobileStartEidLogin($phone: String!) {\n  startEidLogin(input: {phone: $phone}) {\n    token\n    status\n    verificationCode\n  }\n}\n\nmutation MobileCheckEidLogin($token: String!) {\n  checkEidLogin(input: {token: $token, sessionMode: TOKEN}) {\n    status\n    code\n    session {\n      accessToken\n      refreshToken\n      user {\n        ...MobileSessionUser\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;