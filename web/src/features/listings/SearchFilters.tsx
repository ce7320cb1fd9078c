import {
  getCurrencyUnit,
  COMMERCIAL_LISTING_TYPES,
  LISTING_SORTS,
  MUNICIPALITIES,
  RESIDENTIAL_LISTING_TYPES,
  type ListingType,
  type Municipality,
} from '@leiga/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { labelClass } from '../../ui/form/Field';
import { useDraft } from './use-draft';
import type { FiltersPatch, SearchFilters as Filters } from './use-search-filters';
import { ChoiceLabel } from '../../ui/form/Choice';
import { Field } from '../../ui/form/Field';

type Props = {
  filters: Filters;
  onChange: (patch: FiltersPatch, options?: { replace?: boolean }) => void;
  onClear: () => void;
  isCommercial: boolean;
};

const toNumber = (text: string): number | null => {
  const digits = text.replace(/[^\d]/g, '');
  return digits ? Number(digits) : null;
};

/** "101, 105 210" -> ['101', '105', '210']; anything else is ignored. */
export function parsePostalCodes(text: string): string[] {
  return [...new Set(text.match(/\b\d{3}\b/g) ?? [])];
}

function TextFilter({
  label,
  value,
  onCommit,
  type = 'text',
  inputMode,
  placeholder,
  name,
  accessibleName,
}: {
  label: string;
  /** When the visible label is short ("From"), the name a screen reader reads out. */
  accessibleName?: string;
  value: string;
  onCommit: (value: string) => void;
  type?: 'text' | 'search';
  inputMode?: 'numeric' | 'text' | 'search';
  placeholder?: string;
  name: string;
}) {
  const [draft, setDraft, flush] = useDraft(value, onCommit);
  return (
    <Field label={label}>
      {(props) => (
        <input
          {...props}
          name={name}
          type={type}
          inputMode={inputMode}
          value={draft}
          placeholder={placeholder}
          aria-label={accessibleName}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={flush}
          onKeyDown={(e) => {
            if (e.key === 'Enter') flush();
          }}
          autoComplete="off"
        />
      )}
    </Field>
  );
}

function RangeFilter({
  legend,
  min,
  max,
  onCommit,
  name,
  unit,
}: {
  legend: string;
  min: number | undefined;
  max: number | undefined;
  onCommit: (min: number | null, max: number | null) => void;
  name: string;
  unit?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className={`${labelClass} mb-1.5`}>
        {legend}
        {unit && <span className="font-normal text-ink-muted"> ({unit})</span>}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        <TextFilter
          name={`${name}_min`}
          label={t('listings.filters.min')}
          accessibleName={`${legend}: ${t('listings.filters.min')}`}
          inputMode="numeric"
          value={min === undefined ? '' : String(min)}
          onCommit={(v) => onCommit(toNumber(v), max ?? null)}
        />
        <TextFilter
          name={`${name}_max`}
          label={t('listings.filters.max')}
          accessibleName={`${legend}: ${t('listings.filters.max')}`}
          inputMode="numeric"
          value={max === undefined ? '' : String(max)}
          onCommit={(v) => onCommit(min ?? null, toNumber(v))}
        />
      </div>
    </fieldset>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <ChoiceLabel
      className="flex cursor-pointer items-center gap-2 py-1 text-sm text-ink"
      label={label}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

const toggle = <T,>(list: readonly T[] | undefined, item: T, on: boolean): T[] => {
  const rest = (list ?? []).filter((x) => x !== item);
  return on ? [...rest, item] : rest;
};

/** The search's filters, each bound to the URL through `onChange`. */
export function SearchFilters({ filters, onChange, onClear, isCommercial }: Props) {
  const { t, i18n } = useTranslation();
  const types: readonly ListingType[] = isCommercial
    ? COMMERCIAL_LISTING_TYPES
    : RESIDENTIAL_LISTING_TYPES;
  return (
    <form
      role="search"
      aria-label={t('listings.filters.title')}
      className="flex flex-col gap-5"
      onSubmit={(e) => e.preventDefault()}
    >
      <TextFilter
        name="q"
        type="search"
        inputMode="search"
        label={t('listings.filters.q')}
        placeholder={t('listings.filters.q_placeholder')}
        value={filters.q ?? ''}
        onCommit={(q) => onChange({ q: q.trim() || null }, { replace: true })}
      />
      <Field label={t('listings.filters.sort')}>
        {(props) => (
          <select
            {...props}
            name="sort"
            value={filters.sort}
            onChange={(e) => onChange({ sort: e.target.value as Filters['sort'] })}
          >
            {LISTING_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`listings.sort.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <RangeFilter
        name="price"
        legend={t('listings.filters.price')}
        unit={getCurrencyUnit('ISK', i18n.language)}
        min={filters.price_min}
        max={filters.price_max}
        onCommit={(min, max) => onChange({ price_min: min, price_max: max })}
      />
      {!isCommercial && (
        <RangeFilter
          name="rooms"
          legend={t('listings.filters.rooms')}
          min={filters.rooms_min}
          max={filters.rooms_max}
          onCommit={(min, max) => onChange({ rooms_min: min, rooms_max: max })}
        />
      )}
      <RangeFilter
        name="size"
        legend={t('listings.filters.size')}
        unit="m²"
        min={filters.size_min}
        max={filters.size_max}
        onCommit={(min, max) => onChange({ size_min: min, size_max: max })}
      />
      <fieldset>
        <legend className={`${labelClass} mb-1`}>{t('listings.filters.types')}</legend>
        {types.map((type) => (
          <Check
            key={type}
            label={t(`listings.types.${type}`)}
            checked={filters.types?.includes(type) ?? false}
            onChange={(on) => onChange({ types: toggle(filters.types, type, on) })}
          />
        ))}
      </fieldset>
      <TextFilter
        name="postal_codes"
        label={t('listings.filters.postal_codes')}
        placeholder="101, 105"
        inputMode="numeric"
        value={filters.postal_codes?.join(', ') ?? ''}
        onCommit={(v) => onChange({ postal_codes: parsePostalCodes(v) })}
      />
      <fieldset>
        <legend className={`${labelClass} mb-1`}>{t('listings.filters.municipalities')}</legend>
        <div className="grid grid-cols-2 gap-x-2">
          {MUNICIPALITIES.map((m: Municipality) => (
            <Check
              key={m}
              label={m}
              checked={filters.municipalities?.includes(m) ?? false}
              onChange={(on) => onChange({ municipalities: toggle(filters.municipalities, m, on) })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={`${labelClass} mb-1`}>{t('listings.filters.more')}</legend>
        {!isCommercial && (
          <Check
            label={t('listings.filters.pets')}
            checked={filters.pets === true}
            onChange={(on) => onChange({ pets: on || null })}
          />
        )}
        <Check
          label={t('listings.filters.furnished')}
          checked={filters.furnished === true}
          onChange={(on) => onChange({ furnished: on || null })}
        />
      </fieldset>
      <Field label={t('listings.filters.available_by')}>
        {(props) => (
          <input
            {...props}
            name="available_by"
            type="date"
            value={filters.available_by ?? ''}
            onChange={(e) => onChange({ available_by: e.target.value || null })}
          />
        )}
      </Field>
      {filters.bbox && (
        <Check
          label={t('listings.filters.map_area')}
          checked
          onChange={(on) => {
            if (!on) onChange({ bbox: null });
          }}
        />
      )}
      <Button variant="secondary" onPress={onClear}>
        {t('listings.filters.clear')}
      </Button>
    </form>
  );
}
