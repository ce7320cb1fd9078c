import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ApplyListingDocument, ApplyTenantDocument } from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { buttonClass } from '../../ui/Button';
import { Card, PageHeader, Spinner } from '../../ui/Card';
import { FormAlert } from '../../ui/form/FormKit';
import { formatDate } from '../../lib/format';
import { StatusLine } from '../../ui/StatusBadge';
import { ApplyForm } from './ApplyForm';
import { ErrorText } from '../../ui/ListState';
import { formatMoney, listingName, STATUS_TONES, translateApplicationError } from './model';

/** /listings/{id}/apply: the rental profile, co-renters and the listing's questions. */
export function ApplyPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const location = useLocation();
  const isTenant = user?.userType === 'TENANT';
  const listingQuery = useQuery(ApplyListingDocument, { variables: { listingId: id } });
  const tenantQuery = useQuery(ApplyTenantDocument, {
    variables: { listingId: id },
    skip: !isTenant,
  });
  const listing = listingQuery.data?.listing;
  const profile = tenantQuery.data?.me?.rentalProfile ?? null;
  const existing = tenantQuery.data?.myApplications.items[0];
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
          subtitle={[name, formatMoney(listing.price, listing.currency, i18n.language)]
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
        <StatusLine status={existing.status} tones={STATUS_TONES} labelPrefix="applications.status">
          <span className="text-sm text-ink-muted">
            {t('applications.apply.applied_on', { date: formatDate(existing.createdAt) })}
          </span>
        </StatusLine>
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

  return shell(
    <ApplyForm
      listing={listing}
      profile={profile}
      onAlreadyApplied={() => void tenantQuery.refetch()}
    />,
  );
}
