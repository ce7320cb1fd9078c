/** One month's payslip as the income source (payroll data) reports it. */
export type Payslip = {
  employer_name: string;
  /** YYYY-MM */
  period: string;
  gross_amount: number;
  net_amount: number;
};

export type IncomeProvider = {
  /** The person's payslips for the last `months` full months, newest first; [] when none. */
  getPayslips(kennitala: string, months: number, now?: Date): Promise<Payslip[]>;
};
