import { useState } from 'react';
import { placeholderUrl, webpUrl } from '../../lib/images.ts';

interface ProductImageProps {
  imageURL: string;
  alt: string;
  className?: string;
  /** Called once the low-quality placeholder has loaded (or failed), so a page can know its images are in. */
  onPlaceholderSettled?: () => void;
  eager?: boolean;
}

/** A 1070x1400 image: the blurred -lq_1 placeholder first, swapped for the .webp once it has loaded. */
export function ProductImage({
  imageURL,
  alt,
  className = '',
  onPlaceholderSettled,
  eager,
}: ProductImageProps) {
  const [loaded, setLoaded] = useState(false);
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
        className={`absolute inset-0 size-full scale-105 object-cover blur-md transition-opacity duration-500 ${loaded ? 'opacity-0' : 'opacity-100'}`}
      />
      <img
        src={webpUrl(imageURL)}
        alt={alt}
        width={1070}
        height={1400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={`absolute inset-0 size-full object-cover transition-opacity duration-500 ${loaded ? 'opacity-100' : 'opacity-0'}`}
      />
    </div>
  );
}
