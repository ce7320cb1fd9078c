import { parseKennitala } from '../accounts/kennitala.js';

/** ISO 13616 mod-97 check of any IBAN (spaces allowed). */
export function isValidIbanChecksum(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

export function normalizeIban(input: string): string {
  return input.replace(/\s/g, '').toUpperCase();
}

/** Groups of four, as banks print it. */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}

function mod97(rearranged: string): number {
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export type IcelandicAccount = {
  iban: string;
  bank: string;
  ledger: string;
  account: string;
  /** The account holder's kennitala (SPEC: icelandic_format.kt). */
  kt: string;
  /** bank-ledger-account, the national form. */
  national: string;
};

export type IcelandicIbanError = 'format' | 'country' | 'length' | 'checksum' | 'kennitala';

export type IcelandicIbanResult =
  { ok: true; account: IcelandicAccount } | { ok: false; error: IcelandicIbanError };

/** IS + 2 check digits + bank (4) + ledger (2) + account (6) + kennitala (10): 26 characters. */
export function parseIcelandicIban(input: string): IcelandicIbanResult {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}[0-9A-Z]+$/.test(iban)) return { ok: false, error: 'format' };
  if (!iban.startsWith('IS')) return { ok: false, error: 'country' };
  if (iban.length !== 26 || !/^IS\d{24}$/.test(iban)) return { ok: false, error: 'length' };
  if (!isValidIbanChecksum(iban)) return { ok: false, error: 'checksum' };
  const bank = iban.slice(4, 8);
  const ledger = iban.slice(8, 10);
  const account = iban.slice(10, 16);
  const kt = iban.slice(16, 26);
  if (!parseKennitala(kt).ok) return { ok: false, error: 'kennitala' };
  return {
    ok: true,
    account: { iban, bank, ledger, account, kt, national: `${bank}-${ledger}-${account}` },
  };
}

/** Builds the IBAN of an Icelandic account, computing the check digits. */
export function makeIcelandicIban(
  bank: string,
  ledger: string,
  account: string,
  kt: string,
): string {
  const bban = `${bank.padStart(4, '0')}${ledger.padStart(2, '0')}${account.padStart(6, '0')}${kt}`;
  const check = 98 - mod97(`${bban}IS00`);
  return `IS${String(check).padStart(2, '0')}${bban}`;
}
