import type { Product } from '@curio/shared';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { Price } from '@/components/product/price';
import { paths } from '@/config/paths';

/** What a card shows: from a product of the API or from a recently viewed entry. */
export type ProductCardItem = {
  id: number;
  name: string;
  price: number;
  /** The 150 px card image, and larger variants for sharp screens and wider cards. */
  image: { src: string; srcSet?: string } | null;
};

/**
 * A product's card. Grid cards are about 150 px wide (1× and 2× images); carousel cards are
 * 208 px wide, so the browser picks by width there (with `sizes`).
 */
export function toProductCardItem(
  product: Product,
  layout: 'grid' | 'carousel' = 'grid',
): ProductCardItem {
  const image = product.images[0];
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: image
      ? {
          src: image.card,
          srcSet:
            layout === 'grid'
              ? `${image.card} 1x, ${image.card2x} 2x`
              : `${image.card} 150w, ${image.card2x} 300w`,
        }
      : null,
  };
}

type ProductCardProps = {
  item: ProductCardItem;
  /** Cards visible without scrolling load their image at once; the others lazily. */
  eager?: boolean;
  /** The image is among the page's first paints: fetched at high priority. */
  priority?: boolean;
  /** Keep the scroll position on navigation (the product page then scrolls up smoothly). */
  preventScrollReset?: boolean;
  /** The `sizes` of a width-described `srcSet`. */
  sizes?: string;
};

/** A product card linking to /products/{id}: 150×150 cover image, name and price. */
export function ProductCard({
  item,
  eager = false,
  priority = false,
  preventScrollReset,
  sizes,
}: ProductCardProps) {
  const { image } = item;
  return (
    <Link
      to={paths.product(item.id)}
      preventScrollReset={preventScrollReset}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-neutral-300 hover:shadow-md"
    >
      <div className="flex aspect-square items-center justify-center overflow-hidden bg-neutral-100">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet && sizes ? sizes : undefined}
            width={150}
            height={150}
            alt={item.name}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <NoImage />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium text-neutral-800 group-hover:text-neutral-950 group-hover:underline">
          {item.name}
        </h3>
        <p className="mt-auto pt-1 text-base font-semibold text-neutral-950">
          <Price cny={item.price} />
        </p>
      </div>
    </Link>
  );
}

/** In place of a missing picture (its own component: cards with a picture need no translation). */
function NoImage() {
  const { t } = useTranslation();
  return (
    <ImageOff role="img" aria-label={t('catalog.noImage')} className="size-10 text-neutral-400" />
  );
}
