import { IMAGES } from '@leiga/domain';
import { useCallback, useState } from 'react';

type Ops = Record<string, string | number>;

/** `/_ipx/{operations}/{source}`: operations are key_value pairs joined by commas (SPEC 7). */
export function ipxUrl(source: string, ops: Ops): string {
  const operations = Object.entries(ops)
    .map(([k, v]) => `${k}_${v}`)
    .join(',');
  return `/_ipx/${operations || '_'}/${source.replace(/^\//, '')}`;
}

/**
 * SPEC 9: the placeholder is 10x10 at quality 50 (`/_ipx/s_10x10,q_50/...`, a few hundred bytes).
 * Our ipx has no blur operation, so the blur is applied in CSS (see PLACEHOLDER_BLUR_PX).
 */
export function getPlaceholderUrl(source: string): string {
  const p = IMAGES.placeholder;
  return ipxUrl(source, { s: `${p.width}x${p.height}`, q: p.quality });
}

/** CSS blur over the stretched 10x10 placeholder: SPEC 9's blur 3, scaled up for display. */
export const PLACEHOLDER_BLUR_PX = IMAGES.placeholder.blur * 4;

export function getSrcSet(source: string, format: string): string {
  const widths = [...new Set(Object.values(IMAGES.widths))].sort((a, b) => a - b);
  return widths
    .map((w) => `${ipxUrl(source, { f: format, w, q: IMAGES.quality })} ${w}w`)
    .join(', ');
}

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

/** SPEC 4: a 10x10 blurred version shows until the real image has loaded. */
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
          src={placeholder ?? getPlaceholderUrl(src)}
          alt=""
          aria-hidden="true"
          data-testid="image-placeholder"
          className="absolute inset-0 size-full scale-110 object-cover"
          style={{ filter: `blur(${PLACEHOLDER_BLUR_PX}px)` }}
        />
      )}
      <picture>
        {IMAGES.formats.map((f) => (
          <source key={f} type={`image/${f}`} srcSet={getSrcSet(src, f)} sizes={sizes} />
        ))}
        <img
          ref={imageRef}
          src={ipxUrl(src, { w: IMAGES.widths.md, q: IMAGES.quality })}
          alt={alt}
          loading={loading}
          decoding="async"
          onLoad={() => setLoadedSrc(src)}
          data-loaded={isLoaded || undefined}
          className={`relative size-full object-cover transition-opacity duration-300 ${isLoaded ? 'opacity-100' : 'opacity-0'}`}
        />
      </picture>
    </div>
  );
}
