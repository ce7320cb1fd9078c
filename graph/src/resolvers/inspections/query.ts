import { PAGE_SIZES } from '@leiga/domain';
import type { ContractResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';
import { orNull } from '../base.js';

export const InspectionsQuery: Pick<QueryResolvers, 'myInspectionReports' | 'inspectionReport'> = {
  myInspectionReports: async (_root, { page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZES.inspections);
    const rest = await dataSources.inspections.list(paging);
    return { kind: 'InspectionReportPage' as const, ...paging, rest };
  },
  inspectionReport: (_root, { id }, { dataSources }) =>
    orNull(dataSources.inspections.report(toRestId(id))),
};

/** One REST call per contract and request. */
export const InspectionsContract: Pick<ContractResolvers, 'inspectionReports'> = {
  inspectionReports: (c, _args, { dataSources }) => dataSources.inspections.byContract.load(c.id),
};
