import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { LISTING_STEPS, type ListingStep } from '@leiga/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type Control, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CreateListingDocument, UpdateListingDocument } from '../../__generated__/graphql';
import { useLocalizedPath } from '../../app/links';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/fields';
import { FieldNamespace } from '../../ui/form/messages';
import { applyServerFieldErrors } from '../../ui/form/server-errors';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';
import { stepHref, toFieldsInput, toFormValues, type WizardListing } from './model';

type Props = {
  /** Null on /listings/create/new: the first save creates the draft. */
  listing: WizardListing | null;
  step: ListingStep;
  schema: z.ZodType;
  /** The fields this step saves. */
  keys: readonly string[];
  /** Other answers the step's rules read (e.g. pricing reads the listing type), not saved. */
  contextKeys?: readonly string[];
  defaults?: Record<string, unknown>;
  /** Adjusts the values before saving (e.g. no end date when the lease is indefinite). */
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
  children: (
    control: Control<FieldValues>,
    form: ReturnType<typeof useForm<FieldValues>>,
  ) => ReactNode;
};

/**
 * One wizard step: the domain's step schema validates as the user types (the api applies the
 * same rules); "save and continue" stores the step on the draft and goes to the next step; the
 * api's field errors land next to their fields.
 */
export function StepForm({
  listing,
  step,
  schema,
  keys,
  contextKeys = [],
  defaults,
  prepare,
  children,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [formError, setFormError] = useState<string | null>(null);
  const [update] = useMutation(UpdateListingDocument);
  const [create] = useMutation(CreateListingDocument, {
    update: (cache) => cache.evict({ fieldName: 'myListings' }),
  });
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema as z.ZodObject) as unknown as Resolver<FieldValues>,
    // Validates as the user types (never before anything is typed: see hasAnswers below).
    // 'onTouched' re-rendered a question's row as its text field was left, so a click on the
    // row's checkbox right after typing was lost.
    mode: 'onChange',
    defaultValues: {
      ...defaults,
      ...(listing ? toFormValues(listing, [...keys, ...contextKeys]) : {}),
    },
  });
  const { handleSubmit, setError, formState, trigger } = form;

  // A step answered before but not complete shows what is missing straight away. A value the
  // draft was created with (the currency ISK) is not an answer.
  const hasAnswers = keys.some((k) => {
    const value = listing ? toFormValues(listing, [k])[k] : undefined;
    return value !== undefined && value !== defaults?.[k];
  });
  const [shouldCheck] = useState(hasAnswers);
  useEffect(() => {
    if (shouldCheck) void trigger();
  }, [shouldCheck, trigger]);

  const index = LISTING_STEPS.indexOf(step);
  const next = LISTING_STEPS[index + 1] ?? 'publish';
  const previous = LISTING_STEPS[index - 1];

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const picked = Object.fromEntries(keys.map((k) => [k, values[k]]));
    const fields = toFieldsInput(prepare ? prepare(picked) : picked);
    try {
      let id = listing?.id;
      if (id) {
        await update({ variables: { input: { id, fields } } });
      } else {
        const { data } = await create({ variables: { input: { fields } } });
        if (!data) return;
        id = data.createListing.id;
        // The draft now exists: the way back leads to it, not to a new one.
        await navigate(localize(stepHref(id, step)), { replace: true });
      }
      toast.success(t('listings.wizard.saved'));
      await navigate(localize(stepHref(id, next)));
    } catch (error) {
      if (applyServerFieldErrors(error, setError, keys)) return;
      setFormError(
        !listing && getGraphError(error).code === 'FORBIDDEN'
          ? t('listings.wizard.landlords_only')
          : translateGraphError(t, error),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FieldNamespace.Provider value="listings">
        {children(form.control, form)}
      </FieldNamespace.Provider>
      <WizardNav
        listingId={listing?.id ?? ''}
        previous={previous}
        isSubmitting={formState.isSubmitting}
      />
    </form>
  );
}

/** Back and "save and continue" at the bottom of every step. */
export function WizardNav({
  listingId,
  previous,
  isSubmitting,
  onContinue,
}: {
  listingId: string;
  previous?: ListingStep;
  isSubmitting?: boolean;
  /** Without a form: what "continue" does. */
  onContinue?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <div className="sticky bottom-0 -mx-4 flex items-center justify-between gap-3 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      {previous ? (
        <Button
          variant="ghost"
          onPress={() => void navigate(localize(stepHref(listingId, previous)))}
        >
          {t('common.actions.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type={onContinue ? 'button' : 'submit'}
        onPress={onContinue}
        isLoading={isSubmitting}
        size="lg"
      >
        {t('listings.wizard.save_continue')}
      </Button>
    </div>
  );
}
