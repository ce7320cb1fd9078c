import { PAGE_SIZES } from '@leiga/domain';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { unauthenticated } from '../../errors.js';
import type { RestApplication } from '../../rest/applications-types.js';
import type { RestPageOf } from '../../rest/types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';
import { toApplicationFilter } from './inputs.js';

type ApplicationsQueries = Pick<
  QueryResolvers,
  | 'myApplications'
  | 'myApplication'
  | 'landlordApplications'
  | 'landlordApplication'
  | 'tenantInsights'
  | 'landlordInsights'
>;

const toPage = (paging: { page: number; pageSize: number }, rest: RestPageOf<RestApplication>) => ({
  kind: 'RentalApplicationPage' as const,
  ...paging,
  rest,
});

/** A missing or foreign application reads as null, like `listing(id)`. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND')
      return null;
    throw error;
  }
}

export const ApplicationsQuery: ApplicationsQueries = {
  myApplications: async (_root, { filter, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZES.tenantRentalApplications);
    return toPage(
      paging,
      await dataSources.applications.listMine(toApplicationFilter(filter), paging),
    );
  },

  myApplication: (_root, { id }, { dataSources }) =>
    orNull(dataSources.applications.tenantDetails.load(toRestId(id))),

  landlordApplications: async (_root, { filter, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZES.landlordRentalApplications);
    const rest = await dataSources.applications.listForLandlord(
      toApplicationFilter(filter),
      paging,
    );
    return toPage(paging, rest);
  },

  landlordApplication: (_root, { id }, { dataSources }) =>
    orNull(dataSources.applications.landlordDetails.load(toRestId(id))),

  tenantInsights: async (_root, { userId }, { dataSources }) => {
    if (userId) return dataSources.applications.getTenantInsights(toRestId(userId, 'userId'));
    const me = await dataSources.accounts.getMe();
    if (!me) throw unauthenticated();
    return dataSources.applications.getTenantInsights(me.id);
  },

  landlordInsights: (_root, _args, { dataSources }) =>
    dataSources.applications.getLandlordInsights(),
};
