import { describe, expect, it } from 'vitest';
import { parseIcelandicIban, payoutAccountFormSchema, toPayoutAccountIban } from '../src/index.js';

const JON = '0407682389';
const ANNA = '1203942319';

function errorsOf(payee: string | null, form: Record<string, unknown>) {
  const parsed = payoutAccountFormSchema(payee).safeParse(form);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the payments step’s new account form', () => {
  it('accepts the payee’s own account written with or without hyphens', () => {
    expect(
      errorsOf(JON, { account_number: '0133-26-012345', holder_kennitala: '040768-2389' }),
    ).toEqual({});
    expect(errorsOf(JON, { account_number: '013326012345', holder_kennitala: JON })).toEqual({});
  });

  it('refuses an account held by someone other than the payee, on the kennitala', () => {
    expect(errorsOf(JON, { account_number: '0101-26-071203', holder_kennitala: ANNA })).toEqual({
      holder_kennitala: 'validation.account_holder_not_payee',
    });
  });

  it('names a malformed account number and an invalid kennitala', () => {
    expect(
      errorsOf(null, { account_number: '0133-26-12', holder_kennitala: '0407682399' }),
    ).toEqual({
      account_number: 'validation.account_number',
      holder_kennitala: 'validation.kennitala',
    });
    expect(errorsOf(null, { account_number: '', holder_kennitala: '' })).toEqual({
      account_number: 'validation.required',
      holder_kennitala: 'validation.required',
    });
  });

  it('makes the Icelandic IBAN the bank knows, check digits included', () => {
    const iban = toPayoutAccountIban({
      account_number: '0133 26 012345',
      holder_kennitala: '040768-2389',
    });
    const parsed = parseIcelandicIban(iban);
    expect(parsed.ok && parsed.account).toMatchObject({
      bank: '0133',
      ledger: '26',
      account: '012345',
      kt: JON,
    });
  });
});
