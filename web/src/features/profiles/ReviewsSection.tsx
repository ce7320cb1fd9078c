import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { reviewSchema } from '@leiga/domain';
import { useId, useState } from 'react';
import { useController, useForm, type Control, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getFragmentData } from '../../__generated__';
import {
  AddProfileReviewDocument,
  DeleteProfileReviewDocument,
  ProfileReviewsDocument,
  ReviewsSection_ReviewFragmentDoc,
  UpdateProfileReviewDocument,
  type ReviewsSection_ReviewFragment,
} from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { Button } from '../../ui/Button';
import { Badge, Spinner } from '../../ui/Card';
import { labelClass } from '../../ui/fields';
import { formatDate } from '../../lib/format';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import {
  EditableItem,
  ListItemForm,
  useFocusOnEdit,
  useListItemSubmit,
  type ListItemFormProps,
} from '../../ui/EditableList';
import { EmptyText } from '../../ui/EmptyState';
import { Field, toTextOrNull } from '../../ui/form/Field';
import { translateProfileField } from './messages';
import type { SectionProps } from './model';
import { SectionCard } from './SectionCard';
import { useDownload } from './use-download';
import { useProfileAction } from './use-profile-action';

type ReviewIn = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;
type Review = ReviewsSection_ReviewFragment;

const RATINGS = [1, 2, 3, 4, 5] as const;
const EMPTY_REVIEW: DefaultValues<ReviewIn> = {
  text: '',
  address: null,
  rental_start: null,
  rental_end: null,
};
const STAR =
  '[clip-path:polygon(50%_0%,61%_35%,98%_35%,68%_57%,79%_91%,50%_70%,21%_91%,32%_57%,2%_35%,39%_35%)]';

const toReviewFields = (v: ReviewValues) => ({
  rating: v.rating,
  text: v.text,
  address: v.address ?? null,
  rentalStart: v.rental_start ?? null,
  rentalEnd: v.rental_end ?? null,
});

/** Five radio buttons drawn as stars: arrow keys move between them, as in any radio group. */
function RatingField({ control }: { control: Control<ReviewIn, unknown, ReviewValues> }) {
  const { t } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'rating' });
  const value = typeof field.value === 'number' ? field.value : 0;
  const message = translateProfileField(t, fieldState.error?.message);
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={message ? `${id}-error` : undefined}
      aria-invalid={Boolean(message)}
      aria-required
      className="sm:col-span-2"
    >
      <legend id={`${id}-legend`} className={labelClass}>
        {t('profiles.reviews.rating_label')}
      </legend>
      <div className="mt-1 flex flex-wrap items-center gap-0.5">
        {RATINGS.map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
          >
            <input
              type="radio"
              name={field.name}
              value={n}
              checked={field.value === n}
              onChange={() => field.onChange(n)}
              onBlur={field.onBlur}
              // RHF focuses this one (on an error, or as the edit opens): the checked star.
              ref={n === (value || 1) ? field.ref : undefined}
              aria-label={t('profiles.reviews.rating', { rating: n })}
              className={`block size-7 cursor-pointer appearance-none outline-none ${STAR} ${
                n <= value ? 'bg-amber-600 dark:bg-amber-400' : 'bg-ink-muted/40'
              }`}
            />
          </label>
        ))}
        {value > 0 && (
          <span className="ml-2 text-sm text-ink-muted" aria-hidden="true">
            {t('profiles.reviews.rating', { rating: value })}
          </span>
        )}
      </div>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** A landlord's review of a tenant: to write one (empty), or to change one's own (prefilled). */
export function ReviewForm(
  props: ListItemFormProps<ReviewIn, ReviewValues> & { pending: boolean },
) {
  const { t } = useTranslation();
  const form = useForm<ReviewIn, unknown, ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: props.initial ?? EMPTY_REVIEW,
  });
  useFocusOnEdit(form, 'rating', Boolean(props.initial));
  const submit = useListItemSubmit(form, props, EMPTY_REVIEW);
  const errors = form.formState.errors;
  return (
    <ListItemForm
      {...props}
      isPending={props.pending}
      namespace="profiles"
      onSubmit={(e) => void submit(e)}
    >
      <RatingField control={form.control} />
      <div className="sm:col-span-2">
        <Field label={t('profiles.reviews.text')} error={errors.text?.message}>
          {(field) => (
            <textarea
              {...field}
              {...form.register('text')}
              rows={5}
              maxLength={3000}
              className={`${field.className} h-auto py-2`}
            />
          )}
        </Field>
        {!errors.text && (
          <p className="mt-1 text-xs text-ink-muted">{t('profiles.reviews.text_hint')}</p>
        )}
      </div>
      <Field
        label={t('profiles.reviews.address')}
        error={errors.address?.message}
        className="sm:col-span-2"
      >
        {(field) => (
          <input
            {...field}
            autoComplete="street-address"
            {...form.register('address', { setValueAs: toTextOrNull })}
          />
        )}
      </Field>
      <Field label={t('profiles.reviews.rental_start')} error={errors.rental_start?.message}>
        {(field) => (
          <input
            type="date"
            {...field}
            {...form.register('rental_start', { setValueAs: toTextOrNull })}
          />
        )}
      </Field>
      <Field label={t('profiles.reviews.rental_end')} error={errors.rental_end?.message}>
        {(field) => (
          <input
            type="date"
            {...field}
            {...form.register('rental_end', { setValueAs: toTextOrNull })}
          />
        )}
      </Field>
    </ListItemForm>
  );
}

function ReviewView({ review, canDownload }: { review: Review; canDownload: boolean }) {
  const { t } = useTranslation();
  const download = useDownload();
  const r = review;
  return (
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-ink">{r.author.fullName}</p>
        <p className="text-sm text-ink-muted">
          <span aria-hidden="true" className="text-amber-700 dark:text-amber-300">
            {'★'.repeat(r.rating)}
            {'☆'.repeat(5 - r.rating)}
          </span>
          <span className="sr-only">{t('profiles.reviews.rating', { rating: r.rating })}</span>
        </p>
      </div>
      {(r.address || r.rentalStart) && (
        <p className="text-sm text-ink-muted">
          {[r.address, r.rentalStart && `${formatDate(r.rentalStart)} – ${formatDate(r.rentalEnd)}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <p className="mt-2 whitespace-pre-line text-ink">{r.text}</p>
      {r.publicReviewPdfId && canDownload && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onPress={() => void download(r.publicReviewPdfId!)}
        >
          {t('profiles.reviews.pdf')}
        </Button>
      )}
    </div>
  );
}

/**
 * Reviews by former landlords, newest first. A landlord reading the profile writes one review,
 * and changes or deletes it; tenants and staff only read (the api refuses them anyway).
 */
export function ReviewsSection({
  profile,
  refetch,
}: SectionProps & { refetch: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const username = profile.profileUsername;
  const {
    data,
    loading,
    refetch: refetchReviews,
  } = useQuery(ProfileReviewsDocument, { variables: { username } });
  const [add] = useMutation(AddProfileReviewDocument);
  const [update] = useMutation(UpdateProfileReviewDocument);
  const [remove] = useMutation(DeleteProfileReviewDocument);
  const { run, pending } = useProfileAction();
  const [deleting, setDeleting] = useState<Review | null>(null);
  const reviews = (data?.rentalProfile?.reviews ?? []).map((r) =>
    getFragmentData(ReviewsSection_ReviewFragmentDoc, r),
  );
  const relation = profile.viewer.relation;
  const isLandlordReader =
    user?.userType === 'LANDLORD' &&
    !user.isStaff &&
    (relation === 'LANDLORD' || relation === 'APPLIED_LANDLORD');
  const mine = user ? reviews.find((r) => r.author.id === user.id) : undefined;
  const canWrite = isLandlordReader && Boolean(data) && !mine;
  const canDownload = profile.viewer.canDownloadProtected;
  // The list, and the page's review count and average rating.
  const reload = () => Promise.all([refetchReviews(), refetch()]);
  const focusSection = () => document.getElementById('reviews')?.focus();
  return (
    <SectionCard id="reviews" title={t('profiles.reviews.title')}>
      {loading && !data && <Spinner label={t('common.status.loading')} />}
      {data && reviews.length === 0 && <EmptyText>{t('profiles.reviews.empty')}</EmptyText>}
      <ul className="space-y-4" data-testid="reviews-list">
        {reviews.map((r) => {
          const isMine = isLandlordReader && r.id === mine?.id;
          return (
            <li key={r.id} className="rounded-xl border border-line p-4">
              {isMine && (
                <p className="mb-2">
                  <Badge tone="brand">{t('profiles.reviews.yours')}</Badge>
                </p>
              )}
              <EditableItem
                canEdit={isMine}
                className="flex flex-col gap-3"
                view={<ReviewView review={r} canDownload={canDownload} />}
                editLabel={t('profiles.reviews.edit')}
                removeLabel={t('profiles.reviews.delete')}
                removeText={t('profiles.actions.delete')}
                isRemoving={false}
                onRemove={() => setDeleting(r)}
                renderForm={(close) => (
                  <ReviewForm
                    label={t('profiles.reviews.edit')}
                    initial={{
                      rating: r.rating,
                      text: r.text,
                      address: r.address,
                      rental_start: r.rentalStart,
                      rental_end: r.rentalEnd,
                    }}
                    submitLabel={t('profiles.actions.save_changes')}
                    pending={pending === 'update'}
                    onCancel={close}
                    onSave={async (v) => {
                      const ok = await run(
                        'update',
                        async () => {
                          await update({
                            variables: { input: { id: r.id, review: toReviewFields(v) } },
                          });
                          await refetch();
                        },
                        t('profiles.reviews.updated'),
                      );
                      if (ok) close();
                      return ok;
                    }}
                  />
                )}
              />
            </li>
          );
        })}
      </ul>
      {canWrite && (
        <div className="mt-6">
          <h3 className="text-base font-semibold text-ink">{t('profiles.reviews.write_title')}</h3>
          <p className="mt-1 text-sm text-ink-muted">{t('profiles.reviews.write_intro')}</p>
          <ReviewForm
            submitLabel={t('profiles.reviews.publish')}
            pending={pending === 'add'}
            onSave={async (v) => {
              const ok = await run(
                'add',
                async () => {
                  await add({ variables: { input: { username, review: toReviewFields(v) } } });
                  await reload();
                },
                t('profiles.reviews.published'),
              );
              if (ok) focusSection();
              return ok;
            }}
          />
        </div>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('profiles.reviews.delete_title')}
        text={t('profiles.reviews.delete_text')}
        confirmLabel={t('profiles.actions.delete')}
        isLoading={pending === 'delete'}
        onConfirm={() => {
          const id = deleting?.id;
          if (!id) return;
          void run(
            'delete',
            async () => {
              await remove({ variables: { input: { id } } });
              await reload();
            },
            t('profiles.reviews.deleted'),
          ).then(() => {
            setDeleting(null);
            focusSection();
          });
        }}
      />
    </SectionCard>
  );
}
