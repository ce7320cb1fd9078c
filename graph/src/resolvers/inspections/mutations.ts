import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

type InspectionMutations = Pick<
  MutationResolvers,
  | 'createInspectionReport'
  | 'setInspectionSubject'
  | 'addInspectionRoom'
  | 'removeInspectionRoom'
  | 'fillInspectionRoom'
  | 'addInspectionIssue'
  | 'updateInspectionIssue'
  | 'removeInspectionIssue'
  | 'commitInspectionReport'
  | 'uncommitInspectionReport'
>;

/** Keeps the fields given (null included where REST takes it), drops the ones left out. */
function given(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** Each change is one REST call answering the whole report; REST errors arrive mapped. */
export const InspectionsMutation: InspectionMutations = {
  createInspectionReport: (_root, { input }, { dataSources }) =>
    dataSources.inspections.create(toRestId(input.contractId, 'contractId'), input.kind),

  setInspectionSubject: (_root, { input }, { dataSources }) =>
    dataSources.inspections.patchSubject(
      toRestId(input.reportId, 'reportId'),
      toRestId(input.subjectId, 'subjectId'),
      given({ condition: input.condition, note: input.note ?? undefined }),
    ),

  addInspectionRoom: (_root, { input }, { dataSources }) =>
    dataSources.inspections.addRoom(toRestId(input.reportId, 'reportId'), {
      type: input.type,
      ...(input.name ? { name: input.name } : {}),
    }),

  removeInspectionRoom: (_root, { input }, { dataSources }) =>
    dataSources.inspections.removeRoom(
      toRestId(input.reportId, 'reportId'),
      toRestId(input.unitId, 'unitId'),
    ),

  fillInspectionRoom: (_root, { input }, { dataSources }) =>
    dataSources.inspections.fillRoom(
      toRestId(input.reportId, 'reportId'),
      toRestId(input.unitId, 'unitId'),
      input.condition,
    ),

  addInspectionIssue: (_root, { input }, { dataSources }) =>
    dataSources.inspections.addIssue(
      toRestId(input.reportId, 'reportId'),
      given({
        subject_id: toRestId(input.subjectId, 'subjectId'),
        description: input.description,
        severity: input.severity,
        responsibility: input.responsibility ?? undefined,
      }),
    ),

  updateInspectionIssue: (_root, { input }, { dataSources }) =>
    dataSources.inspections.updateIssue(
      toRestId(input.reportId, 'reportId'),
      toRestId(input.issueId, 'issueId'),
      given({
        description: input.description ?? undefined,
        severity: input.severity ?? undefined,
        responsibility: input.responsibility ?? undefined,
      }),
    ),

  removeInspectionIssue: (_root, { input }, { dataSources }) =>
    dataSources.inspections.removeIssue(
      toRestId(input.reportId, 'reportId'),
      toRestId(input.issueId, 'issueId'),
    ),

  commitInspectionReport: (_root, { input }, { dataSources }) =>
    dataSources.inspections.commit(toRestId(input.reportId, 'reportId'), input.signType),

  uncommitInspectionReport: (_root, { input }, { dataSources }) =>
    dataSources.inspections.uncommit(toRestId(input.reportId, 'reportId')),
};
