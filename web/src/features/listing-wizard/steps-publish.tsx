import { useMutation } from '@apollo/client/react';
import { formatMoney, LISTING_PHOTOS } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitListingDocument } from '../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { Button, buttonClass } from '../../ui/Button';
import { FormAlert } from '../../ui/fields';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';
import { ImageWithPlaceholder } from '../../ui/ImageWithPlaceholder';
import { getStepStates, stepHref, type WizardListing } from './model';
import { PhotoUploader } from './PhotoUploader';
import { WizardNav } from './StepForm';
import { enumKey } from '../../lib/enums';
import { TitledSection } from '../../ui/TitledSection';

/** Photos: upload with progress, reorder, cover, delete; at least three to publish. */
export function PhotosStep({
  listing,
  refetch,
}: {
  listing: WizardListing;
  refetch: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const missing = Math.max(0, LISTING_PHOTOS.minToPublish - listing.photos.length);
  return (
    <div className="flex flex-col gap-6">
      <PhotoUploader listingId={listing.id} photos={listing.photos} onUploaded={refetch} />
      {missing > 0 && (
        <FormAlert tone="info">{t('listings.photos.need_more', { count: missing })}</FormAlert>
      )}
      <WizardNav
        listingId={listing.id}
        previous="basics"
        onContinue={() => void navigate(localize(stepHref(listing.id, 'amenities')))}
      />
    </div>
  );
}

/** A summary, what is missing, and submit: trusted landlords publish, others ask for review. */
export function PublishStep({ listing }: { listing: WizardListing }) {
  const { t, i18n } = useTranslation();
  const [submit, { loading }] = useMutation(SubmitListingDocument);
  const [error, setError] = useState<string | null>(null);
  const steps = getStepStates(listing).filter((s) => s.step !== 'publish');
  const incomplete = steps.filter((s) => !s.isComplete);
  const cover = listing.photos.find((p) => p.isCover) ?? listing.photos[0];
  const address = [listing.street, listing.houseNumber].filter(Boolean).join(' ');
  const request = listing.publishRequest;

  const onSubmit = async () => {
    setError(null);
    try {
      await submit({ variables: { input: { id: listing.id } } });
    } catch (e) {
      const info = getGraphError(e);
      setError(
        info.reason === 'listing_incomplete'
          ? t('listings.errors.listing_incomplete')
          : translateGraphError(t, e),
      );
    }
  };

  if (listing.status === 'PUBLISHED') {
    return (
      <div className="flex flex-col gap-4" data-testid="publish-result">
        <FormAlert tone="success">
          <strong>{t('listings.wizard.published_title')}</strong>{' '}
          {t('listings.wizard.published_text')}
        </FormAlert>
        <div className="flex flex-wrap gap-2">
          <RouteLink
            to={routes.listing.href({ id: listing.id })}
            className={buttonClass('primary')}
          >
            {t('listings.landlord.view_public')}
          </RouteLink>
          <RouteLink
            to={routes.landlordListing.href({ id: listing.id })}
            className={buttonClass('secondary')}
          >
            {t('listings.wizard.manage')}
          </RouteLink>
        </div>
      </div>
    );
  }
  if (listing.status === 'AWAITING_REVIEW') {
    return (
      <div className="flex flex-col gap-4" data-testid="publish-result">
        <FormAlert tone="info">
          <strong>{t('listings.wizard.review_title')}</strong> {t('listings.wizard.review_text')}
        </FormAlert>
        <RouteLink
          to={routes.landlordListings.href()}
          className={`${buttonClass('secondary')} self-start`}
        >
          {t('listings.wizard.to_my_listings')}
        </RouteLink>
      </div>
    );
  }
  if (listing.status !== 'DRAFT') {
    return (
      <FormAlert tone="info">
        {t('listings.wizard.live_edit', {
          status: t(enumKey('listings.status', listing.status)),
        })}
      </FormAlert>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {request?.status === 'REJECTED' && (
        <FormAlert>
          <strong>{t('listings.wizard.rejected_title')}</strong> {request.reason}
        </FormAlert>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      <section className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 sm:flex-row">
        <div className="w-full shrink-0 sm:w-56">
          {cover ? (
            <ImageWithPlaceholder
              src={cover.key}
              placeholder={cover.placeholder}
              alt=""
              sizes="(min-width: 640px) 224px, 100vw"
              className="rounded-xl"
            />
          ) : (
            <div className="aspect-[4/3] rounded-xl bg-surface-sunken" />
          )}
        </div>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">
            {listing.title ?? t('listings.landlord.untitled')}
          </h2>
          <p className="text-ink-muted">
            {[address, [listing.postalCode, listing.municipality].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ')}
          </p>
          <p className="mt-2 text-xl font-bold text-ink">
            {listing.price === null ? '' : formatMoney(listing.price, 'ISK', i18n.language)}
          </p>
          <p className="text-sm text-ink-muted">
            {t('listings.wizard.summary_line', {
              photos: listing.photos.length,
              rooms: listing.rooms ?? '–',
              size: listing.sizeM2 ?? '–',
            })}
          </p>
        </div>
      </section>
      <TitledSection
        id="checklist"
        title={t('listings.wizard.checklist')}
        titleClassName="mb-2 font-semibold text-ink"
      >
        <ul className="divide-y divide-line rounded-2xl border border-line">
          {steps.map((s) => (
            <li key={s.step} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
              <span className="text-ink">{t(`listings.wizard.steps.${s.step}`)}</span>
              {s.isComplete ? (
                <span className="font-medium text-green-700 dark:text-green-400">
                  ✓ {t('listings.wizard.step_complete')}
                </span>
              ) : (
                <RouteLink
                  to={stepHref(listing.id, s.step)}
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                >
                  {t('listings.wizard.finish_step')}
                </RouteLink>
              )}
            </li>
          ))}
        </ul>
      </TitledSection>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {incomplete.length > 0
            ? t('listings.wizard.incomplete', { count: incomplete.length })
            : t('listings.wizard.ready')}
        </p>
        <Button
          size="lg"
          isDisabled={incomplete.length > 0}
          isLoading={loading}
          onPress={() => void onSubmit()}
        >
          {t('listings.wizard.submit')}
        </Button>
      </div>
    </div>
  );
}
