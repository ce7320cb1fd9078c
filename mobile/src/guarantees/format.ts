import type { TFunction } from 'i18next';

/** "Contract #12", or "Planned lease" for a guarantee applied for before the contract exists. */
export function leaseText(t: TFunction, contractId: string | null | undefined): string {
  return contractId
    ? t('mobile.guarantees.for_contract', { id: contractId })
    : t('mobile.guarantees.planned_lease');
}
