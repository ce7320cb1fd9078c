import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../__generated__';
import {
  LikeButton_ListingFragmentDoc,
  LikeListingDocument,
  UnlikeListingDocument,
} from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { getLoadedApolloClient } from '../../app/graph';
import { fetchGraph } from '../../app/graph-fetch';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { translateGraphError } from '../../ui/graph-errors';
import { HeartIcon } from '../../ui/icons';

/** A react-aria dialog: loaded when a visitor first needs it, not with every card. */
const SignInPrompt = lazy(() =>
  import('./SignInPrompt').then((m) => ({ default: m.SignInPrompt })),
);

type Props = {
  listingId: string;
  isLiked: boolean;
  title: string;
  /** `overlay` sits on a photo; `inline` is a normal button with a label. */
  variant?: 'overlay' | 'inline';
};

/**
 * Like and unlike; a visitor is asked to sign in first. Sent without Apollo (public pages do not
 * load it); when a signed-in page has loaded Apollo, its copy of the listing and the liked list
 * are brought up to date.
 */
export function LikeButton({ listingId, isLiked: isLikedProp, title, variant = 'overlay' }: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [isPromptOpen, setPromptOpen] = useState(false);
  const [isLiked, setLiked] = useState(isLikedProp);
  const [isBusy, setBusy] = useState(false);
  useEffect(() => setLiked(isLikedProp), [isLikedProp]);

  const toggle = async () => {
    if (!user) {
      setPromptOpen(true);
      return;
    }
    setBusy(true);
    try {
      const input = { id: listingId };
      const listing = getFragmentData(
        LikeButton_ListingFragmentDoc,
        isLiked
          ? (await fetchGraph(UnlikeListingDocument, { input })).unlikeListing
          : (await fetchGraph(LikeListingDocument, { input })).likeListing,
      );
      setLiked(listing.isLiked);
      const cache = getLoadedApolloClient()?.cache;
      if (cache) {
        cache.modify({
          id: cache.identify(listing),
          fields: { isLiked: () => listing.isLiked, likesCount: () => listing.likesCount },
        });
        cache.evict({ fieldName: 'likedListings' });
        cache.gc();
      }
    } catch (error) {
      toast.error(translateGraphError(t, error));
    } finally {
      setBusy(false);
    }
  };

  const label = isLiked ? t('listings.like.unlike', { title }) : t('listings.like.like', { title });
  return (
    <>
      <Button
        variant={variant === 'overlay' ? 'ghost' : 'secondary'}
        size={variant === 'overlay' ? 'sm' : 'md'}
        aria-pressed={isLiked}
        aria-label={variant === 'overlay' ? label : undefined}
        isDisabled={isBusy}
        onPress={() => void toggle()}
        className={
          variant === 'overlay'
            ? 'size-10 rounded-full bg-white/90 !px-0 text-ink shadow hover:bg-white dark:bg-black/70 dark:hover:bg-black/80'
            : ''
        }
        data-testid="like-button"
      >
        <HeartIcon
          size={20}
          className={isLiked ? 'fill-red-600 text-red-600' : ''}
          aria-hidden="true"
        />
        {variant === 'inline' && (isLiked ? t('listings.like.liked') : t('listings.like.save'))}
      </Button>
      {isPromptOpen && (
        <Suspense fallback={null}>
          <SignInPrompt
            isOpen={isPromptOpen}
            onOpenChange={setPromptOpen}
            title={t('listings.like.sign_in_title')}
            text={t('listings.like.sign_in_text')}
          />
        </Suspense>
      )}
    </>
  );
}
