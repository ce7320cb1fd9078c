import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LikeListingDocument, UnlikeListingDocument } from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { translateGraphError } from '../../ui/graph-errors';
import { HeartIcon } from '../../ui/icons';
import { SignInPrompt } from './SignInPrompt';

type Props = {
  listingId: string;
  isLiked: boolean;
  title: string;
  /** `overlay` sits on a photo; `inline` is a normal button with a label. */
  variant?: 'overlay' | 'inline';
};

/** Like and unlike; a visitor is asked to sign in first. */
export function LikeButton({ listingId, isLiked, title, variant = 'overlay' }: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [isPromptOpen, setPromptOpen] = useState(false);
  const [like, likeState] = useMutation(LikeListingDocument);
  const [unlike, unlikeState] = useMutation(UnlikeListingDocument);
  const isBusy = likeState.loading || unlikeState.loading;

  const toggle = async () => {
    if (!user) {
      setPromptOpen(true);
      return;
    }
    try {
      const input = { id: listingId };
      if (isLiked) {
        await unlike({
          variables: { input },
          update: (cache) => cache.evict({ fieldName: 'likedListings' }),
        });
      } else {
        await like({
          variables: { input },
          update: (cache) => cache.evict({ fieldName: 'likedListings' }),
        });
      }
    } catch (error) {
      toast.error(translateGraphError(t, error));
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
      <SignInPrompt
        isOpen={isPromptOpen}
        onOpenChange={setPromptOpen}
        title={t('listings.like.sign_in_title')}
        text={t('listings.like.sign_in_text')}
      />
    </>
  );
}
