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
              <TextField
                control={control}
                name="street"
                label={t('listings.fields.street')}
                autoComplete="address-line1"
              />
              <TextField
                control={control}
                name="house_number"
                label={t('listings.fields.house_number')}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                control={control}
                name="unit"
                isNullable
                label={t('listings.fields.unit')}
                hint={t('listings.fields.unit_hint')}
              />
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
              name="property_number"
              isNullable
              label={t('listings.fields.property_number')}
              hint={t('listings.fields.property_number_hint')}
              placeholder="F2001234"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField
                control={control}
                name="floor"
                label={t('listings.fields.floor')}
                hint={t('listings.fields.floor_hint')}
              />
              <YesNoField
                control={control}
                name="has_elevator"
                label={t('listings.fields.has_elevator')}
              />
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
  const { errors } = useFormState({ control, name: ['lat', 'lng'] });
  const hasError = Boolean(errors['lat'] || errors['lng']);
  return (
    <details open={hasError || undefined} className="group rounded-xl border border-line p-3">
      <summary className="cursor-pointer text-sm font-medium text-ink">
        {t('listings.wizard.address_lookup.manual')}
      </summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <NumberField control={control} name="lat" label={t('listings.fields.lat')} />
        <NumberField control={control} name="lng" label={t('listings.fields.lng')} />
      </div>
    </details>
  );
}

function PostalCode({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const code = useWatch({ control, name: 'postal_code' }) as string | undefined;
  const municipality = code ? municipalityOf(code.trim()) : null;
  return (
    <TextField
      control={control}
      name="postal_code"
      inputMode="numeric"
      autoComplete="postal-code"
      label={t('listings.fields.postal_code')}
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
            name="listing_type"
            label={t('listings.fields.listing_type')}
            placeholder={t('listings.fields.choose')}
            options={options}
          />
          <TextField
            control={control}
            name="title"
            label={t('listings.fields.title')}
            hint={t('listings.fields.title_hint')}
          />
          <TextField
            control={control}
            name="description"
            multiline
            label={t('listings.fields.description')}
            hint={t('listings.fields.description_hint')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField control={control} name="rooms" label={t('listings.fields.rooms')} />
            <NumberField control={control} name="bedrooms" label={t('listings.fields.bedrooms')} />
            <NumberField
              control={control}
              name="bathrooms"
              label={t('listings.fields.bathrooms')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              control={control}
              name="size_m2"
              unit="m²"
              label={t('listings.fields.size_m2')}
            />
            <YesNoField
              control={control}
              name="is_furnished"
              label={t('listings.fields.is_furnished')}
            />
          </div>
        </>
      )}
    </StepForm>
  );
}
