import {
  AMENITIES,
  formatMoney,
  getCurrencyUnit,
  listingStepSchemas,
  MAX_LISTING_QUESTIONS,
  MAX_SECURITY_MONTHS,
  RESIDENTIAL_RENT_RANGE,
  SECURITY_TYPES,
  UTILITIES,
  type Amenity,
} from '@leiga/domain';
import {
  useController,
  useFieldArray,
  useWatch,
  type Control,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { labelClass } from '../../ui/fields';
import { CheckboxField, NumberField, SelectField, TextField } from '../../ui/form/controlled';
import { ChoiceLabel } from '../../ui/form/Choice';
import { translateFieldMessage, type WizardListing } from './model';
import { useListingFieldText } from './field-text';
import { StepForm } from './StepForm';

function AmenityChecks({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'amenities' });
  const value = (field.value as Amenity[] | undefined) ?? [];
  return (
    <fieldset>
      <legend className={`${labelClass} mb-3`}>{t('listings.fields.amenities')}</legend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {AMENITIES.map((a) => (
          <ChoiceLabel
            key={a}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2.5 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900"
            label={t(`listings.amenities.${a}`)}
            checked={value.includes(a)}
            onChange={(e) =>
              field.onChange(e.target.checked ? [...value, a] : value.filter((x) => x !== a))
            }
          />
        ))}
      </div>
      {fieldState.error && (
        <p className="mt-2 text-sm text-red-700 dark:text-red-400">
          {translateFieldMessage(t, fieldState.error.message)}
        </p>
      )}
    </fieldset>
  );
}

/** What the home has; none is an answer too. */
export function AmenitiesStep({ listing }: { listing: WizardListing }) {
  const { t } = useTranslation();
  return (
    <StepForm
      listing={listing}
      step="amenities"
      schema={listingStepSchemas.amenities}
      keys={['amenities']}
      defaults={{ amenities: [] }}
    >
      {(control) => (
        <>
          <p className="text-ink-muted">{t('listings.wizard.amenities_intro')}</p>
          <AmenityChecks control={control} />
        </>
      )}
    </StepForm>
  );
}

const UTILITY_KEYS = UTILITIES.map((u) => `${u}_included`);

/** Which bills the rent includes. */
export function UtilitiesStep({ listing }: { listing: WizardListing }) {
  const { t } = useTranslation();
  return (
    <StepForm
      listing={listing}
      step="utilities"
      schema={listingStepSchemas.utilities}
      keys={UTILITY_KEYS}
      defaults={Object.fromEntries(UTILITY_KEYS.map((k) => [k, false]))}
    >
      {(control) => (
        <fieldset className="flex flex-col gap-3">
          <legend className={`${labelClass} mb-2`}>{t('listings.wizard.utilities_intro')}</legend>
          {UTILITIES.map((u) => (
            <CheckboxField
              key={u}
              control={control}
              name={`${u}_included`}
              label={t(`listings.utilities.${u}`)}
              hint={t(`listings.utilities.${u}_hint`)}
            />
          ))}
        </fieldset>
      )}
    </StepForm>
  );
}

/** Monthly rent in krónur and the security. */
export function PricingStep({ listing }: { listing: WizardListing }) {
  const { t, i18n } = useTranslation();
  const field = useListingFieldText();
  const formatIsk = (n: number) => formatMoney(n, 'ISK', i18n.language);
  return (
    <StepForm
      listing={listing}
      step="pricing"
      schema={listingStepSchemas.pricing}
      keys={['price', 'currency', 'security_type', 'security_months']}
      contextKeys={['listing_type']}
      defaults={{ currency: 'ISK' }}
    >
      {(control) => (
        <>
          <NumberField
            control={control}
            {...field('price')}
            unit={getCurrencyUnit('ISK', i18n.language)}
            hint={
              listing.isCommercial
                ? t('listings.fields.price_hint_commercial')
                : t('listings.fields.price_hint', {
                    min: formatIsk(RESIDENTIAL_RENT_RANGE.min),
                    max: formatIsk(RESIDENTIAL_RENT_RANGE.max),
                  })
            }
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              control={control}
              name="security_type"
              label={t('listings.fields.security_type')}
              placeholder={t('listings.fields.choose')}
              options={SECURITY_TYPES.map((s) => ({
                value: s,
                label: t(`listings.security.${s}`),
              }))}
            />
            <SelectField
              control={control}
              name="security_months"
              asNumber
              label={t('listings.fields.security_months')}
              placeholder={t('listings.fields.choose')}
              options={Array.from({ length: MAX_SECURITY_MONTHS + 1 }, (_, m) => ({
                value: String(m),
                label: t('listings.fields.months', { count: m }),
              }))}
              hint={t('listings.fields.security_months_hint')}
            />
          </div>
        </>
      )}
    </StepForm>
  );
}

function DurationFields({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const field = useListingFieldText();
  const type = useWatch({ control, name: 'duration_type' }) as string | undefined;
  return (
    <>
      <SelectField
        control={control}
        {...field('duration_type')}
        placeholder={t('listings.fields.choose')}
        options={[
          { value: 'indefinite', label: t('listings.duration.indefinite') },
          { value: 'fixed', label: t('listings.duration.fixed') },
        ]}
      />
      {type === 'fixed' && (
        <TextField control={control} {...field('end_date')} type="date" isNullable />
      )}
      <NumberField control={control} {...field('min_months', { hasHint: true })} isNullable />
    </>
  );
}

/** Indefinite, or fixed with an end date; an optional minimum stay. */
export function DurationStep({ listing }: { listing: WizardListing }) {
  return (
    <StepForm
      listing={listing}
      step="duration"
      schema={listingStepSchemas.duration}
      keys={['duration_type', 'end_date', 'min_months']}
      contextKeys={['available_from']}
      prepare={(v) => (v.duration_type === 'fixed' ? v : { ...v, end_date: null })}
    >
      {(control) => <DurationFields control={control} />}
    </StepForm>
  );
}

/** When the tenant can move in. */
export function AvailabilityStep({ listing }: { listing: WizardListing }) {
  const field = useListingFieldText();
  return (
    <StepForm
      listing={listing}
      step="availability"
      schema={listingStepSchemas.availability}
      keys={['available_from']}
    >
      {(control) => (
        <TextField control={control} {...field('available_from', { hasHint: true })} type="date" />
      )}
    </StepForm>
  );
}

const REQUIREMENT_KEYS = [
  'max_occupants',
  'requires_pre_approval',
  'min_income',
  'pets_allowed',
  'smoking_allowed',
];

/** Who may rent it: occupants, pre-approval, income, pets, smoking. */
export function RequirementsStep({ listing }: { listing: WizardListing }) {
  const { i18n } = useTranslation();
  const field = useListingFieldText();
  return (
    <StepForm
      listing={listing}
      step="requirements"
      schema={listingStepSchemas.requirements}
      keys={REQUIREMENT_KEYS}
      defaults={{ requires_pre_approval: false, pets_allowed: false, smoking_allowed: false }}
    >
      {(control) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField control={control} {...field('max_occupants')} />
            <NumberField
              control={control}
              {...field('min_income', { hasHint: true })}
              isNullable
              unit={getCurrencyUnit('ISK', i18n.language)}
            />
          </div>
          <div className="flex flex-col gap-3">
            <CheckboxField
              control={control}
              {...field('requires_pre_approval', { hasHint: true })}
            />
            <CheckboxField control={control} {...field('pets_allowed')} />
            <CheckboxField control={control} {...field('smoking_allowed')} />
          </div>
        </>
      )}
    </StepForm>
  );
}

const newQuestionId = () => `q-${Math.random().toString(36).slice(2, 10)}`;

function QuestionList({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">
          {t('listings.wizard.no_questions')}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {fields.map((f, i) => (
          <li key={f.id} className="rounded-xl border border-line p-4">
            <TextField
              control={control}
              name={`questions.${i}.text`}
              label={t('listings.fields.question', { number: i + 1 })}
            />
            <div className="mt-3 flex items-center justify-between gap-3">
              <CheckboxField
                control={control}
                name={`questions.${i}.required`}
                label={t('listings.fields.question_required')}
              />
              <Button variant="ghost" size="sm" onPress={() => remove(i)}>
                {t('listings.wizard.remove_question', { number: i + 1 })}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        isDisabled={fields.length >= MAX_LISTING_QUESTIONS}
        onPress={() => append({ id: newQuestionId(), text: '', required: false })}
        className="self-start"
      >
        {t('listings.wizard.add_question')}
      </Button>
    </div>
  );
}

/** Questions applicants answer when they apply (optional, up to ten). */
export function QuestionsStep({ listing }: { listing: WizardListing }) {
  const { t } = useTranslation();
  return (
    <StepForm
      listing={listing}
      step="questions"
      schema={listingStepSchemas.questions}
      keys={['questions']}
      defaults={{ questions: [] }}
    >
      {(control) => (
        <>
          <p className="text-ink-muted">
            {t('listings.wizard.questions_intro', { max: MAX_LISTING_QUESTIONS })}
          </p>
          <QuestionList control={control} />
        </>
      )}
    </StepForm>
  );
}
