import { useMutation, useQuery } from '@apollo/client/react';
import type { Contract } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../__generated__';
import {
  ContractPartsDocument,
  ContractParts_ContractFragmentDoc,
  UpdateContractUnitDocument,
  type ContractParts_ContractFragment,
} from '../../../__generated__/graphql';
import { Field } from '../../../ui/form/Field';
import { FieldNamespace } from '../../../ui/form/messages';
import { FormAlert } from '../../../ui/form/FormKit';
import type { ContractDetail } from '../model';
import { PropertyStep } from '../wizard/steps-lease';
import { RealEstatePicker } from './RealEstatePicker';
import { useFieldErrors } from './useFieldErrors';

type Unit = NonNullable<ContractParts_ContractFragment['realEstate']>['units'][number];

/** The contract's parts (ids included); undefined while loading. */
export function useContractParts(id: string) {
  const { data, loading, error } = useQuery(ContractPartsDocument, { variables: { id } });
  const parts = data?.contract
    ? getFragmentData(ContractParts_ContractFragmentDoc, data.contract)
    : undefined;
  return { parts, loading, error };
}

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** One rented unit: the register's facts, and the size and rooms the lease agrees on. */
function UnitRow({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const [size, setSize] = useState(unit.changedSize?.toString() ?? '');
  const [rooms, setRooms] = useState(unit.rooms?.toString() ?? '');
  const [update] = useMutation(UpdateContractUnitDocument);
  const errors = useFieldErrors();
  const save = async () => {
    const changedSize = toNumber(size);
    const roomCount = toNumber(rooms);
    if (changedSize === unit.changedSize && roomCount === unit.rooms) return;
    errors.clear();
    try {
      await update({ variables: { input: { id: unit.id!, changedSize, rooms: roomCount } } });
    } catch (error) {
      errors.fromError(error);
    }
  };
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-3" data-testid="unit-row">
      <span className="text-sm text-ink">
        {unit.unitCode} · {unit.propertyCode} ·{' '}
        {t('contracts.parts.unit_facts', {
          size: unit.size,
          rooms: unit.rooms ?? '–',
          fire: (unit.fireInsuranceValue ?? 0).toLocaleString('is-IS'),
        })}
      </span>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('contracts.parts.changed_size')}
          hint={t('contracts.parts.changed_size_hint')}
          error={errors.fields.changedSize}
        >
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              value={size}
              onChange={(e) => setSize(e.target.value)}
              onBlur={() => void save()}
            />
          )}
        </Field>
        <Field label={t('contracts.fields.rooms')} error={errors.fields.rooms}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              value={rooms}
              onChange={(e) => setRooms(e.target.value)}
              onBlur={() => void save()}
            />
          )}
        </Field>
      </div>
      {errors.formError && <FormAlert>{errors.formError}</FormAlert>}
    </li>
  );
}

/**
 * Property: the property and units from the register (their size and rooms as the lease agrees),
 * then the listing type, special group and rooms of the existing form.
 */
export function PropertyPartsStep({
  contract,
  domain,
}: {
  contract: ContractDetail;
  domain: Contract;
}) {
  const { t } = useTranslation();
  const { parts, loading } = useContractParts(contract.id);
  const units = parts?.realEstate?.units ?? [];
  return (
    <div className="flex flex-col gap-6">
      <FieldNamespace.Provider value="contracts">
        {loading && !parts ? (
          <p className="text-sm text-ink-muted">{t('common.status.loading')}</p>
        ) : units.length > 0 ? (
          <section className="flex flex-col gap-2">
            <h3 className="font-semibold text-ink">{t('contracts.parts.rented_units')}</h3>
            <ul className="flex flex-col gap-2">
              {units.map((u) => (
                <UnitRow key={u.id} unit={u} />
              ))}
            </ul>
          </section>
        ) : (
          <p className="text-sm text-ink-muted" data-testid="no-property">
            {t('contracts.parts.no_property')}
          </p>
        )}
      </FieldNamespace.Provider>
      <RealEstatePicker contractId={contract.id} currentCode={units[0]?.propertyCode ?? null} />
      <PropertyStep contract={contract} domain={domain} />
    </div>
  );
}
