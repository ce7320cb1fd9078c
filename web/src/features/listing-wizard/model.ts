import { LISTING_STEPS, type ListingStep } from '@leiga/domain';
import type { TFunction } from 'i18next';
import type {
  ListingFieldsInput,
  ListingStepName,
  ListingWizard_ListingFragment,
} from '../../__generated__/graphql';
import { paths as routes } from '../../app/paths';
import { fromGraphEnum, toGraphEnum } from '../../lib/enums';
import { translateFieldMessage as translateSharedFieldMessage } from '../../ui/form/messages';

export type WizardListing = ListingWizard_ListingFragment;

/** The wizard's routes, one per step (SPEC 2), in the domain's order. */
const STEP_ROUTES: Record<ListingStep, { href: (params: { id: string | number }) => string }> = {
  'real-estate': routes.listingStepRealEstate,
  basics: routes.listingStepBasics,
  photos: routes.listingStepPhotos,
  amenities: routes.listingStepAmenities,
  utilities: routes.listingStepUtilities,
  pricing: routes.listingStepPricing,
  duration: routes.listingStepDuration,
  availability: routes.listingStepAvailability,
  requirements: routes.listingStepRequirements,
  questions: routes.listingStepQuestions,
  publish: routes.listingStepPublish,
};

export function stepHref(id: string, step: ListingStep): string {
  return STEP_ROUTES[step].href({ id });
}

/** The step a wizard path ends with, or null for /listings/create/{id}. */
export function stepOfPath(pathname: string): ListingStep | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (LISTING_STEPS as readonly string[]).includes(last) ? (last as ListingStep) : null;
}

/** REAL_ESTATE <-> real-estate */
export function toStep(name: ListingStepName): ListingStep {
  return name.toLowerCase().replace(/_/g, '-') as ListingStep;
}

export type StepState = { step: ListingStep; isComplete: boolean; fields: Record<string, string> };

type StepsOf = {
  steps?:
    | readonly {
        step: ListingStepName;
        isComplete: boolean;
        fields?: readonly { field: string; message: string }[];
      }[]
    | null;
};

export function getStepStates(listing: StepsOf): StepState[] {
  const byStep = new Map(
    (listing.steps ?? []).map((s) => [
      toStep(s.step),
      {
        isComplete: s.isComplete,
        fields: Object.fromEntries((s.fields ?? []).map((f) => [f.field, f.message])),
      },
    ]),
  );
  return LISTING_STEPS.map((step) => ({
    step,
    isComplete: byStep.get(step)?.isComplete ?? false,
    fields: byStep.get(step)?.fields ?? {},
  }));
}

/** Where /listings/create/{id} continues: the first step that is not complete. */
export function firstIncompleteStep(listing: StepsOf): ListingStep {
  return getStepStates(listing).find((s) => !s.isComplete)?.step ?? 'publish';
}

const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const ENUM_FIELDS = new Set(['listing_type', 'security_type', 'duration_type']);
/** Text fields the api clears with null (an empty input means "none"). */
const NULLABLE_TEXT = new Set(['unit', 'property_number', 'end_date']);

/** The listing's answers for a step's form: snake_case, lower-case enums, null as unset. */
export function toFormValues(
  listing: WizardListing,
  keys: readonly string[],
): Record<string, unknown> {
  const source = listing as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = source[toCamel(key)];
    if (value === null || value === undefined) continue;
    if (ENUM_FIELDS.has(key) && typeof value === 'string') out[key] = fromGraphEnum(value);
    else if (key === 'amenities' && Array.isArray(value))
      out[key] = value.map((a: string) => fromGraphEnum(a));
    else if (key === 'questions' && Array.isArray(value))
      out[key] = value.map((q: { id: string; text: string; required: boolean }) => ({
        id: q.id,
        text: q.text,
        required: q.required,
      }));
    else out[key] = value;
  }
  return out;
}

/** A step form's output as the graph's input: camelCase, SCREAMING_CASE enums, "" as null. */
export function toFieldsInput(values: Record<string, unknown>): ListingFieldsInput {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const camel = toCamel(key);
    if (ENUM_FIELDS.has(key) && typeof value === 'string') out[camel] = toGraphEnum(value);
    else if (key === 'amenities' && Array.isArray(value))
      out[camel] = value.map((a: string) => toGraphEnum(a));
    else if (NULLABLE_TEXT.has(key) && value === '') out[camel] = null;
    else out[camel] = value;
  }
  return out as ListingFieldsInput;
}

/**
 * Zod and api messages are catalogue keys (`validation.street`); the listing rules' texts live
 * in the listings namespace, the shared ones in validation.
 */
export function translateFieldMessage(
  t: TFunction,
  message: string | undefined,
): string | undefined {
  return translateSharedFieldMessage(t, message, 'listings');
}
