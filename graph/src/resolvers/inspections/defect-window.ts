import type {
  InspectionReportResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';
import { orNull } from '../base.js';

/**
 * The tenant's defect window: one REST call each. The api's refusals arrive mapped: 403
 * FORBIDDEN (reason defect_link_invalid), 409 CONFLICT (defect_window_closed, not_signed,
 * not_move_in), 400 BAD_USER_INPUT with the input's field errors.
 */
export const InspectionDefectWindowQuery: Pick<QueryResolvers, 'inspectionDefectWindow'> = {
  inspectionDefectWindow: (_root, args, { dataSources }) =>
    orNull(
      dataSources.inspectionDefectWindow.window(toRestId(args.reportId, 'reportId'), args.token),
    ),
};

export const InspectionDefectWindowMutation: Pick<MutationResolvers, 'addInspectionDefect'> = {
  addInspectionDefect: (_root, { input }, { dataSources }) =>
    dataSources.inspectionDefectWindow.addDefect(toRestId(input.reportId, 'reportId'), {
      token: input.token,
      subject: input.subject,
      description: input.description,
      severity: input.severity,
    }),
};

/** Fire safety from the contract: one REST read, only when asked for. */
export const InspectionFireSafetyReport: Pick<InspectionReportResolvers, 'fireSafety'> = {
  fireSafety: (r, _args, { dataSources }) => dataSources.inspectionDefectWindow.fireSafety(r.id),
};
