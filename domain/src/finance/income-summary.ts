import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { COMMERCIAL_LISTING_TYPES } from '../listings/constants.js';

/**
 * The landlord's yearly income summary for the tax return (issue #16): rent received per
 * property and month, what else the tenant paid with it, the fees kept back and what was paid
 * out, grouped the way the tax return groups rental income.
 *
 * What the tax authority says (skatturinn.is/einstaklingar/fjarmagnstekjur/leigutekjur, read
 * 2026-11-24): an individual's rent from residential housing under the Housing Lease Act
 * (húsaleigulög), with no more than two flats let, is capital income; the gross rent is declared
 * without deductions on form RSK 3.25, whose result goes to box 510 in section 3.7 of the return.
 * Premises let for business are always business income. More than two flats let makes the rent
 * business income too. The exemption on residential rent (frítekjumark) is applied by the
 * assessment; this summary shows the figures and computes no tax.
 *
 * Money is whole ISK (integers). Months are calendar months in Iceland, which keeps UTC all year.
 */

export const INCOME_SUMMARY_MIN_YEAR = 2000;
export const INCOME_SUMMARY_MAX_YEAR = 2100;

/** `?year=YYYY`: a four-digit year the platform can have data for. */
export const incomeSummaryQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'validation.income_year' })
    .int({ error: 'validation.income_year' })
    .min(INCOME_SUMMARY_MIN_YEAR, { error: 'validation.income_year' })
    .max(INCOME_SUMMARY_MAX_YEAR, { error: 'validation.income_year' }),
});
export type IncomeSummaryQuery = z.infer<typeof incomeSummaryQuerySchema>;

/** The PDF's `?year=YYYY&lang=`: without a language, the caller's. */
export const incomeSummaryPdfQuerySchema = incomeSummaryQuerySchema.extend({
  lang: z.enum(LOCALES, { error: 'validation.pdf_language' }).optional(),
});

/** How the tax return treats a property's rent. */
export const INCOME_KINDS = ['residential', 'commercial'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

/** The tax return's box for residential rent (via form RSK 3.25); commercial rent has none here. */
export const RESIDENTIAL_RENT_FORM_BOX = '510';
export const RESIDENTIAL_RENT_FORM = 'RSK 3.25';
/** More residential flats let than this makes the rent business income. */
export const RESIDENTIAL_CAPITAL_INCOME_MAX_PROPERTIES = 2;

/** A listing type's kind; a contract with no type counts as residential (the usual lease). */
export function incomeKindOf(listingType: string | null): IncomeKind {
  return listingType && (COMMERCIAL_LISTING_TYPES as readonly string[]).includes(listingType)
    ? 'commercial'
    : 'residential';
}

/** A property as the summary names it. */
export type IncomeProperty = {
  /** The unit's fastanúmer when the lease names one, else the address. */
  key: string;
  street: string;
  postalCode: string;
  propertyCode: string | null;
  kind: IncomeKind;
};

/** A payment the bank booked on a schedule item: `interest` of it is default interest. */
export type IncomePayment = { bookedAt: string; amount: number; interest: number };

/**
 * A schedule item with every payment booked on it (earlier years too: a payment's split depends
 * on what the ones before it paid).
 */
export type IncomeItem = {
  property: IncomeProperty;
  rentAmount: number;
  utilitiesAmount: number;
  /** The bank's fee on the claim (the platform's, not the landlord's income). */
  billFee: number;
  payments: IncomePayment[];
};

/** A payout sent to the landlord and not taken back. */
export type IncomePayout = {
  property: IncomeProperty;
  bookedAt: string;
  feeAmount: number;
  amount: number;
};

/** The figures of one month, one property, one group or the year. */
export type IncomeFigures = {
  rent: number;
  utilities: number;
  interest: number;
  /** rent + utilities + interest: what the tenants paid for the landlord. */
  received: number;
  /** The platform fees kept back from payouts. */
  fees: number;
  paidOut: number;
};

export type IncomeMonth = IncomeFigures & { month: number };
export type IncomePropertySummary = IncomeProperty & {
  months: IncomeMonth[];
  totals: IncomeFigures;
};
export type IncomeGroup = {
  kind: IncomeKind;
  /** The tax return's box the group's rent goes to; null when the summary cannot name one. */
  formBox: string | null;
  properties: IncomePropertySummary[];
  totals: IncomeFigures;
};
export type IncomeSummary = {
  year: number;
  currency: 'ISK';
  groups: IncomeGroup[];
  totals: IncomeFigures;
  /** More residential properties than the capital-income rule allows had rent this year. */
  isResidentialOverLimit: boolean;
};

export const emptyIncomeFigures = (): IncomeFigures => ({
  rent: 0,
  utilities: 0,
  interest: 0,
  received: 0,
  fees: 0,
  paidOut: 0,
});

function addFigures(into: IncomeFigures, from: Partial<IncomeFigures>): void {
  into.rent += from.rent ?? 0;
  into.utilities += from.utilities ?? 0;
  into.interest += from.interest ?? 0;
  into.received += (from.rent ?? 0) + (from.utilities ?? 0) + (from.interest ?? 0);
  into.fees += from.fees ?? 0;
  into.paidOut += from.paidOut ?? 0;
}

export type PaymentSplit = { billFee: number; rent: number; utilities: number; interest: number };

/**
 * How each payment on an item splits, in booking order, as bank claims apply a payment: costs
 * first (the bill fee), then the rent, then the utilities; default interest is what the bank
 * booked as such. Money paid beyond the claim counts as rent (the landlord's, as a payout
 * treats it).
 */
export function splitItemPayments(item: Omit<IncomeItem, 'property'>): PaymentSplit[] {
  let feeOpen = item.billFee;
  let rentOpen = item.rentAmount;
  let utilitiesOpen = item.utilitiesAmount;
  return item.payments.map((payment) => {
    let principal = payment.amount - payment.interest;
    const take = (open: number) => Math.max(0, Math.min(open, principal));
    const billFee = take(feeOpen);
    feeOpen -= billFee;
    principal -= billFee;
    const rentPart = take(rentOpen);
    rentOpen -= rentPart;
    principal -= rentPart;
    const utilities = take(utilitiesOpen);
    utilitiesOpen -= utilities;
    principal -= utilities;
    return {
      billFee,
      rent: rentPart + Math.max(0, principal),
      utilities,
      interest: payment.interest,
    };
  });
}

/** The year and month (1-12) of an ISO moment, in Iceland (UTC all year). */
function yearMonthOf(iso: string): { year: number; month: number } {
  const date = new Date(iso);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

const collator = new Intl.Collator('is');

/** Groups what was received and paid out in `year` per kind, property and month, with totals. */
export function summarizeIncome(input: {
  year: number;
  items: IncomeItem[];
  payouts: IncomePayout[];
}): IncomeSummary {
  const properties = new Map<
    string,
    { property: IncomeProperty; months: Map<number, IncomeMonth> }
  >();
  const monthOf = (property: IncomeProperty, month: number): IncomeMonth => {
    let entry = properties.get(property.key);
    if (!entry) properties.set(property.key, (entry = { property, months: new Map() }));
    let figures = entry.months.get(month);
    if (!figures) entry.months.set(month, (figures = { month, ...emptyIncomeFigures() }));
    return figures;
  };

  for (const item of input.items) {
    const splits = splitItemPayments(item);
    item.payments.forEach((payment, i) => {
      const when = yearMonthOf(payment.bookedAt);
      if (when.year !== input.year) return;
      const { rent, utilities, interest } = splits[i]!;
      addFigures(monthOf(item.property, when.month), { rent, utilities, interest });
    });
  }
  for (const payout of input.payouts) {
    const when = yearMonthOf(payout.bookedAt);
    if (when.year !== input.year) continue;
    addFigures(monthOf(payout.property, when.month), {
      fees: payout.feeAmount,
      paidOut: payout.amount,
    });
  }

  const totals = emptyIncomeFigures();
  const groups: IncomeGroup[] = INCOME_KINDS.map((kind) => ({
    kind,
    formBox: kind === 'residential' ? RESIDENTIAL_RENT_FORM_BOX : null,
    properties: [],
    totals: emptyIncomeFigures(),
  }));
  const sorted = [...properties.values()].sort(
    (a, b) =>
      collator.compare(a.property.street, b.property.street) ||
      a.property.postalCode.localeCompare(b.property.postalCode) ||
      a.property.key.localeCompare(b.property.key),
  );
  for (const { property, months } of sorted) {
    const summary: IncomePropertySummary = {
      ...property,
      months: [...months.values()].sort((a, b) => a.month - b.month),
      totals: emptyIncomeFigures(),
    };
    for (const month of summary.months) addFigures(summary.totals, month);
    const group = groups.find((g) => g.kind === property.kind)!;
    group.properties.push(summary);
    addFigures(group.totals, summary.totals);
    addFigures(totals, summary.totals);
  }
  const residential = groups.find((g) => g.kind === 'residential')!;
  return {
    year: input.year,
    currency: 'ISK',
    groups: groups.filter((g) => g.properties.length > 0),
    totals,
    isResidentialOverLimit:
      residential.properties.filter((p) => p.totals.received > 0).length >
      RESIDENTIAL_CAPITAL_INCOME_MAX_PROPERTIES,
  };
}

/** A property's key and name from a lease's real estate (fastanúmer of its first unit). */
export function incomePropertyOf(
  realEstate: {
    address: { street: string; postal_code: string };
    units: { property_code: string }[];
  } | null,
  listingType: string | null,
  contractId: number,
): IncomeProperty {
  const kind = incomeKindOf(listingType);
  if (!realEstate)
    return { key: `contract:${contractId}`, street: '', postalCode: '', propertyCode: null, kind };
  const propertyCode = realEstate.units[0]?.property_code ?? null;
  const street = realEstate.address.street.trim();
  const postalCode = realEstate.address.postal_code.trim();
  const key = propertyCode
    ? `F${propertyCode.replace(/^F/i, '')}`
    : `${street.toLocaleLowerCase('is')}|${postalCode}`;
  return { key, street, postalCode, propertyCode, kind };
}
