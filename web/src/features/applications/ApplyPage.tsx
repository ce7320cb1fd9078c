import { useMutation, useQuery } from '@apollo/client/react';
import { checkAnswers, type RequirementFailure } from '@leiga/domain';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Checkbox, Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  ApplyForListingDocument,
  ApplyListingDocument,
  ApplyTenantDocument,
  MyApplicationsDocument,
  TenantApplicationsHomeDocument,
} from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { toast } from '../../shell/toast-store';
import { Button, buttonClass } from '../../ui/Button';
import { Card, PageHeader, Spinner } from '../../ui/Card';
import { FormAlert, labelClass } from '../../ui/fields';
import { formatDate } from '../../ui/format';
import { getGraphError } from '../../ui/graph-errors';
import { ErrorText, StatusBadge, textAreaClass } from './components';
import {
  formatListingAddress,
  formatMoney,
  getRequirementFailures,
  listingName,
  requirementsFromError,
  translateApplicationMessage,
  translateApplicationError,
} from './model';

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

/** /listings/{id}/apply: the rental profile, co-renters and the listing's questions. */
export function ApplyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const isTenant = user?.userType === 'TENANT';
  const listingQuery = useQuery(ApplyListingDocument, { variables: { listingId: id } });
  const tenantQuery = useQuery(ApplyTenantDocument, {
    variables: { listingId: id },
    skip: !isTenant,
  });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [corenterIds, setCorenterIds] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState<RequirementFailure[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [apply, { loading: isApplying }] = useMutation(ApplyForListingDocument, {
    refetchQueries: [MyApplicationsDocument, TenantApplicationsHomeDocument],
  });

  const listing = listingQuery.data?.listing;
  const profile = tenantQuery.data?.me?.rentalProfile ?? null;
  const existing = tenantQuery.data?.myApplications.items[0];
  const questions = listing?.questions ?? [];
  const chosen = useMemo(
    () => (profile?.corenters ?? []).filter((c) => corenterIds.includes(c.id)),
    [profile, corenterIds],
  );
  const failures = listing && profile ? getRequirementFailures(listing, profile, chosen) : [];

  if (listingQuery.loading && !listing) return <Spinner label={t('common.status.loading')} />;
  if (listingQuery.error && !listing)
    return <ErrorText>{translateApplicationError(t, listingQuery.error)}</ErrorText>;
  if (!listing) return <ErrorText>{t('applications.apply.not_found')}</ErrorText>;

  const name = listingName(listing);
  const header = (
    <>
      <RouteLink
        to={routes.listing.href({ id: listing.id })}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        ← {t('applications.apply.back_to_listing')}
      </RouteLink>
      <div className="mt-3">
        <PageHeader
          title={t('applications.apply.title')}
          subtitle={[name, formatMoney(listing.price, listing.currency)]
            .filter(Boolean)
            .join(' · ')}
        />
      </div>
    </>
  );
  const shell = (body: ReactNode) => (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      {header}
      {body}
    </div>
  );

  if (!user) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return shell(
      <Card>
        <p className="text-ink">{t('applications.apply.sign_in_text')}</p>
        <RouteLink
          to={`${routes.login.href()}?redirect=${redirect}`}
          className={`${buttonClass('primary')} mt-4`}
        >
          {t('common.actions.sign_in')}
        </RouteLink>
      </Card>,
    );
  }
  if (!isTenant)
    return shell(<FormAlert tone="info">{t('applications.apply.tenants_only')}</FormAlert>);
  if (listing.status !== 'PUBLISHED')
    return shell(<FormAlert tone="info">{t('applications.apply.not_open')}</FormAlert>);
  if (tenantQuery.loading && !tenantQuery.data)
    return shell(<Spinner label={t('common.status.loading')} />);
  if (tenantQuery.error)
    return shell(<ErrorText>{translateApplicationError(t, tenantQuery.error)}</ErrorText>);
  if (existing) {
    return shell(
      <Card>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={existing.status} />
          <span className="text-sm text-ink-muted">
            {t('applications.apply.applied_on', { date: formatDate(existing.createdAt) })}
          </span>
        </div>
        <p className="mt-3 text-ink" data-testid="existing-application">
          {t('applications.apply.already_applied')}
        </p>
        <RouteLink
          to={routes.tenantApplication.href({ id: existing.id })}
          className={`${buttonClass('primary')} mt-4`}
        >
          {t('applications.apply.view_application')}
        </RouteLink>
      </Card>,
    );
  }
  if (!profile)
    return shell(<FormAlert tone="info">{t('applications.apply.no_profile')}</FormAlert>);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setRefused([]);
    const given = questions.map((q) => ({
      question_id: q.id,
      answer: (answers[q.id] ?? '').trim(),
    }));
    const errors = checkAnswers(questions, given);
    setFieldErrors(errors);
    if (Object.keys(errors).length) {
      setFormError(t('applications.apply.answer_required'));
      return;
    }
    try {
      const { data } = await apply({
        variables: {
          input: {
            listingId: listing.id,
            message: message.trim() || null,
            answers: given.map((a) => ({ questionId: a.question_id, answer: a.answer })),
            corenterIds,
          },
        },
      });
      if (!data) return;
      toast.success(t('applications.apply.sent'));
      void navigate(localize(routes.tenantApplication.href({ id: data.applyForListing.id })));
    } catch (error) {
      const info = getGraphError(error);
      const reasons = requirementsFromError(error);
      if (reasons.length) setRefused(reasons);
      else if (info.reason === 'already_applied') void tenantQuery.refetch();
      else {
        setFieldErrors(info.fields);
        setFormError(translateApplicationError(t, error));
      }
    }
  };

  const errorOf = (questionId: string) => fieldErrors[`answers.${questionId}`];
  return shell(
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-ink-muted">{formatListingAddress(listing)}</p>
      <Requirements
        failures={refused.length ? refused : failures}
        isAfterSubmit={refused.length > 0}
      />
      {profile.corenters.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className={`${labelClass} mb-2`}>{t('applications.apply.corenters')}</legend>
          {profile.corenters.map((c) => (
            <Checkbox
              key={c.id}
              isSelected={corenterIds.includes(c.id)}
              onChange={(on) =>
                setCorenterIds((ids) => (on ? [...ids, c.id] : ids.filter((x) => x !== c.id)))
              }
              className="group flex items-center gap-3 text-ink"
            >
              <span
                aria-hidden="true"
                className="grid size-5 place-items-center rounded border border-line bg-surface group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-500"
              >
                <span className="hidden text-xs text-white group-data-[selected]:block">✓</span>
              </span>
              {c.fullName}
            </Checkbox>
          ))}
        </fieldset>
      )}
      {questions.length > 0 && (
        <section aria-labelledby="questions-heading" className="flex flex-col gap-4">
          <h2 id="questions-heading" className="text-lg font-semibold text-ink">
            {t('applications.apply.questions')}
          </h2>
          {questions.map((q) => {
            const error = errorOf(q.id);
            return (
              <TextField
                key={q.id}
                value={answers[q.id] ?? ''}
                onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
                isRequired={q.required}
                isInvalid={Boolean(error)}
                validationBehavior="aria"
                maxLength={2000}
                className="flex flex-col gap-1.5"
              >
                <Label className={labelClass}>
                  {q.text}
                  {q.required && <span aria-hidden="true"> *</span>}
                </Label>
                <TextArea className={textAreaClass} rows={3} data-question={q.id} />
                {error && (
                  <p className="text-sm text-red-700 dark:text-red-400">
                    {translateApplicationMessage(t, error)}
                  </p>
                )}
              </TextField>
            );
          })}
        </section>
      )}
      <TextField
        value={message}
        onChange={setMessage}
        maxLength={2000}
        className="flex flex-col gap-1.5"
      >
        <Label className={labelClass}>{t('applications.apply.message')}</Label>
        <TextArea className={textAreaClass} rows={4} />
        <p className="text-xs text-ink-muted">{t('applications.apply.message_help')}</p>
      </TextField>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <RouteLink
          to={routes.listing.href({ id: listing.id })}
          className={buttonClass('secondary')}
        >
          {t('common.actions.cancel')}
        </RouteLink>
        <Button type="submit" isLoading={isApplying} isDisabled={failures.length > 0}>
          {t('applications.apply.submit')}
        </Button>
      </div>
    </form>,
  );
}
