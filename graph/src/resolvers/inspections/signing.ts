import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';
import { orNull } from '../base.js';

const reportId = (value: string) => toRestId(value, 'reportId');

export const InspectionSigningQuery: Pick<
  QueryResolvers,
  | 'inspectionESignature'
  | 'inspectionReportPdf'
  | 'inspectionPaperScan'
  | 'inspectionSigningLink'
  | 'inspectionAddenda'
> = {
  inspectionESignature: (_root, args, { dataSources }) =>
    orNull(dataSources.inspectionSigning.status(reportId(args.reportId))),
  inspectionReportPdf: (_root, args, { dataSources }) =>
    dataSources.inspectionSigning.pdf(reportId(args.reportId)),
  inspectionPaperScan: (_root, args, { dataSources }) =>
    dataSources.inspectionSigning.paperScan(reportId(args.reportId)),
  inspectionSigningLink: (_root, args, { dataSources }) =>
    dataSources.inspectionSigning.signingLink(reportId(args.reportId)),
  inspectionAddenda: (_root, args, { dataSources }) =>
    dataSources.inspectionSigning.addenda(reportId(args.reportId)),
};

/** Each change is one REST call; REST errors (field errors, CONFLICT codes) arrive mapped. */
export const InspectionSigningMutation: Pick<
  MutationResolvers,
  | 'startInspectionSigning'
  | 'declineInspectionReport'
  | 'finishInspectionSigning'
  | 'setInspectionAttendance'
  | 'createInspectionAddendum'
  | 'updateInspectionAddendum'
  | 'commitInspectionAddendum'
> = {
  startInspectionSigning: (_root, { input }, { dataSources }) =>
    dataSources.inspectionSigning.start(reportId(input.reportId)),
  declineInspectionReport: (_root, { input }, { dataSources }) =>
    dataSources.inspectionSigning.decline(reportId(input.reportId), input.reason),
  finishInspectionSigning: (_root, { input }, { dataSources }) =>
    dataSources.inspectionSigning.finish(reportId(input.reportId)),
  setInspectionAttendance: (_root, { input }, { dataSources }) =>
    dataSources.inspectionSigning.setAttendance(
      reportId(input.reportId),
      input.attendees.map((a, i) => ({
        user_id: toRestId(a.userId, `attendees.${i}.userId`),
        present: a.present,
      })),
    ),
  createInspectionAddendum: (_root, { input }, { dataSources }) =>
    dataSources.inspectionSigning.createAddendum(reportId(input.reportId), input.text),
  updateInspectionAddendum: (_root, { input }, { dataSources }) =>
    dataSources.inspectionSigning.updateAddendum(
      reportId(input.reportId),
      toRestId(input.addendumId, 'addendumId'),
      input.text,
    ),
  commitInspectionAddendum: (_root, { input }, { dataSources }) =>
    dataSources.inspectionSigning.commitAddendum(
      reportId(input.reportId),
      toRestId(input.addendumId, 'addendumId'),
    ),
};
