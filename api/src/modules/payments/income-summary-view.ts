import { z } from 'zod';
import { INCOME_KINDS, toCsv, type IncomeFigures, type IncomeSummary } from '@leiga/domain';

/** The figures of a month, property, group or year, in whole ISK. */
const figuresView = z.object({
  rent: z.number().int(),
  utilities: z.number().int(),
  default_interest: z.number().int(),
  received: z.number().int(),
  fees: z.number().int(),
  paid_out: z.number().int(),
});
type FiguresView = z.infer<typeof figuresView>;

export const incomeSummaryView = z.object({
  year: z.number().int(),
  currency: z.literal('ISK'),
  is_residential_over_limit: z.boolean(),
  totals: figuresView,
  groups: z.array(
    z.object({
      kind: z.enum(INCOME_KINDS),
      form_box: z.string().nullable(),
      totals: figuresView,
      properties: z.array(
        z.object({
          key: z.string(),
          street: z.string(),
          postal_code: z.string(),
          property_code: z.string().nullable(),
          totals: figuresView,
          months: z.array(figuresView.extend({ month: z.number().int().min(1).max(12) })),
        }),
      ),
    }),
  ),
});
export type IncomeSummaryView = z.infer<typeof incomeSummaryView>;

const toFigures = (f: IncomeFigures): FiguresView => ({
  rent: f.rent,
  utilities: f.utilities,
  default_interest: f.interest,
  received: f.received,
  fees: f.fees,
  paid_out: f.paidOut,
});

export const toIncomeSummaryView = (summary: IncomeSummary): IncomeSummaryView => ({
  year: summary.year,
  currency: summary.currency,
  is_residential_over_limit: summary.isResidentialOverLimit,
  totals: toFigures(summary.totals),
  groups: summary.groups.map((group) => ({
    kind: group.kind,
    form_box: group.formBox,
    totals: toFigures(group.totals),
    properties: group.properties.map((p) => ({
      key: p.key,
      street: p.street,
      postal_code: p.postalCode,
      property_code: p.propertyCode,
      totals: toFigures(p.totals),
      months: p.months.map((m) => ({ month: m.month, ...toFigures(m) })),
    })),
  })),
});

export const INCOME_CSV_HEADER = [
  'year',
  'kind',
  'form_box',
  'property',
  'postal_code',
  'property_code',
  'month',
  'rent',
  'utilities',
  'default_interest',
  'received',
  'fees',
  'paid_out',
  'currency',
] as const;

const figureCells = (f: FiguresView) => [
  f.rent,
  f.utilities,
  f.default_interest,
  f.received,
  f.fees,
  f.paid_out,
];

/**
 * The summary as CSV (whole ISK): a row per property and month, a `total` row per property
 * and per group, and the year's total last.
 */
export function incomeSummaryCsv(view: IncomeSummaryView): string {
  const rows: (string | number | null)[][] = [];
  for (const group of view.groups) {
    for (const p of group.properties) {
      const place = [
        view.year,
        group.kind,
        group.form_box,
        p.street,
        p.postal_code,
        p.property_code,
      ];
      for (const m of p.months) rows.push([...place, m.month, ...figureCells(m), view.currency]);
      rows.push([...place, 'total', ...figureCells(p.totals), view.currency]);
    }
    rows.push([
      view.year,
      group.kind,
      group.form_box,
      'total',
      '',
      '',
      '',
      ...figureCells(group.totals),
      view.currency,
    ]);
  }
  rows.push([view.year, 'total', '', '', '', '', '', ...figureCells(view.totals), view.currency]);
  return toCsv(INCOME_CSV_HEADER, rows);
}
