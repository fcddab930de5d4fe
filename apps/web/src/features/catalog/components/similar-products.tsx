import { useTranslation } from 'react-i18next';
import { Carousel, CAROUSEL_ITEM_CLASS } from '@/components/ui/carousel';
import { useSimilarProducts } from '../api/get-similar-products';
import { ProductCard, toProductCardItem } from './product-card';

/** Up to 12 products sharing a category and a colour (storefront §5); hidden when there are none. */
export function SimilarProducts({
  productId,
  className,
}: {
  productId: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const { data } = useSimilarProducts(productId);
  if (!data || data.length === 0) return null;
  return (
    <Carousel title={t('product.similar')} className={className}>
      {data.map((product) => (
        <li key={product.id} className={CAROUSEL_ITEM_CLASS}>
          <ProductCard
            item={toProductCardItem(product, 'carousel')}
            sizes="208px"
            preventScrollReset
          />
        </li>
      ))}
    </Carousel>
  );
}
