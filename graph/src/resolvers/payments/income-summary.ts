import type {
  IncomeFigures,
  IncomeSummary,
  QueryResolvers,
} from '../../__generated__/resolvers-types.js';
import type { RestIncomeFigures, RestIncomeSummary } from '../../rest/income-summary-types.js';

const toFigures = (f: RestIncomeFigures): IncomeFigures => ({
  rent: f.rent,
  utilities: f.utilities,
  defaultInterest: f.default_interest,
  received: f.received,
  fees: f.fees,
  paidOut: f.paid_out,
});

export const toIncomeSummary = (rest: RestIncomeSummary): IncomeSummary => ({
  year: rest.year,
  currency: rest.currency,
  isResidentialOverLimit: rest.is_residential_over_limit,
  totals: toFigures(rest.totals),
  groups: rest.groups.map((group) => ({
    kind: group.kind === 'commercial' ? 'COMMERCIAL' : 'RESIDENTIAL',
    formBox: group.form_box,
    totals: toFigures(group.totals),
    properties: group.properties.map((p) => ({
      key: p.key,
      street: p.street,
      postalCode: p.postal_code,
      propertyCode: p.property_code,
      totals: toFigures(p.totals),
      months: p.months.map((m) => ({ month: m.month, figures: toFigures(m) })),
    })),
  })),
});

/** The landlord's yearly income summary; the api checks the year and whose it is. */
export const IncomeSummaryQuery: Pick<QueryResolvers, 'myIncomeSummary'> = {
  myIncomeSummary: async (_root, { year }, { dataSources }) =>
    toIncomeSummary(await dataSources.finances.incomeSummary(year)),
};
