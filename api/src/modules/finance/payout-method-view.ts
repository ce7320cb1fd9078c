import type { PayoutMethod } from '@leiga/domain';
import { parseIcelandicIban } from '@leiga/domain';
import type { PayoutMethodRow } from './payout-methods-repository.js';

/** The bank account as the contract and the payout-method answers show it (SPEC 3). */
export function toBankAccount(row: Pick<PayoutMethodRow, 'iban' | 'holderKennitala'>) {
  const parsed = parseIcelandicIban(row.iban);
  return {
    iban: row.iban,
    icelandic_format: parsed.ok
      ? {
          kt: row.holderKennitala,
          bank: parsed.account.bank,
          ledger: parsed.account.ledger,
          account: parsed.account.account,
        }
      : null,
  };
}

export function toPayoutMethodView(row: PayoutMethodRow) {
  return {
    id: row.id,
    user_id: row.userId,
    bank_account: toBankAccount(row),
    holder_name: row.holderName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What the contract keeps of a linked payout method (its jsonb column). */
export function toContractPayoutMethod(row: PayoutMethodRow): PayoutMethod {
  return {
    id: row.id,
    bank_account: { iban: row.iban, icelandic_format: { kt: row.holderKennitala } },
  };
}
