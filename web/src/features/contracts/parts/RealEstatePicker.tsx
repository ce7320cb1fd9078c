import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PropertyRegistryDocument,
  SetContractRealEstateDocument,
  type PropertyRegistryQuery,
} from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/form/FormKit';
import { Field } from '../../../ui/form/Field';
import { FieldNamespace } from '../../../ui/form/messages';
import { useFieldErrors } from './useFieldErrors';

type RegistryProperty = PropertyRegistryQuery['propertyRegistry']['items'][number];

const DEBOUNCE_MS = 300;
const MIN_SEARCH = 2;

/** The text a search asks for, once typing has paused. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The property from the HMS register: search by address or fastanúmer, pick one, tick the
 * rented units and save; the contract's real estate is replaced by the choice.
 */
export function RealEstatePicker({
  contractId,
  currentCode,
}: {
  contractId: string;
  currentCode: string | null;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const search = useQuery(PropertyRegistryDocument, {
    variables: { q },
    skip: q.length < MIN_SEARCH,
  });
  const [picked, setPicked] = useState<RegistryProperty | null>(null);
  const [units, setUnits] = useState<string[]>([]);
  const [save, saving] = useMutation(SetContractRealEstateDocument);
  const errors = useFieldErrors();
  const results = q.length < MIN_SEARCH ? [] : (search.data?.propertyRegistry.items ?? []);

  const pick = (p: RegistryProperty) => {
    setPicked(p);
    // A property with one unit rents that unit; otherwise the landlord ticks.
    setUnits(p.units.length === 1 ? [p.units[0]!.unitCode] : []);
    errors.clear();
  };
  const onSave = async () => {
    if (!picked) return;
    errors.clear();
    if (units.length === 0) {
      errors.setFields({ unitCodes: 'validation.unit_required' });
      return;
    }
    try {
      await save({
        variables: {
          input: { id: contractId, propertyCode: picked.propertyCode, unitCodes: units },
        },
      });
      setPicked(null);
      setText('');
    } catch (error) {
      errors.fromError(error);
    }
  };

  return (
    <FieldNamespace.Provider value="contracts">
      <section className="flex flex-col gap-3 rounded-xl border border-line p-4">
        <h3 className="font-semibold text-ink">
          {t(currentCode ? 'contracts.parts.change_property' : 'contracts.parts.find_property')}
        </h3>
        <Field
          label={t('contracts.parts.search_label')}
          hint={t('contracts.parts.search_hint')}
          error={errors.fields.q}
        >
          {(props) => (
            <input
              {...props}
              type="search"
              role="combobox"
              aria-expanded={results.length > 0}
              aria-controls="registry-results"
              autoComplete="off"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
        <div aria-live="polite" className="text-sm text-ink-muted">
          {search.loading && t('contracts.parts.searching')}
          {!search.loading &&
            q.length >= MIN_SEARCH &&
            search.data &&
            results.length === 0 &&
            t('contracts.parts.no_results')}
          {search.error && t('contracts.errors.registry_unavailable')}
        </div>
        {results.length > 0 && (
          <ul id="registry-results" role="listbox" className="flex flex-col gap-1">
            {results.map((p) => (
              <li key={p.propertyCode} role="option" aria-selected={picked === p}>
                <button
                  type="button"
                  onClick={() => pick(p)}
                  className="w-full rounded-lg border border-line px-3 py-2 text-left hover:bg-surface-muted focus:outline-none focus:ring-2 focus:ring-brand-500/40"
                >
                  <span className="font-medium text-ink">
                    {p.address.street} {p.address.houseNumber}, {p.address.postalCode}{' '}
                    {p.address.town}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {p.propertyCode} · {t('contracts.parts.unit_count', { count: p.units.length })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {picked && (
          <fieldset className="flex flex-col gap-2" data-testid="registry-units">
            <legend className="text-sm font-medium text-ink">
              {t('contracts.parts.units_of', {
                address: `${picked.address.street} ${picked.address.houseNumber}`,
                landreg: picked.landregId,
              })}
            </legend>
            {picked.units.map((u) => (
              <label key={u.unitCode} className="flex items-start gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={units.includes(u.unitCode)}
                  onChange={(e) =>
                    setUnits((list) =>
                      e.target.checked
                        ? [...list, u.unitCode]
                        : list.filter((c) => c !== u.unitCode),
                    )
                  }
                />
                <span>
                  {u.unitCode} · {u.usage} ·{' '}
                  {t('contracts.parts.unit_facts', {
                    size: u.size,
                    rooms: u.rooms,
                    fire: u.fireInsuranceValue.toLocaleString('is-IS'),
                  })}
                </span>
              </label>
            ))}
            {(errors.fields.unitCodes ?? errors.fields.propertyCode) && (
              <FormAlert>
                {t([
                  `contracts.${errors.fields.unitCodes ?? errors.fields.propertyCode}`,
                  'contracts.validation.invalid',
                ])}
              </FormAlert>
            )}
            <div>
              <Button isLoading={saving.loading} onPress={() => void onSave()}>
                {t('contracts.parts.save_property')}
              </Button>
            </div>
          </fieldset>
        )}
        {errors.formError && <FormAlert>{errors.formError}</FormAlert>}
      </section>
    </FieldNamespace.Provider>
  );
}
