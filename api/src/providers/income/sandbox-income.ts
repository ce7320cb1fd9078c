import { createHash } from 'node:crypto';
import type { IncomeProvider, Payslip } from './income-provider.js';

const EMPLOYERS = [
  'Landspítali',
  'Reykjavíkurborg',
  'Marel hf.',
  'Össur hf.',
  'Icelandair ehf.',
  'Landsvirkjun',
  'Arion banki hf.',
  'Íslandsbanki hf.',
  'Hagar hf.',
  'CCP ehf.',
  'Kópavogsbær',
  'Háskóli Íslands',
] as const;

/** Kennitölur the sandbox payroll has nothing for (a student, say). */
export const SANDBOX_NO_PAYSLIPS: readonly string[] = ['0601012800'];

/**
 * Payslips made up from the kennitala: the same person always has the same employer and salary,
 * with a small monthly wobble. Net is about 70 % of gross, as after Icelandic tax and pension.
 */
export class SandboxIncome implements IncomeProvider {
  async getPayslips(kennitala: string, months: number, now = new Date()): Promise<Payslip[]> {
    if (SANDBOX_NO_PAYSLIPS.includes(kennitala)) return [];
    const seed = createHash('sha256').update(`income:${kennitala}`).digest();
    const employer = EMPLOYERS[seed[0]! % EMPLOYERS.length]!;
    const baseGross = 550_000 + (seed.readUInt16BE(1) % 700) * 1000;
    const slips: Payslip[] = [];
    for (let i = 1; i <= months; i++) {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
      const wobble = ((seed[3 + (i % 20)]! % 11) - 5) * 4000;
      const gross = baseGross + wobble;
      slips.push({
        employer_name: employer,
        period: month.toISOString().slice(0, 7),
        gross_amount: gross,
        net_amount: Math.round((gross * 0.7) / 100) * 100,
      });
    }
    return slips;
  }
}
