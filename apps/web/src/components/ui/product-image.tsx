import { placeholderUrl, webpSrcSet, webpUrl } from '../../lib/images.ts';

interface ProductImageProps {
  imageURL: string;
  alt: string;
  className?: string;
  /** Called once the low-quality placeholder has loaded (or failed), so a page can know its images are in. */
  onPlaceholderSettled?: () => void;
  /** Above the fold: load at once, and the first of them before other images. */
  eager?: boolean;
  priority?: boolean;
  /** How wide the picture is shown (the `sizes` attribute); a thumbnail by default. */
  sizes?: string;
}

/**
 * A 1070x1400 image over its blurred -lq_1 placeholder. The image is never hidden: it paints over the
 * placeholder as it arrives, so the browser shows (and counts as painted) the real picture at once
 * rather than after a script notices it has loaded.
 */
export function ProductImage({
  imageURL,
  alt,
  className = '',
  onPlaceholderSettled,
  eager,
  priority,
  sizes = '200px',
}: ProductImageProps) {
  return (
    <div className={`relative aspect-[1070/1400] overflow-hidden bg-sage-100 ${className}`}>
      <img
        src={placeholderUrl(imageURL)}
        alt=""
        aria-hidden="true"
        width={1070}
        height={1400}
        decoding="async"
        onLoad={onPlaceholderSettled}
        onError={onPlaceholderSettled}
        className="absolute inset-0 size-full scale-105 object-cover blur-md"
      />
      <img
        src={webpUrl(imageURL)}
        srcSet={webpSrcSet(imageURL)}
        sizes={sizes}
        alt={alt}
        width={1070}
        height={1400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
