import { setTimeout as sleep } from 'node:timers/promises';
import { normalizeIban, parseIcelandicIban } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { sandboxBankLookups } from '../../db/schema/index.js';
import { BankUnavailableError, type BankAccountCheck, type BankProvider } from './bank-provider.js';
import {
  SANDBOX_BANK_ACCOUNTS,
  SANDBOX_BANK_OUTAGE_ACCOUNT,
  SANDBOX_BANK_SLOW_ACCOUNT,
  SANDBOX_BANK_SLOW_DELAY_MS,
  getSandboxIban,
} from './sandbox-bank-accounts.js';

const UNKNOWN: BankAccountCheck = { valid: false, holder_kennitala: null, holder_name: null };

/**
 * Behaves like a bank's account lookup: answers for the accounts of its register and "unknown"
 * for any other, after `delayMs`; the outage account number makes it fail, the slow one wait. Every question and
 * answer is logged in sandbox_bank_lookups.
 */
export class SandboxBank implements BankProvider {
  private readonly register = new Map(SANDBOX_BANK_ACCOUNTS.map((a) => [getSandboxIban(a), a]));

  constructor(
    private readonly db: Db,
    private readonly options: { delayMs: number } = { delayMs: 0 },
  ) {}

  async verifyAccount(input: string): Promise<BankAccountCheck> {
    const iban = normalizeIban(input);
    const parsed = parseIcelandicIban(iban);
    const isSlow = parsed.ok && parsed.account.account === SANDBOX_BANK_SLOW_ACCOUNT;
    const delay = isSlow ? SANDBOX_BANK_SLOW_DELAY_MS : this.options.delayMs;
    if (delay > 0) await sleep(delay);
    if (parsed.ok && parsed.account.account === SANDBOX_BANK_OUTAGE_ACCOUNT) {
      await this.log(iban, 'unavailable', {});
      throw new BankUnavailableError(iban);
    }
    const account = this.register.get(iban);
    const answer: BankAccountCheck = account
      ? { valid: true, holder_kennitala: account.kennitala, holder_name: account.holderName }
      : UNKNOWN;
    await this.log(iban, account ? 'found' : 'unknown', answer);
    return answer;
  }

  private async log(
    iban: string,
    outcome: 'found' | 'unknown' | 'unavailable',
    answer: Record<string, unknown>,
  ) {
    await this.db.insert(sandboxBankLookups).values({ iban, outcome, answer });
  }
}
