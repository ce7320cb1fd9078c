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
    "fragment MobileContractRow on Contract {\n  id\n  status\n  startDate\n  endDate\n  isDefinite\n  price\n  currency\n  landlords {\n    name\n  }\n  tenants {\n    name\n  }\n  realEstate {\n    address {\n      street\n      postalCode\n    }\n  }\n}\n\nquery MobileContracts($search: String, $page: Int!, $pageSize: Int!) {\n  contracts(filter: {search: $search}, page: $page, pageSize: $pageSize) {\n    count\n    page\n    pageSize\n    hasNextPage\n    items {\n      id\n      ...MobileContractRow\n    }\n  }\n}\n\nquery MobileContractDetail($id: ID!) {\n  contract(id: $id) {\n    id\n    ...MobileContractRow\n    signType\n    rooms\n    insuranceType\n    insuranceAmount\n    landlords {\n      id\n      name\n      identifier\n    }\n    tenants {\n      id\n      name\n      identifier\n    }\n    realEstate {\n      landregId\n      units {\n        propertyCode\n        unitCode\n        size\n        rooms\n      }\n    }\n    paymentSchedule {\n      contractId\n      currency\n      totals {\n        amountDue\n        paid\n        outstanding\n        late\n      }\n      items {\n        id\n        dueDate\n        finalDueDate\n        periodStart\n        periodEnd\n        amountDue\n        paidAmount\n        paidAt\n        status\n      }\n    }\n  }\n}": typeof types.MobileContractRowFragmentDoc,
    "fragment MobileSessionUser on User {\n  id\n  fullName\n  email\n  userType\n}\n\nquery MobileMe {\n  me {\n    ...MobileSessionUser\n  }\n}\n\nmutation MobileLogin($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password, sessionMode: TOKEN}) {\n    accessToken\n    refreshToken\n    user {\n      ...MobileSessionUser\n    }\n  }\n}\n\nmutation MobileLogout($refreshToken: String) {\n  logout(input: {refreshToken: $refreshToken}) {\n    ok\n  }\n}": typeof types.MobileSessionUserFragmentDoc,
};
const documents: Documents = {
    "fragment MobileContractRow on Contract {\n  id\n  status\n  startDate\n  endDate\n  isDefinite\n  price\n  currency\n  landlords {\n    name\n  }\n  tenants {\n    name\n  }\n  realEstate {\n    address {\n      street\n      postalCode\n    }\n  }\n}\n\nquery MobileContracts($search: String, $page: Int!, $pageSize: Int!) {\n  contracts(filter: {search: $search}, page: $page, pageSize: $pageSize) {\n    count\n    page\n    pageSize\n    hasNextPage\n    items {\n      id\n      ...MobileContractRow\n    }\n  }\n}\n\nquery MobileContractDetail($id: ID!) {\n  contract(id: $id) {\n    id\n    ...MobileContractRow\n    signType\n    rooms\n    insuranceType\n    insuranceAmount\n    landlords {\n      id\n      name\n      identifier\n    }\n    tenants {\n      id\n      name\n      identifier\n    }\n    realEstate {\n      landregId\n      units {\n        propertyCode\n        unitCode\n        size\n        rooms\n      }\n    }\n    paymentSchedule {\n      contractId\n      currency\n      totals {\n        amountDue\n        paid\n        outstanding\n        late\n      }\n      items {\n        id\n        dueDate\n        finalDueDate\n        periodStart\n        periodEnd\n        amountDue\n        paidAmount\n        paidAt\n        status\n      }\n    }\n  }\n}": types.MobileContractRowFragmentDoc,
    "fragment MobileSessionUser on User {\n  id\n  fullName\n  email\n  userType\n}\n\nquery MobileMe {\n  me {\n    ...MobileSessionUser\n  }\n}\n\nmutation MobileLogin($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password, sessionMode: TOKEN}) {\n    accessToken\n    refreshToken\n    user {\n      ...MobileSessionUser\n    }\n  }\n}\n\nmutation MobileLogout($refreshToken: String) {\n  logout(input: {refreshToken: $refreshToken}) {\n    ok\n  }\n}": types.MobileSessionUserFragmentDoc,
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
export function graphql(source: "fragment MobileContractRow on Contract {\n  id\n  status\n  startDate\n  endDate\n  isDefinite\n  price\n  currency\n  landlords {\n    name\n  }\n  tenants {\n    name\n  }\n  realEstate {\n    address {\n      street\n      postalCode\n    }\n  }\n}\n\nquery MobileContracts($search: String, $page: Int!, $pageSize: Int!) {\n  contracts(filter: {search: $search}, page: $page, pageSize: $pageSize) {\n    count\n    page\n    pageSize\n    hasNextPage\n    items {\n      id\n      ...MobileContractRow\n    }\n  }\n}\n\nquery MobileContractDetail($id: ID!) {\n  contract(id: $id) {\n    id\n    ...MobileContractRow\n    signType\n    rooms\n    insuranceType\n    insuranceAmount\n    landlords {\n      id\n      name\n      identifier\n    }\n    tenants {\n      id\n      name\n      identifier\n    }\n    realEstate {\n      landregId\n      units {\n        propertyCode\n        unitCode\n        size\n        rooms\n      }\n    }\n    paymentSchedule {\n      contractId\n      currency\n      totals {\n        amountDue\n        paid\n        outstanding\n        late\n      }\n      items {\n        id\n        dueDate\n        finalDueDate\n        periodStart\n        periodEnd\n        amountDue\n        paidAmount\n        paidAt\n        status\n      }\n    }\n  }\n}"): (typeof documents)["fragment MobileContractRow on Contract {\n  id\n  status\n  startDate\n  endDate\n  isDefinite\n  price\n  currency\n  landlords {\n    name\n  }\n  tenants {\n    name\n  }\n  realEstate {\n    address {\n      street\n      postalCode\n    }\n  }\n}\n\nquery MobileContracts($search: String, $page: Int!, $pageSize: Int!) {\n  contracts(filter: {search: $search}, page: $page, pageSize: $pageSize) {\n    count\n    page\n    pageSize\n    hasNextPage\n    items {\n      id\n      ...MobileContractRow\n    }\n  }\n}\n\nquery MobileContractDetail($id: ID!) {\n  contract(id: $id) {\n    id\n    ...MobileContractRow\n    signType\n    rooms\n    insuranceType\n    insuranceAmount\n    landlords {\n      id\n      name\n      identifier\n    }\n    tenants {\n      id\n      name\n      identifier\n    }\n    realEstate {\n      landregId\n      units {\n        propertyCode\n        unitCode\n        size\n        rooms\n      }\n    }\n    paymentSchedule {\n      contractId\n      currency\n      totals {\n        amountDue\n        paid\n        outstanding\n        late\n      }\n      items {\n        id\n        dueDate\n        finalDueDate\n        periodStart\n        periodEnd\n        amountDue\n        paidAmount\n        paidAt\n        status\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MobileSessionUser on User {\n  id\n  fullName\n  email\n  userType\n}\n\nquery MobileMe {\n  me {\n    ...MobileSessionUser\n  }\n}\n\nmutation MobileLogin($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password, sessionMode: TOKEN}) {\n    accessToken\n    refreshToken\n    user {\n      ...MobileSessionUser\n    }\n  }\n}\n\nmutation MobileLogout($refreshToken: String) {\n  logout(input: {refreshToken: $refreshToken}) {\n    ok\n  }\n}"): (typeof documents)["fragment MobileSessionUser on User {\n  id\n  fullName\n  email\n  userType\n}\n\nquery MobileMe {\n  me {\n    ...MobileSessionUser\n  }\n}\n\nmutation MobileLogin($email: String!, $password: String!) {\n  login(input: {email: $email, password: $password, sessionMode: TOKEN}) {\n    accessToken\n    refreshToken\n    user {\n      ...MobileSessionUser\n    }\n  }\n}\n\nmutation MobileLogout($refreshToken: String) {\n  logout(input: {refreshToken: $refreshToken}) {\n    ok\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;