import { useMutation } from '@apollo/client/react';
import { formatNumber } from '@leiga/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteCoverPhotoDocument } from '../../__generated__/graphql';
import { Button } from '../../ui/Button';
import { ImageWithPlaceholder } from '../../ui/ImageWithPlaceholder';
import { UserIcon } from '../../ui/icons';
import { UploadButton } from './ImageUpload';
import type { SectionProps } from './model';
import { UPLOAD_PATHS } from './upload';
import { useProfileAction } from './use-profile-action';

/** A stored image of the header, shown at once (it is above the fold), or what stands in for it. */
function HeaderImage({
  image,
  alt,
  aspect,
  fallback,
}: {
  image: { key: string; placeholder?: string } | null | undefined;
  alt: string;
  aspect: string;
  fallback: ReactNode;
}) {
  if (!image) return fallback;
  return (
    <ImageWithPlaceholder
      src={image.key}
      placeholder={image.placeholder}
      alt={alt}
      aspect={aspect}
      loading="eager"
    />
  );
}

/** Cover photo, profile image, name and where the tenant is based; the owner changes the images. */
export function ProfileHeader({
  profile,
  isOwner,
  refetch,
}: SectionProps & { refetch: () => Promise<unknown> }) {
  const { t, i18n } = useTranslation();
  const [deleteCover] = useMutation(DeleteCoverPhotoDocument);
  const { run, pending } = useProfileAction();
  return (
    <header
      id="profile-image"
      tabIndex={-1}
      className="scroll-mt-24 overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm outline-none"
    >
      <HeaderImage
        image={profile.coverPhoto}
        alt={t('profiles.header.cover_alt', { name: profile.fullName })}
        aspect="4/1"
        fallback={
          <div className="aspect-[4/1] bg-gradient-to-r from-brand-100 to-brand-300 dark:from-brand-900 dark:to-brand-700" />
        }
      />
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-end sm:p-6">
        <div className="-mt-16 size-28 shrink-0 overflow-hidden rounded-full border-4 border-surface-raised bg-surface-sunken sm:-mt-20 sm:size-32">
          <HeaderImage
            image={profile.profileImage}
            alt={t('profiles.header.image_alt', { name: profile.fullName })}
            aspect="1/1"
            fallback={
              <div className="grid size-full place-items-center text-ink-muted">
                <UserIcon size={48} />
              </div>
            }
          />
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {profile.fullName}
          </h1>
          <p className="text-ink-muted">
            @{profile.profileUsername}
            {profile.currentlyBased &&
              ` · ${t('profiles.header.based_in', { place: profile.currentlyBased.name })}`}
          </p>
          {profile.reviewsCount > 0 && profile.averageRating !== null && (
            <p className="text-sm text-ink-muted">
              {t('profiles.header.rating', {
                rating: formatNumber(profile.averageRating, i18n.language, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
                count: profile.reviewsCount,
              })}
            </p>
          )}
        </div>
        {isOwner && (
          <div className="flex flex-wrap items-start gap-2">
            <UploadButton
              label={t('profiles.header.upload_image')}
              path={UPLOAD_PATHS.profileImage(profile.id)}
              onDone={refetch}
              testId="profile-image-input"
            />
            <UploadButton
              label={t('profiles.header.upload_cover')}
              path={UPLOAD_PATHS.coverPhoto(profile.profileUsername)}
              onDone={refetch}
              testId="cover-photo-input"
            />
            {profile.coverPhoto && (
              <Button
                variant="ghost"
                size="sm"
                isLoading={pending === 'cover'}
                onPress={() =>
                  void run('cover', () =>
                    deleteCover({ variables: { input: { username: profile.profileUsername } } }),
                  )
                }
              >
                {t('profiles.header.remove_cover')}
              </Button>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
