import { productImageKeyOf, productImageUrl, type Product } from '@curio/shared';
import { ImageOff } from 'lucide-react';

type ThumbnailSource = { src: string; srcSet?: string };

/** The card variants (150 and 300 px) of one of our product image URLs, else the URL itself. */
export function thumbnailOf(url: string): ThumbnailSource {
  const key = productImageKeyOf(url);
  if (!key) return { src: url };
  const card = productImageUrl(key, 'card');
  return { src: card, srcSet: `${card} 1x, ${productImageUrl(key, 'card2x')} 2x` };
}

function productThumbnailOf(product: Pick<Product, 'images' | 'imageUrl'>) {
  const image = product.images[0];
  if (image) return { src: image.card, srcSet: `${image.card} 1x, ${image.card2x} 2x` };
  return product.imageUrl ? thumbnailOf(product.imageUrl) : null;
}

type ProductThumbnailProps = {
  product: Pick<Product, 'images' | 'imageUrl'>;
  /** Tailwind size classes of the square. */
  className?: string;
  /** Empty when the product's name is written next to the image. */
  alt?: string;
  noImageLabel: string;
};

/** A product's square card image, cropped to fill, or a placeholder without one. */
export function ProductThumbnail({
  product,
  className = 'size-16',
  alt = '',
  noImageLabel,
}: ProductThumbnailProps) {
  const image = productThumbnailOf(product);
  return (
    <span
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-neutral-200 bg-neutral-100 ${className}`}
    >
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          alt={alt}
          width={150}
          height={150}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <ImageOff role="img" aria-label={noImageLabel} className="size-1/3 text-neutral-400" />
      )}
    </span>
  );
}
