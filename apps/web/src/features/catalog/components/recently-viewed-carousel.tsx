import { useTranslation } from 'react-i18next';
import { Carousel, CAROUSEL_ITEM_CLASS } from '@/components/ui/carousel';
import { useRecentlyViewed } from '../hooks/use-recently-viewed';
import { ProductCard } from './product-card';

/** The recently viewed products, newest first (storefront §2 "Home"); hidden when empty. */
export function RecentlyViewedCarousel({ className }: { className?: string }) {
  const { t } = useTranslation();
  const entries = useRecentlyViewed();
  if (entries.length === 0) return null;
  return (
    <Carousel title={t('recentlyViewed.title')} className={className}>
      {entries.map((entry) => (
        <li key={entry.id} className={CAROUSEL_ITEM_CLASS}>
          <ProductCard
            item={{
              id: entry.id,
              name: entry.name,
              price: entry.price,
              image: entry.image
                ? {
                    src: entry.image,
                    // The card image is 150 px; the detail one keeps a 208 px card sharp.
                    srcSet: entry.imageUrl
                      ? `${entry.image} 150w, ${entry.imageUrl} 600w`
                      : undefined,
                  }
                : null,
            }}
            sizes="208px"
          />
        </li>
      ))}
    </Carousel>
  );
}
