import type { TFunction } from 'i18next';
import { addressText } from '../contracts/format';

type Lease = {
  contractId?: string | null;
  contract?: {
    realEstate?: { address?: { street: string; postalCode: string } | null } | null;
  } | null;
};

/**
 * The lease's address ("Laugavegur 1, 101"); "Contract #12" when the contract exists but has no
 * address the viewer may read; "Planned lease" for a guarantee applied for before the contract.
 */
export function leaseText(t: TFunction, { contractId, contract }: Lease): string {
  const address = contract?.realEstate?.address;
  if (address?.street) return addressText(t, address);
  return contractId
    ? t('mobile.guarantees.for_contract', { id: contractId })
    : t('mobile.guarantees.planned_lease');
}
