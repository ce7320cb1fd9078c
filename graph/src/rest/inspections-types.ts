/**
 * REST shapes of inspection reports, inferred from the api's response schemas (codegen mappers
 * point here), and the enum values each GraphQL enum stands for.
 */
import type { RestInspectionIssue, RestInspectionReport } from '@leiga/api/contract';
import {
  INSPECTION_CONDITIONS,
  INSPECTION_KINDS,
  INSPECTION_ROLES,
  INSPECTION_STATUSES,
  ISSUE_RESPONSIBILITIES,
  ISSUE_SEVERITIES,
  ROOM_TYPES,
  SUBJECT_KINDS,
  SUBJECT_TAGS,
} from '@leiga/domain';
import type { RestPageOf } from './types.js';

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}
type ValueOf<T> = T[keyof T];

export const InspectionStatus = enumOf(INSPECTION_STATUSES);
export type InspectionStatus = ValueOf<typeof InspectionStatus>;
export const InspectionKind = enumOf(INSPECTION_KINDS);
export type InspectionKind = ValueOf<typeof InspectionKind>;
export const InspectionRole = enumOf(INSPECTION_ROLES);
export type InspectionRole = ValueOf<typeof InspectionRole>;
export const InspectionCondition = enumOf(INSPECTION_CONDITIONS);
export type InspectionCondition = ValueOf<typeof InspectionCondition>;
export const InspectionIssueSeverity = enumOf(ISSUE_SEVERITIES);
export type InspectionIssueSeverity = ValueOf<typeof InspectionIssueSeverity>;
export const InspectionIssueResponsibility = enumOf(ISSUE_RESPONSIBILITIES);
export type InspectionIssueResponsibility = ValueOf<typeof InspectionIssueResponsibility>;
export const InspectionRoomType = enumOf(ROOM_TYPES);
export type InspectionRoomType = ValueOf<typeof InspectionRoomType>;
export const InspectionSubjectKind = enumOf(SUBJECT_KINDS);
export type InspectionSubjectKind = ValueOf<typeof InspectionSubjectKind>;
export const InspectionSubjectTag = enumOf(SUBJECT_TAGS);
export type InspectionSubjectTag = ValueOf<typeof InspectionSubjectTag>;

export type { RestInspectionIssue, RestInspectionReport };
export type RestInspectionUser = RestInspectionReport['users'][number];
export type RestInspectionUnit = NonNullable<RestInspectionReport['units']>[number];
export type RestInspectionSubject = RestInspectionUnit['subjects'][number];
export type GraphInspectionReportPage = {
  kind: 'InspectionReportPage';
  page: number;
  pageSize: number;
  rest: RestPageOf<RestInspectionReport>;
};
