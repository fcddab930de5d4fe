import type { Product } from '@curio/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCard, toProductCardItem } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** Cards in the first row (at most 7 columns fit the page width) load eagerly. */
const EAGER_CARDS = 7;
/**
 * The first row on a phone (two columns) asks for its images first: the first one is the page's
 * largest paint, and found by the preload scanner before layout it would start at low priority.
 */
const HIGH_PRIORITY_CARDS = 2;

/** Columns of at least 150 px, the card image size, so images are barely scaled up. */
const gridClassName = 'grid grid-cols-[repeat(auto-fill,minmax(150px,1fr))] gap-4';

type ProductGridProps = {
  products: Product[] | undefined;
  skeletonCount: number;
  /** Shown instead of 'No products found.' when the list is empty. */
  empty?: ReactNode;
};

/** Product cards, skeleton cards while `products` is undefined, or the empty-state text. */
export function ProductGrid({ products, skeletonCount, empty }: ProductGridProps) {
  const { t } = useTranslation();

  if (!products) {
    return (
      <div aria-busy="true" aria-label={t('home.loading')} role="status" className={gridClassName}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (products.length === 0) {
    return empty ?? <p className="py-16 text-center text-neutral-600">{t('home.empty')}</p>;
  }

  return (
    <ul className={`@container ${gridClassName}`}>
      {products.map((product, index) => (
        <li key={product.id} className={index < EAGER_CARDS ? undefined : 'offscreen-card'}>
          <ProductCard
            item={toProductCardItem(product)}
            eager={index < EAGER_CARDS}
            priority={index < HIGH_PRIORITY_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
