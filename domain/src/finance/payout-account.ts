import { z } from 'zod';
import { isValidKennitala, normalizeKennitala } from '../accounts/kennitala.js';
import { isSameIdentifier } from '../contracts/identity.js';
import { makeIcelandicIban } from './iban.js';

/**
 * The payments step's "add an account" form: an Icelandic account as people write it
 * (bank-ledger-account, 0133-26-012345) and the holder's kennitala, which together make the
 * IBAN. Rent goes to the payee, so the holder must be the payee (SPEC 3 Contract, section 5
 * payments rule); the bank then confirms the holder (`payout-methods/`).
 */

/** 4 + 2 + 6 digits, hyphens or spaces between the parts optional. */
const ACCOUNT_NUMBER = /^(\d{4})[\s-]?(\d{2})[\s-]?(\d{6})$/;

export const payoutAccountFields = {
  account_number: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .regex(ACCOUNT_NUMBER, { error: 'validation.account_number' }),
  holder_kennitala: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .refine(isValidKennitala, { error: 'validation.kennitala' }),
};

export type PayoutAccountForm = { account_number: string; holder_kennitala: string };

/** The form's schema for a payee (their identifier), or without one when none is chosen yet. */
export function payoutAccountFormSchema(payeeIdentifier: string | null) {
  return z.object(payoutAccountFields).superRefine((v, ctx) => {
    if (payeeIdentifier && isValidKennitala(v.holder_kennitala))
      if (!isSameIdentifier(v.holder_kennitala, payeeIdentifier))
        ctx.addIssue({
          code: 'custom',
          path: ['holder_kennitala'],
          message: 'validation.account_holder_not_payee',
        });
  });
}

/** The IBAN of a valid form's account (the check digits computed). */
export function toPayoutAccountIban(form: PayoutAccountForm): string {
  const match = ACCOUNT_NUMBER.exec(form.account_number.trim());
  if (!match) throw new Error('toPayoutAccountIban needs a valid account number');
  const [, bank, ledger, account] = match;
  return makeIcelandicIban(bank!, ledger!, account!, normalizeKennitala(form.holder_kennitala));
}
