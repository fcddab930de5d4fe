import type { Product } from '@curio/shared';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatPrice } from '@/utils/format-price';

type ProductCardProps = { product: Product; eager?: boolean };

export function ProductCard({ product, eager = false }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const image = product.images[0];
  return (
    <Link
      to={paths.product(product.id)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex aspect-square items-center justify-center bg-neutral-100">
        {image ? (
          <img
            src={image.card}
            srcSet={`${image.card} 1x, ${image.card2x} 2x`}
            width={150}
            height={150}
            alt={product.name}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <ImageOff
            role="img"
            aria-label={t('catalog.noImage')}
            className="size-10 text-neutral-400"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-medium text-neutral-900 group-hover:underline">
          {product.name}
        </h3>
        <p className="mt-auto text-base font-semibold text-neutral-900">
          {formatPrice(product.price, i18n.resolvedLanguage ?? i18n.language)}
        </p>
      </div>
    </Link>
  );
}
