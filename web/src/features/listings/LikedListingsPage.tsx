import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LikedListingsDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { toast } from '../../shell/toast-store';
import { Button, buttonClass } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { translateGraphError } from '../../ui/graph-errors';
import { HeartIcon } from '../../ui/icons';
import { ListingCard } from './ListingCard';
import { LoadState } from '../../ui/ListState';
import { withPageInfo } from '../../ui/Pagination';

/** /tenants/liked-listings: six at a time; "load more" appends the next page (SPEC 4). */
export function LikedListingsPage() {
  const { t } = useTranslation();
  const pageSize = PAGE_SIZES.likedListings;
  const { data, loading, error, fetchMore } = useQuery(LikedListingsDocument, {
    variables: { page: 1, pageSize },
    notifyOnNetworkStatusChange: true,
  });
  const [isLoadingMore, setLoadingMore] = useState(false);
  const liked = withPageInfo(data?.likedListings);
  const loadMore = async () => {
    if (!liked) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { page: liked.page + 1, pageSize } });
    } catch (e) {
      toast.error(translateGraphError(t, e));
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <div>
      <PageHeader
        title={t('listings.liked.title')}
        subtitle={liked ? t('listings.liked.count', { count: liked.count }) : undefined}
      />
      <LoadState hasData={Boolean(liked)} isLoading={loading} error={error} />
      {liked && liked.items.length === 0 && (
        <div className="rounded-2xl border border-dashed border-line p-10 text-center">
          <HeartIcon size={32} className="mx-auto text-ink-muted" />
          <h2 className="mt-3 text-lg font-semibold text-ink">{t('listings.liked.empty_title')}</h2>
          <p className="mt-1 text-ink-muted">{t('listings.liked.empty_text')}</p>
          <RouteLink to={routes.listings.href()} className={`${buttonClass('primary')} mt-4`}>
            {t('listings.liked.browse')}
          </RouteLink>
        </div>
      )}
      {liked && liked.items.length > 0 && (
        <>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {liked.items.map((item) => (
              <li key={item.id}>
                <ListingCard listing={item} />
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center text-sm text-ink-muted" aria-live="polite">
            {t('listings.liked.showing', { shown: liked.items.length, count: liked.count })}
          </p>
          {liked.hasNextPage && (
            <div className="mt-3 flex justify-center">
              <Button variant="secondary" isLoading={isLoadingMore} onPress={() => void loadMore()}>
                {t('listings.liked.load_more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
