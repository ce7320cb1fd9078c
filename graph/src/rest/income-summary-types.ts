/** GET landlords/finances/income-summary/ (api income-summary-view.ts). */
export type RestIncomeFigures = {
  rent: number;
  utilities: number;
  default_interest: number;
  received: number;
  fees: number;
  paid_out: number;
};

export type RestIncomeSummary = {
  year: number;
  currency: string;
  is_residential_over_limit: boolean;
  totals: RestIncomeFigures;
  groups: {
    kind: 'residential' | 'commercial';
    form_box: string | null;
    totals: RestIncomeFigures;
    properties: {
      key: string;
      street: string;
      postal_code: string;
      property_code: string | null;
      totals: RestIncomeFigures;
      months: (RestIncomeFigures & { month: number })[];
    }[];
  }[];
};
