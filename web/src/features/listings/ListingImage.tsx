import { ImageWithPlaceholder } from '../../ui/ImageWithPlaceholder';
import { HomeIcon } from '../../ui/icons';

export type PhotoLike = { key: string; placeholder: string };

type Props = {
  photo: PhotoLike | null | undefined;
  alt: string;
  /** The rendered width, so the browser picks from the srcset for density 1 or 2. */
  sizes: string;
  aspect?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
};

/**
 * A listing photo through /_ipx: AVIF and WebP srcsets at the SPEC 9 widths (the browser takes
 * the 2x candidate on dense screens), the photo's own 10x10 blurred placeholder until it loads.
 */
export function ListingImage({
  photo,
  alt,
  sizes,
  aspect = '4/3',
  className = '',
  loading,
}: Props) {
  if (!photo) {
    return (
      <div
        className={`grid place-items-center bg-surface-sunken text-ink-muted ${className}`}
        style={{ aspectRatio: aspect }}
      >
        <HomeIcon size={40} />
        <span className="sr-only">{alt}</span>
      </div>
    );
  }
  return (
    <ImageWithPlaceholder
      src={photo.key}
      alt={alt}
      sizes={sizes}
      aspect={aspect}
      className={className}
      placeholder={photo.placeholder}
      loading={loading}
    />
  );
}
