import type { ContractEntity, ContractPayee } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '../../../ui/form/Field';

/** A payee or payor chosen from the contract's landlords or tenants (those with an identifier). */
export function PartySelect({
  id,
  label,
  hint,
  parties,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  parties: readonly ContractEntity[];
  value: ContractPayee | null;
  /** A catalogue key under `contracts.` (domain's step rules). */
  error?: string;
  onChange: (party: ContractPayee | null) => void;
}) {
  const { t } = useTranslation();
  const candidates = parties.filter((p) => p.identifier.trim() !== '');
  const describedBy = error || hint ? `${id}-msg` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value?.identifier ?? ''}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(e) => {
          const party = candidates.find((p) => p.identifier === e.target.value);
          onChange(
            party
              ? {
                  name: party.name,
                  identifier: party.identifier,
                  identifier_country: party.identifier_country,
                  entity_id: null,
                }
              : null,
          );
        }}
      >
        <option value="">{t('contracts.web.choose')}</option>
        {candidates.map((p) => (
          <option key={p.identifier} value={p.identifier}>
            {p.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={describedBy} className="text-sm text-red-700 dark:text-red-400">
          {t(`contracts.${error}`)}
        </p>
      ) : (
        hint && (
          <p id={describedBy} className="text-xs text-ink-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
