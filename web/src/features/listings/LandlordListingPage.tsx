import { useMutation, useQuery } from '@apollo/client/react';
import { canTransition, isEditable, type ListingAction } from '@leiga/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import {
  ArchiveListingDocument,
  LandlordListingDocument,
  LandlordListingRow_ListingFragmentDoc,
  MarkListingRentedDocument,
  PauseListingDocument,
  RelistListingDocument,
  ResumeListingDocument,
} from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { toast } from '../../shell/toast-store';
import { Button, buttonClass } from '../../ui/Button';
import { Card, PageHeader, Spinner } from '../../ui/Card';
import { FormAlert } from '../../ui/fields';
import { formatDate } from '../../lib/format';
import { translateGraphError } from '../../ui/graph-errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EyeIcon, HeartIcon } from '../../ui/icons';
import { ListingImage } from './ListingImage';
import { LISTING_STATUS_TONES } from '../../lib/status-tones';
import { enumKey } from '../../lib/enums';
import { StatusBadge } from '../../ui/StatusBadge';
import { formatAddress, formatArea, formatNumber, formatPrice } from './model';
import { PriceHistory } from './PriceHistory';
import { fromGraphEnum } from '../../lib/enums';
import { ErrorText } from '../../ui/ListState';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  const { i18n } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <span className="grid size-10 place-items-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-200">
        {icon}
      </span>
      <div>
        <p className="text-2xl font-bold text-ink">{formatNumber(value, i18n.language)}</p>
        <p className="text-sm text-ink-muted">{label}</p>
      </div>
    </div>
  );
}

type Confirmable = 'archive' | 'mark_rented';

/** /landlords/listings/{id}: status, actions, views and likes, price history. */
export function LandlordListingPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(LandlordListingDocument, { variables: { id } });
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const input = { variables: { input: { id } } };
  const [pause, pauseState] = useMutation(PauseListingDocument);
  const [resume, resumeState] = useMutation(ResumeListingDocument);
  const [markRented, rentedState] = useMutation(MarkListingRentedDocument);
  const [archive, archiveState] = useMutation(ArchiveListingDocument);
  const [relist, relistState] = useMutation(RelistListingDocument);
  const listing = data?.listing;
  if (loading && !listing) return <Spinner label={t('common.status.loading')} />;
  if (error && !listing) {
    return <ErrorText>{translateGraphError(t, error)}</ErrorText>;
  }
  if (!listing || !listing.steps) return <ErrorScreen status={404} />;
  const row = getFragmentData(LandlordListingRow_ListingFragmentDoc, listing);
  const status = fromGraphEnum(row.status);
  const can = (action: ListingAction) => canTransition(status, action);
  const address = formatAddress(row);
  const run = async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      toast.success(message);
      setConfirming(null);
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
  };
  const done = listing.steps.filter((s) => s.isComplete && s.step !== 'PUBLISH').length;
  const total = listing.steps.filter((s) => s.step !== 'PUBLISH').length;
  const request = listing.publishRequest;
  return (
    <div>
      <RouteLink
        to={routes.landlordListings.href()}
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        ← {t('listings.landlord.back')}
      </RouteLink>
      <PageHeader
        title={row.title ?? (address || t('listings.landlord.untitled'))}
        subtitle={[address, formatArea(row)].filter(Boolean).join(', ')}
        actions={
          <StatusBadge
            status={row.status}
            tones={LISTING_STATUS_TONES}
            labelPrefix="listings.status"
          />
        }
      />
      {status === 'draft' && request?.status === 'REJECTED' && (
        <div className="mb-6">
          <FormAlert>
            <strong>{t('listings.landlord.rejected')}</strong> {request.reason}
          </FormAlert>
        </div>
      )}
      {status === 'awaiting_review' && (
        <div className="mb-6">
          <FormAlert tone="info">{t('listings.landlord.awaiting_review')}</FormAlert>
        </div>
      )}
      {status !== 'draft' && listing.verification && (
        // In general terms only: the check's signals would teach a fraudster what to change.
        <p className="mb-6 text-sm text-ink-muted" data-testid="listing-verification">
          {t(enumKey('listing-checks.verification', listing.verification))}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <div className="flex flex-col gap-4 sm:flex-row">
              <ListingImage
                photo={row.coverPhoto}
                alt=""
                sizes="(min-width: 640px) 240px, 100vw"
                className="w-full shrink-0 rounded-xl sm:w-60"
              />
              <dl className="grid flex-1 grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-ink-muted">{t('listings.facts.price')}</dt>
                  <dd className="font-semibold text-ink">
                    {formatPrice(row.price, row.currency, i18n.language) || '—'}
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{t('listings.facts.available_from')}</dt>
                  <dd className="font-semibold text-ink">
                    {formatDate(listing.availableFrom) || '—'}
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{t('listings.landlord.created')}</dt>
                  <dd className="font-semibold text-ink">{formatDate(listing.createdAt)}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{t('listings.landlord.published')}</dt>
                  <dd className="font-semibold text-ink">
                    {formatDate(listing.publishedAt) || '—'}
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-ink-muted">{t('listings.landlord.steps_done')}</dt>
                  <dd className="font-semibold text-ink">
                    {t('listings.landlord.steps_value', { done, total })}
                  </dd>
                </div>
              </dl>
            </div>
          </Card>
          <Card>
            <h2 className="mb-4 text-lg font-semibold text-ink">
              {t('listings.landlord.performance')}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <Stat
                icon={<EyeIcon />}
                label={t('listings.landlord.views_label')}
                value={row.viewsCount}
              />
              <Stat
                icon={<HeartIcon />}
                label={t('listings.landlord.likes_label')}
                value={row.likesCount}
              />
            </div>
          </Card>
          <Card>
            <h2 className="mb-3 text-lg font-semibold text-ink">
              {t('listings.price_history.title')}
            </h2>
            <PriceHistory points={listing.priceHistory ?? []} />
          </Card>
        </div>
        <Card className="flex flex-col gap-2 self-start">
          <h2 className="mb-1 text-lg font-semibold text-ink">{t('listings.landlord.actions')}</h2>
          {isEditable(status) && (
            <RouteLink
              to={routes.listingCreateDraft.href({ id })}
              className={buttonClass('primary')}
            >
              {status === 'draft' ? t('listings.landlord.continue') : t('listings.landlord.edit')}
            </RouteLink>
          )}
          {status === 'published' && (
            <RouteLink to={routes.listing.href({ id })} className={buttonClass('secondary')}>
              {t('listings.landlord.view_public')}
            </RouteLink>
          )}
          {status !== 'draft' && (
            <RouteLink
              to={`${routes.landlordApplications.href()}?listing=${encodeURIComponent(id)}`}
              className={buttonClass('secondary')}
            >
              {t('listings.landlord.view_applications')}
            </RouteLink>
          )}
          {can('pause') && (
            <Button
              variant="secondary"
              isLoading={pauseState.loading}
              onPress={() => void run(() => pause(input), t('listings.landlord.paused'))}
            >
              {t('listings.landlord.pause')}
            </Button>
          )}
          {can('resume') && (
            <Button
              variant="secondary"
              isLoading={resumeState.loading}
              onPress={() => void run(() => resume(input), t('listings.landlord.resumed'))}
            >
              {t('listings.landlord.resume')}
            </Button>
          )}
          {can('mark_rented') && (
            <Button variant="secondary" onPress={() => setConfirming('mark_rented')}>
              {t('listings.landlord.mark_rented')}
            </Button>
          )}
          {can('relist') && (
            <Button
              variant="secondary"
              isLoading={relistState.loading}
              onPress={() => void run(() => relist(input), t('listings.landlord.relisted'))}
            >
              {t('listings.landlord.relist')}
            </Button>
          )}
          {can('archive') && (
            <Button variant="ghost" onPress={() => setConfirming('archive')}>
              {t('listings.landlord.archive')}
            </Button>
          )}
        </Card>
      </div>
      <ConfirmDialog
        isOpen={confirming === 'archive'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('listings.landlord.archive_title')}
        text={t('listings.landlord.archive_text')}
        confirmLabel={t('listings.landlord.archive')}
        isLoading={archiveState.loading}
        onConfirm={() => void run(() => archive(input), t('listings.landlord.archived'))}
      />
      <ConfirmDialog
        isOpen={confirming === 'mark_rented'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('listings.landlord.rented_title')}
        text={t('listings.landlord.rented_text')}
        confirmLabel={t('listings.landlord.mark_rented')}
        tone="primary"
        isLoading={rentedState.loading}
        onConfirm={() => void run(() => markRented(input), t('listings.landlord.marked_rented'))}
      />
    </div>
  );
}
