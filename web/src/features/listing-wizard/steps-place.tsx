import {
  COMMERCIAL_LISTING_TYPES,
  listingStepSchemas,
  municipalityOf,
  RESIDENTIAL_LISTING_TYPES,
} from '@leiga/domain';
import { lazy, Suspense } from 'react';
import { useFormState, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressLookup } from './AddressLookup';
import { NumberField, SelectField, TextField, YesNoField } from '../../ui/form/controlled';
import type { WizardListing } from './model';
import { useListingFieldText } from './field-text';
import { StepForm } from './StepForm';

const LocationPicker = lazy(() => import('./LocationPicker'));

const REAL_ESTATE_KEYS = [
  'street',
  'house_number',
  'unit',
  'postal_code',
  'lat',
  'lng',
  'property_number',
  'floor',
  'has_elevator',
] as const;

/**
 * Address, coordinates, the HMS property number (fastanúmer), floor and elevator. The first step:
 * without a listing (/listings/create/new) its first save creates the draft.
 */
export function RealEstateStep({ listing }: { listing: WizardListing | null }) {
  const { t } = useTranslation();
  const field = useListingFieldText();
  return (
    <StepForm
      listing={listing}
      step="real-estate"
      schema={listingStepSchemas['real-estate']}
      keys={REAL_ESTATE_KEYS}
    >
      {(control, form) => {
        const setCoordinates = (lat: number, lng: number) => {
          form.setValue('lat', lat, { shouldValidate: true, shouldDirty: true });
          form.setValue('lng', lng, { shouldValidate: true, shouldDirty: true });
        };
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <TextField control={control} {...field('street')} autoComplete="address-line1" />
              <TextField control={control} {...field('house_number')} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField control={control} {...field('unit', { hasHint: true })} isNullable />
              <PostalCode control={control} />
            </div>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 text-sm font-medium text-ink">
                {t('listings.fields.location')}
              </legend>
              <p className="text-sm text-ink-muted">{t('listings.wizard.address_lookup.hint')}</p>
              <AddressLookup control={control} onFound={setCoordinates} />
              <Suspense
                fallback={<div className="h-64 animate-pulse rounded-xl bg-surface-sunken" />}
              >
                <Picker control={control} onPick={setCoordinates} />
              </Suspense>
              <CoordinateFields control={control} />
            </fieldset>
            <TextField
              control={control}
              {...field('property_number', { hasHint: true })}
              isNullable
              placeholder="F2001234"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField control={control} {...field('floor', { hasHint: true })} />
              <YesNoField control={control} {...field('has_elevator')} />
            </div>
          </>
        );
      }}
    </StepForm>
  );
}

function Picker({
  control,
  onPick,
}: {
  control: Control<FieldValues>;
  onPick: (lat: number, lng: number) => void;
}) {
  const [lat, lng] = useWatch({ control, name: ['lat', 'lng'] }) as [unknown, unknown];
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return <LocationPicker lat={num(lat)} lng={num(lng)} onPick={onPick} />;
}

/**
 * The coordinates by hand, folded away: the lookup and the map set them; a keyboard user or a
 * device without the map can still type them. Open when they are wrong, so the error shows.
 */
function CoordinateFields({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const field = useListingFieldText();
  const { errors } = useFormState({ control, name: ['lat', 'lng'] });
  const hasError = Boolean(errors['lat'] || errors['lng']);
  return (
    <details open={hasError || undefined} className="group rounded-xl border border-line p-3">
      <summary className="cursor-pointer text-sm font-medium text-ink">
        {t('listings.wizard.address_lookup.manual')}
      </summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <NumberField control={control} {...field('lat')} />
        <NumberField control={control} {...field('lng')} />
      </div>
    </details>
  );
}

function PostalCode({ control }: { control: Control<FieldValues> }) {
  const field = useListingFieldText();
  const code = useWatch({ control, name: 'postal_code' }) as string | undefined;
  const municipality = code ? municipalityOf(code.trim()) : null;
  return (
    <TextField
      control={control}
      {...field('postal_code')}
      inputMode="numeric"
      autoComplete="postal-code"
      hint={municipality ?? undefined}
    />
  );
}

const BASICS_KEYS = [
  'listing_type',
  'title',
  'description',
  'rooms',
  'bedrooms',
  'bathrooms',
  'size_m2',
  'is_furnished',
] as const;

/** Type, title, description, rooms and size. */
export function BasicsStep({ listing }: { listing: WizardListing }) {
  const { t } = useTranslation();
  const field = useListingFieldText();
  const options = [
    ...RESIDENTIAL_LISTING_TYPES.map((v) => ({
      value: v,
      label: t(`listings.types.${v}`),
      group: t('listings.fields.residential'),
    })),
    ...COMMERCIAL_LISTING_TYPES.map((v) => ({
      value: v,
      label: t(`listings.types.${v}`),
      group: t('listings.fields.commercial'),
    })),
  ];
  return (
    <StepForm listing={listing} step="basics" schema={listingStepSchemas.basics} keys={BASICS_KEYS}>
      {(control) => (
        <>
          <SelectField
            control={control}
            {...field('listing_type')}
            placeholder={t('listings.fields.choose')}
            options={options}
          />
          <TextField control={control} {...field('title', { hasHint: true })} />
          <TextField control={control} {...field('description', { hasHint: true })} multiline />
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField control={control} {...field('rooms')} />
            <NumberField control={control} {...field('bedrooms')} />
            <NumberField control={control} {...field('bathrooms')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField control={control} {...field('size_m2')} unit="m²" />
            <YesNoField control={control} {...field('is_furnished')} />
          </div>
        </>
      )}
    </StepForm>
  );
}
