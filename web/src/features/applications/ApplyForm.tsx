import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { answersFormSchema, applySchema, type RequirementFailure } from '@leiga/domain';
import { useMemo, useState } from 'react';
import { Checkbox } from 'react-aria-components';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  ApplyForListingDocument,
  MyApplicationsDocument,
  TenantApplicationsHomeDocument,
  type ApplyListingQuery,
  type ApplyTenantQuery,
} from '../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { toast } from '../../shell/toast-store';
import { buttonClass } from '../../ui/Button';
import { TextField } from '../../ui/form/controlled';
import { labelClass } from '../../ui/form/Field';
import { FormAlert, FormError, SubmitButton, useServerSubmit } from '../../ui/form/FormKit';
import { FieldNamespace } from '../../ui/form/messages';
import { getGraphError } from '../../ui/graph-errors';
import { AnswerFields, answerFieldPath } from './components';
import {
  formatListingAddress,
  getRequirementFailures,
  requirementsFromError,
  translateApplicationError,
} from './model';

type Listing = NonNullable<ApplyListingQuery['listing']>;
type Question = NonNullable<Listing['questions']>[number];
type Profile = NonNullable<NonNullable<ApplyTenantQuery['me']>['rentalProfile']>;

/** The apply form: domain's rules for the message and the answers to this listing's questions. */
function applyFormSchema(questions: Question[]) {
  return z.object({
    message: applySchema.shape.message,
    answers: answersFormSchema(questions),
    corenter_ids: z.array(z.string()),
  });
}
type ApplyIn = z.input<ReturnType<typeof applyFormSchema>>;
type ApplyOut = z.output<ReturnType<typeof applyFormSchema>>;

function Requirements({
  failures,
  isAfterSubmit,
}: {
  failures: RequirementFailure[];
  isAfterSubmit: boolean;
}) {
  const { t } = useTranslation();
  if (!failures.length) return null;
  return (
    <FormAlert tone="error">
      <p className="font-semibold">
        {isAfterSubmit
          ? t('applications.apply.requirements_refused')
          : t('applications.apply.requirements_title')}
      </p>
      <ul className="mt-1 list-disc pl-5" data-testid="requirement-failures">
        {failures.map((f) => (
          <li key={f}>{t(`applications.requirements.${f}`)}</li>
        ))}
      </ul>
    </FormAlert>
  );
}

/** Co-renters, the listing's questions and a message; the requirements checked as they change. */
export function ApplyForm({
  listing,
  profile,
  onAlreadyApplied,
}: {
  listing: Listing;
  profile: Profile;
  onAlreadyApplied: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const questions = useMemo(() => listing.questions ?? [], [listing.questions]);
  const schema = useMemo(() => applyFormSchema(questions), [questions]);
  const form = useForm<ApplyIn, unknown, ApplyOut>({
    resolver: zodResolver(schema),
    defaultValues: {
      message: '',
      answers: questions.map((q) => ({ question_id: q.id, answer: '' })),
      corenter_ids: [],
    },
  });
  const [refused, setRefused] = useState<RequirementFailure[]>([]);
  const [apply] = useMutation(ApplyForListingDocument, {
    refetchQueries: [MyApplicationsDocument, TenantApplicationsHomeDocument],
  });
  const corenterIds = useWatch({ control: form.control, name: 'corenter_ids' });
  const chosen = profile.corenters.filter((c) => corenterIds.includes(c.id));
  const failures = getRequirementFailures(listing, profile, chosen);

  const submit = useServerSubmit(
    form,
    async (values) => {
      setRefused([]);
      try {
        const { data } = await apply({
          variables: {
            input: {
              listingId: listing.id,
              message: values.message || null,
              answers: values.answers.map((a) => ({ questionId: a.question_id, answer: a.answer })),
              corenterIds: values.corenter_ids,
            },
          },
        });
        if (!data) return;
        toast.success(t('applications.apply.sent'));
        void navigate(localize(routes.tenantApplication.href({ id: data.applyForListing.id })));
      } catch (error) {
        const reasons = requirementsFromError(error);
        if (reasons.length) return setRefused(reasons);
        if (getGraphError(error).reason === 'already_applied') return onAlreadyApplied();
        throw error;
      }
    },
    {
      translateError: translateApplicationError,
      invalidMessage: t('applications.apply.answer_required'),
      fieldPath: answerFieldPath(questions),
    },
  );

  return (
    <FieldNamespace.Provider value="applications">
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-6">
        <p className="text-sm text-ink-muted">{formatListingAddress(listing)}</p>
        <Requirements
          failures={refused.length ? refused : failures}
          isAfterSubmit={refused.length > 0}
        />
        {profile.corenters.length > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className={`${labelClass} mb-2`}>{t('applications.apply.corenters')}</legend>
            <Controller
              control={form.control}
              name="corenter_ids"
              render={({ field }) => (
                <>
                  {profile.corenters.map((c) => (
                    <Checkbox
                      key={c.id}
                      isSelected={field.value.includes(c.id)}
                      onChange={(on) =>
                        field.onChange(
                          on ? [...field.value, c.id] : field.value.filter((x) => x !== c.id),
                        )
                      }
                      className="group flex items-center gap-3 text-ink"
                    >
                      <span
                        aria-hidden="true"
                        className="grid size-5 place-items-center rounded border border-line bg-surface group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-500"
                      >
                        <span className="hidden text-xs text-white group-data-[selected]:block">
                          ✓
                        </span>
                      </span>
                      {c.fullName}
                    </Checkbox>
                  ))}
                </>
              )}
            />
          </fieldset>
        )}
        {questions.length > 0 && (
          <section aria-labelledby="questions-heading" className="flex flex-col gap-4">
            <h2 id="questions-heading" className="text-lg font-semibold text-ink">
              {t('applications.apply.questions')}
            </h2>
            <AnswerFields control={form.control} questions={questions} />
          </section>
        )}
        <TextField
          control={form.control}
          name="message"
          label={t('applications.apply.message')}
          hint={t('applications.apply.message_help')}
          multiline
          rows={4}
          maxLength={2000}
        />
        <FormError control={form.control} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <RouteLink
            to={routes.listing.href({ id: listing.id })}
            className={buttonClass('secondary')}
          >
            {t('common.actions.cancel')}
          </RouteLink>
          <SubmitButton control={form.control} isDisabled={failures.length > 0}>
            {t('applications.apply.submit')}
          </SubmitButton>
        </div>
      </form>
    </FieldNamespace.Provider>
  );
}
