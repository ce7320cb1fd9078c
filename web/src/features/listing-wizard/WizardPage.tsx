import { useQuery } from '@apollo/client/react';
import type { ListingStep } from '@leiga/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import {
  ListingWizard_ListingFragmentDoc,
  WizardListingDocument,
} from '../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { FRESH_REFETCH } from '../../lib/fresh-refetch';
import { paths as routes } from '../../app/paths';
import { Logo } from '../../app/layouts/SiteHeader';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { buttonClass } from '../../ui/Button';
import { Spinner } from '../../ui/Card';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';
import {
  firstIncompleteStep,
  getStepStates,
  stepHref,
  stepOfPath,
  type StepState,
  type WizardListing,
} from './model';
import { BasicsStep, RealEstateStep } from './steps-place';
import { PhotosStep, PublishStep } from './steps-publish';
import { Stepper } from './Stepper';
import {
  AmenitiesStep,
  AvailabilityStep,
  DurationStep,
  PricingStep,
  QuestionsStep,
  RequirementsStep,
  UtilitiesStep,
} from './steps-terms';

function StepBody({
  step,
  listing,
  refetch,
}: {
  step: ListingStep;
  listing: WizardListing;
  refetch: () => Promise<unknown>;
}) {
  switch (step) {
    case 'real-estate':
      return <RealEstateStep listing={listing} />;
    case 'basics':
      return <BasicsStep listing={listing} />;
    case 'photos':
      return <PhotosStep listing={listing} refetch={refetch} />;
    case 'amenities':
      return <AmenitiesStep listing={listing} />;
    case 'utilities':
      return <UtilitiesStep listing={listing} />;
    case 'pricing':
      return <PricingStep listing={listing} />;
    case 'duration':
      return <DurationStep listing={listing} />;
    case 'availability':
      return <AvailabilityStep listing={listing} />;
    case 'requirements':
      return <RequirementsStep listing={listing} />;
    case 'questions':
      return <QuestionsStep listing={listing} />;
    case 'publish':
      return <PublishStep listing={listing} />;
  }
}

/** /listings/create/{id}/{step}: the full-screen wizard, one step at a time. */
export function WizardPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const localize = useLocalizedPath();
  const step = stepOfPath(pathname);
  const { data, loading, error, refetch } = useQuery(WizardListingDocument, {
    variables: { id },
    // The photos step refetches after its uploads to REST.
    context: FRESH_REFETCH,
  });
  const listing = data?.listing
    ? getFragmentData(ListingWizard_ListingFragmentDoc, data.listing)
    : null;

  if (loading && !listing) return <Spinner label={t('common.status.loading')} />;
  if (error && !listing) {
    const code = getGraphError(error).code;
    if (code === 'NOT_FOUND') return <ErrorScreen status={404} />;
    if (code === 'FORBIDDEN') return <ErrorScreen status={403} />;
    return (
      <p role="alert" className="p-8 text-red-700">
        {translateGraphError(t, error)}
      </p>
    );
  }
  if (!listing) return <ErrorScreen status={404} />;
  if (!listing.steps) return <ErrorScreen status={403} />;
  if (!step) return <Navigate to={localize(stepHref(id, firstIncompleteStep(listing)))} replace />;
  if (listing.status === 'ARCHIVED') return <ErrorScreen status={404} />;

  const title =
    listing.title ??
    ([listing.street, listing.houseNumber].filter(Boolean).join(' ') ||
      t('listings.wizard.new_listing'));
  return (
    <WizardFrame listingId={id} title={title} steps={getStepStates(listing)} step={step}>
      <StepBody key={`${listing.id}-${step}`} step={step} listing={listing} refetch={refetch} />
    </WizardFrame>
  );
}

/**
 * The wizard's page around a step: header with the way out, the steps, the step's heading and
 * intro. `listingId` is null before the draft exists (/listings/create/new).
 */
export function WizardFrame({
  listingId,
  title,
  steps,
  step,
  children,
}: {
  listingId: string | null;
  title: string;
  steps: readonly StepState[];
  step: ListingStep;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step takes the focus to its heading, as a new page would.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  return (
    <div className="flex min-h-dvh flex-col bg-surface-sunken">
      <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Logo />
          <p className="hidden min-w-0 flex-1 truncate text-sm text-ink-muted sm:block">{title}</p>
          <RouteLink
            to={
              listingId
                ? routes.landlordListing.href({ id: listingId })
                : routes.listingCreate.href()
            }
            className={`${buttonClass('secondary', 'sm')} ml-auto`}
          >
            {t('listings.wizard.exit')}
          </RouteLink>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:py-10">
        <aside className="lg:sticky lg:top-24 lg:w-64 lg:shrink-0 lg:self-start">
          <Stepper listingId={listingId} steps={steps} current={step} />
        </aside>
        <section className="min-w-0 flex-1 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-8">
          <p className="text-sm font-medium text-brand-700 dark:text-brand-300">
            {t('listings.wizard.step_of', {
              number: steps.findIndex((s) => s.step === step) + 1,
              total: steps.length,
            })}
          </p>
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-1 mb-2 text-2xl font-bold text-ink outline-none"
          >
            {t(`listings.wizard.steps.${step}`)}
          </h1>
          <p className="mb-6 text-ink-muted">{t(`listings.wizard.intros.${step}`)}</p>
          {children}
        </section>
      </div>
    </div>
  );
}
