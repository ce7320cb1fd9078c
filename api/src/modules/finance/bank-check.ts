import { parseIcelandicIban } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { ApiError, badRequest } from '../../http/errors.js';
import { BankUnavailableError, type BankAccountCheck } from '../../providers/bank/bank-provider.js';

/** The bank's answer for an IBAN already checksum-valid; 503 when the bank does not answer. */
export async function askBank(ctx: AppContext, iban: string): Promise<BankAccountCheck> {
  try {
    return await ctx.providers.bank.verifyAccount(iban);
  } catch (error) {
    if (error instanceof BankUnavailableError)
      throw new ApiError(
        503,
        'bank_unavailable',
        'The bank could not be reached. Try again in a moment.',
        { iban: 'validation.bank_unavailable' },
        { 'retry-after': '30' },
      );
    throw error;
  }
}

/** An Icelandic IBAN the bank knows, held by `holderKennitala` when one is given; else 400 iban. */
export async function verifyIcelandicAccount(
  ctx: AppContext,
  iban: string,
  holderKennitala: string | null,
): Promise<{ holder_kennitala: string; holder_name: string }> {
  if (!parseIcelandicIban(iban).ok)
    throw badRequest('Enter a valid Icelandic IBAN.', { iban: 'validation.iban' });
  const answer = await askBank(ctx, iban);
  if (!answer.valid)
    throw badRequest('The bank does not know this account.', {
      iban: 'validation.account_unknown',
    });
  if (holderKennitala !== null && answer.holder_kennitala !== holderKennitala)
    throw badRequest('The account is held by someone else.', {
      iban: 'validation.account_holder_mismatch',
    });
  return { holder_kennitala: answer.holder_kennitala, holder_name: answer.holder_name };
}
