import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { ApplicationRow_ApplicationFragmentDoc } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { ImageWithPlaceholder } from '../../ui/ImageWithPlaceholder';
import { HomeIcon } from '../../ui/icons';
import { formatDate } from '../../lib/format';
import { StatusLine } from '../../ui/StatusBadge';

import { formatListingAddress, formatMoney, listingName, STATUS_TONES } from './model';

export type ApplicationRowRef = FragmentType<typeof ApplicationRow_ApplicationFragmentDoc>;

export function ListingThumb({
  photo,
  className = 'w-20 sm:w-28',
}: {
  photo: { key: string; placeholder: string } | null;
  className?: string;
}) {
  if (!photo)
    return (
      <div
        className={`grid aspect-[4/3] shrink-0 place-items-center rounded-lg bg-surface-sunken text-ink-muted ${className}`}
      >
        <HomeIcon size={28} />
      </div>
    );
  return (
    <ImageWithPlaceholder
      src={photo.key}
      alt=""
      sizes="112px"
      placeholder={photo.placeholder}
      className={`shrink-0 rounded-lg ${className}`}
    />
  );
}

/**
 * One application in a list: the listing, status and dates; for landlords the applicant's name,
 * bold while unread. `to` links the row; `onOpen` opens it in place (the landlord's drawer).
 */
export function ApplicationRow({
  application: ref,
  to,
  onOpen,
  isLandlord = false,
  leading,
}: {
  application: ApplicationRowRef;
  to?: string;
  onOpen?: () => void;
  isLandlord?: boolean;
  leading?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const a = getFragmentData(ApplicationRow_ApplicationFragmentDoc, ref);
  const isUnread = isLandlord && !a.isReadByLandlord && a.status !== 'CANCELLED';
  const title = isLandlord ? a.tenant.fullName : listingName(a.listingSummary);
  const linkClass =
    "text-left outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:underline";
  return (
    <li
      className={`relative flex items-center gap-3 rounded-2xl border bg-surface-raised p-3 shadow-sm hover:border-brand-400 sm:gap-4 sm:p-4 ${isUnread ? 'border-brand-300 dark:border-brand-700' : 'border-line'}`}
      data-testid="application-row"
      data-unread={isUnread || undefined}
    >
      {leading}
      <ListingThumb photo={a.listingSummary.coverPhoto} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <StatusLine status={a.status} tones={STATUS_TONES} labelPrefix="applications.status">
          {a.isConsidered && a.status === 'PENDING' && (
            <span className="text-xs font-semibold text-brand-700 dark:text-brand-300">
              {t('applications.flags.considered')}
            </span>
          )}
          {isUnread && (
            <span className="text-xs font-semibold text-ink">{t('applications.flags.unread')}</span>
          )}
        </StatusLine>
        <h2 className={`truncate text-ink ${isUnread ? 'font-bold' : 'font-medium'}`}>
          {to ? (
            <RouteLink to={to} className={linkClass}>
              {title}
            </RouteLink>
          ) : (
            <button type="button" onClick={onOpen} className={linkClass}>
              {title}
            </button>
          )}
        </h2>
        <p className="truncate text-sm text-ink-muted">
          {isLandlord
            ? listingName(a.listingSummary)
            : [
                formatListingAddress(a.listingSummary),
                formatMoney(a.listingSummary.price, a.listingSummary.currency, i18n.language),
              ]
                .filter(Boolean)
                .join(' · ')}
        </p>
        <p className="text-xs text-ink-muted">
          {t('applications.list.applied_on', { date: formatDate(a.createdAt) })}
        </p>
      </div>
    </li>
  );
}
