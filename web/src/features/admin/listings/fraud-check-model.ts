import type { TFunction } from 'i18next';
import type { FraudCheckCell_ListingFragment } from '../../../__generated__/graphql';

type Signal = NonNullable<FraudCheckCell_ListingFragment['fraudCheck']>['signals'][number];

/** One signal in words: what was found, with the numbers staff need to judge it. */
export function signalMessage(signal: Signal, t: TFunction, locale: string): string {
  const number = (n: number | null) =>
    (n ?? 0).toLocaleString(locale, { maximumFractionDigits: 0 });
  switch (signal.code) {
    case 'REUSED_PHOTO':
      return t('listing-checks.admin.reused_photo', {
        photoId: signal.photoId,
        otherListingId: signal.otherListingId,
        distance: signal.distance,
      });
    case 'PRICE_FAR_BELOW':
      return t(
        signal.scope === 'POSTAL_CODE'
          ? 'listing-checks.admin.price_far_below_postal_code'
          : 'listing-checks.admin.price_far_below_municipality',
        {
          pricePerM2: number(signal.pricePerM2),
          medianPerM2: number(signal.medianPerM2),
          comparables: signal.comparables,
          percent: Math.round((signal.ratio ?? 0) * 100),
        },
      );
    case 'SCAM_PHRASE':
      return t('listing-checks.admin.scam_phrase', {
        kind: t(`listing-checks.scam.${signal.scamCode ?? ''}`),
        excerpt: signal.excerpt,
      });
  }
}
