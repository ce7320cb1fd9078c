import { IMAGES, imageFallbackUrl, imagePlaceholderUrl, imageSrcSet } from '@leiga/domain';
import { useCallback, useState } from 'react';

/** CSS blur over the stretched 10x10 placeholder: SPEC 9's blur 3, scaled up for display. */
export const PLACEHOLDER_BLUR_PX = IMAGES.placeholder.blur * 4;

type Props = {
  src: string;
  alt: string;
  sizes?: string;
  className?: string;
  aspect?: string;
  /** A ready placeholder (e.g. a listing photo's 10x10 data URI) instead of one from /_ipx. */
  placeholder?: string;
  /** `eager` for the first, above-the-fold image. */
  loading?: 'lazy' | 'eager';
};

/**
 * SPEC 4: a 10x10 blurred version shows until the real image has loaded. The image is drawn over
 * it as it arrives rather than faded in after a load event: a fade would hold the largest paint
 * of a first visit back until the page's script has run.
 */
export function ImageWithPlaceholder({
  src,
  alt,
  sizes = '100vw',
  className = '',
  aspect = '4/3',
  placeholder,
  loading = 'lazy',
}: Props) {
  // Keyed by source, so a new src shows its placeholder again until it has loaded.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const isLoaded = loadedSrc === src;
  // An image already in the cache may be complete before React sees its load event.
  const imageRef = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) setLoadedSrc(src);
    },
    [src],
  );
  return (
    <div
      className={`relative overflow-hidden bg-surface-sunken ${className}`}
      style={{ aspectRatio: aspect }}
    >
      {!isLoaded && (
        <img
          src={placeholder ?? imagePlaceholderUrl(src)}
          alt=""
          aria-hidden="true"
          data-testid="image-placeholder"
          className="absolute inset-0 size-full scale-110 object-cover"
          style={{ filter: `blur(${PLACEHOLDER_BLUR_PX}px)` }}
        />
      )}
      <picture>
        {IMAGES.formats.map((f) => (
          <source key={f} type={`image/${f}`} srcSet={imageSrcSet(src, f)} sizes={sizes} />
        ))}
        <img
          ref={imageRef}
          src={imageFallbackUrl(src)}
          alt={alt}
          loading={loading}
          fetchPriority={loading === 'eager' ? 'high' : undefined}
          decoding="async"
          onLoad={() => setLoadedSrc(src)}
          data-loaded={isLoaded || undefined}
          className="relative size-full object-cover"
        />
      </picture>
    </div>
  );
}
