import type {
  InspectionIssueResolvers,
  InspectionReportPageResolvers,
  InspectionReportResolvers,
  InspectionSubjectResolvers,
  InspectionUnitResolvers,
  InspectionUserResolvers,
} from '../../__generated__/resolvers-types.js';

/** A report's fields: snake_case REST onto camelCase; rooms from the request's batch read. */
export const InspectionReport: InspectionReportResolvers = {
  contractId: (r) => r.contract_id,
  signType: (r) => r.sign_type,
  committedAt: (r) => r.committed_at,
  previousReportId: (r) => r.previous_report_id,
  createdAt: (r) => r.created_at,
  updatedAt: (r) => r.updated_at,
  address: (r) => r.address,
  viewerRoles: (r) => r.viewer_roles,
  viewerCanEdit: (r) => r.viewer_can_edit,
  viewerCanUncommit: (r) => r.viewer_can_uncommit,
  issueCount: (r) => r.issue_count,
  // The lists leave the rooms out: all reports of an operation are then read in one call.
  units: async (r, _args, { dataSources }) =>
    r.units ?? (await dataSources.inspections.reports.load(r.id)).units ?? [],
};

export const InspectionUser: InspectionUserResolvers = {
  userId: (u) => u.user_id,
  isIndividual: (u) => u.is_individual,
  signedAt: (u) => u.signed_at,
};

export const InspectionUnit: InspectionUnitResolvers = {};

export const InspectionSubject: InspectionSubjectResolvers = {
  previousCondition: (s) => s.previous_condition,
  isCarried: (s) => s.is_carried,
};

export const InspectionIssue: InspectionIssueResolvers = {
  subjectId: (i) => i.subject_id,
  isCarried: (i) => i.is_carried,
  createdAt: (i) => i.created_at,
};

export const InspectionReportPage: InspectionReportPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

/** Enum resolvers: the REST value of each GraphQL enum value (rest/inspections-types.ts). */
export {
  InspectionCondition,
  InspectionIssueResponsibility,
  InspectionIssueSeverity,
  InspectionKind,
  InspectionRole,
  InspectionRoomType,
  InspectionStatus,
  InspectionSubjectKind,
  InspectionSubjectTag,
} from '../../rest/inspections-types.js';
