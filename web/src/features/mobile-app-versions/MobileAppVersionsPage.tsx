import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../__generated__';
import {
  MobileAppVersionRow_VersionFragmentDoc,
  MobileAppVersionsDocument,
  type MobilePlatform,
} from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import { PageHeader } from '../../ui/Card';
import { LoadState } from '../../ui/ListState';
import { MobileAppVersionForm } from './MobileAppVersionForm';
import { AdminHomeLink } from '../../ui/BackLink';

const PLATFORMS: readonly MobilePlatform[] = ['IOS', 'ANDROID'];

/**
 * /admin/mobile-app-versions: staff set, per platform, the version in the store (older apps are
 * told an update is available) and the oldest version allowed (older apps must update first).
 */
export function MobileAppVersionsPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(MobileAppVersionsDocument);
  const versions = (data?.mobileAppVersions ?? []).map((v) =>
    getFragmentData(MobileAppVersionRow_VersionFragmentDoc, v),
  );
  return (
    <div className="flex flex-col gap-4">
      <AdminHomeLink />
      <PageHeader
        title={t('mobile-app-versions.title')}
        subtitle={t('mobile-app-versions.subtitle')}
      />
      {!data && <LoadState hasData={false} isLoading={loading} error={error} />}
      {data &&
        PLATFORMS.map((platform) => {
          const published = versions.find((v) => v.platform === platform) ?? null;
          const name = t(`mobile-app-versions.platforms.${platform.toLowerCase()}`);
          return (
            <section
              key={platform}
              aria-labelledby={`versions-${platform}`}
              className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
              data-testid="mobile-app-version"
            >
              <h2 id={`versions-${platform}`} className="text-lg font-semibold text-ink">
                {name}
              </h2>
              <p className="text-sm text-ink-muted">
                {published
                  ? t('mobile-app-versions.published', {
                      current: published.currentVersion,
                      minimum: published.minimumVersion,
                      date: formatDate(published.updatedAt),
                    })
                  : t('mobile-app-versions.not_set')}
              </p>
              {/* Keyed by what is published, so a save elsewhere resets the fields to it. */}
              <MobileAppVersionForm
                key={`${published?.currentVersion}:${published?.minimumVersion}`}
                platform={platform}
                published={published}
              />
            </section>
          );
        })}
    </div>
  );
}
