import { makeIcelandicIban } from '@leiga/domain';

/**
 * The sandbox bank's register: current accounts (ledger 26) of the sandbox registry's people
 * and two companies. The demo seed links Jón's and Magnús's accounts to their contracts.
 */
export type SandboxBankAccount = {
  bank: string;
  ledger: string;
  account: string;
  kennitala: string;
  holderName: string;
};

export const SANDBOX_BANK_ACCOUNTS: readonly SandboxBankAccount[] = [
  {
    bank: '0133',
    ledger: '26',
    account: '012345',
    kennitala: '0407682389',
    holderName: 'Jón Guðmundsson',
  },
  {
    bank: '0565',
    ledger: '26',
    account: '004417',
    kennitala: '1705755639',
    holderName: 'Magnús Helgason',
  },
  {
    bank: '0101',
    ledger: '26',
    account: '071203',
    kennitala: '1203942319',
    holderName: 'Anna Sigurðardóttir',
  },
  {
    bank: '0111',
    ledger: '26',
    account: '210779',
    kennitala: '2110793129',
    holderName: 'Helga Björnsdóttir',
  },
  {
    bank: '0515',
    ledger: '26',
    account: '091188',
    kennitala: '0911883419',
    holderName: 'Kristín Þórsdóttir',
  },
  {
    bank: '0133',
    ledger: '26',
    account: '250291',
    kennitala: '2502912729',
    holderName: 'Olena Kovalenko',
  },
  {
    bank: '0545',
    ledger: '26',
    account: '030886',
    kennitala: '0308864459',
    holderName: 'Piotr Nowak',
  },
  {
    bank: '0322',
    ledger: '26',
    account: '151099',
    kennitala: '1510992469',
    holderName: 'Sigurður Ólafsson',
  },
  {
    bank: '0115',
    ledger: '26',
    account: '300185',
    kennitala: '3001853719',
    holderName: 'Guðrún Einarsdóttir',
  },
  {
    bank: '0162',
    ledger: '26',
    account: '060101',
    kennitala: '0601012800',
    holderName: 'Eva Hákonardóttir',
  },
  {
    bank: '0133',
    ledger: '26',
    account: '450316',
    kennitala: '4503161050',
    holderName: 'Hraunberg leigufélag ehf.',
  },
  {
    bank: '0565',
    ledger: '26',
    account: '520912',
    kennitala: '5209121180',
    holderName: 'Norðurhús ehf.',
  },
];

/**
 * Account numbers that make the sandbox bank misbehave on demand, whatever bank and holder the
 * IBAN names: 999999 is an outage (no answer); 999998 answers (unknown) only after a slow bank's
 * delay, for trying what a screen shows while it waits.
 */
export const SANDBOX_BANK_OUTAGE_ACCOUNT = '999999';
export const SANDBOX_BANK_SLOW_ACCOUNT = '999998';
export const SANDBOX_BANK_SLOW_DELAY_MS = 3000;

export function getSandboxIban(account: SandboxBankAccount): string {
  return makeIcelandicIban(account.bank, account.ledger, account.account, account.kennitala);
}

/** The IBAN of a sandbox person's or company's account, by kennitala. */
export function findSandboxIban(kennitala: string): string | null {
  const account = SANDBOX_BANK_ACCOUNTS.find((a) => a.kennitala === kennitala);
  return account ? getSandboxIban(account) : null;
}
