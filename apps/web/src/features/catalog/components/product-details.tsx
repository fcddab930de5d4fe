import { DEFAULT_PRICE_RANGE, type Product } from '@curio/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { Price, RateNote } from '@/components/product/price';
import { ColorSwatch } from '@/components/ui/color-swatch';
import { paths } from '@/config/paths';
import { BuyAction } from '@/features/buy/components/buy-action';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { toSearchString } from '@/utils/query-string';
import { useCategoryNames, useColorNames, useSizeNames } from '../hooks/use-lookup-names';
import { withFilters } from '../utils/catalog-search';
import { SellerAvatar } from './seller-avatar';
import { ShareButton } from './share-button';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';

/** A category's products on the home page. */
function categoryHref(category: string) {
  const search = withFilters(new URLSearchParams(), {
    categories: [category],
    colors: [],
    priceRange: DEFAULT_PRICE_RANGE,
  });
  return { pathname: paths.home, search: toSearchString(search) };
}

function Attribute({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-t border-neutral-200 py-4">
      <dt className="mb-2 text-sm font-semibold text-neutral-900">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const chip =
  'inline-flex min-h-8 items-center gap-1.5 rounded-full border border-neutral-300 bg-white px-3 py-1 text-sm text-neutral-800';

/** The information panel of the product page (storefront §2 "Product detail"). */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  const categoryName = useCategoryNames();
  const colorName = useColorNames();
  const sizeName = useSizeNames();
  const seller = product.user;

  return (
    <div className="flex flex-col">
      <h1 className="text-2xl font-bold tracking-tight text-balance text-neutral-950 sm:text-3xl">
        {product.name}
      </h1>
      <p className="mt-3 text-3xl font-bold text-indigo-800 tabular-nums">
        <Price cny={product.price} />
      </p>
      <RateNote />

      <div className="mt-5 flex flex-wrap items-center gap-3" data-slot="product-actions">
        {/* The Buy button and the favourite heart (spec §2 "Product detail"), before Share. */}
        <BuyAction product={product} />
        <FavoriteButton product={product} />
        <ShareButton product={product} />
      </div>
      <NeedsJavaScript className="mt-2" />

      {product.description && (
        <div className="mt-6">
          <h2 className="sr-only">{t('product.description')}</h2>
          <p className="leading-relaxed whitespace-pre-line text-neutral-700">
            {product.description}
          </p>
        </div>
      )}

      <dl className="mt-6">
        {product.sizes.length > 0 && (
          <Attribute label={t('product.sizes')}>
            <ul className="flex flex-wrap gap-2">
              {product.sizes.map((size) => (
                <li key={size} className={chip}>
                  {sizeName(size)}
                </li>
              ))}
            </ul>
          </Attribute>
        )}
        {product.colors.length > 0 && (
          <Attribute label={t('product.colors')}>
            <ul className="flex flex-wrap gap-2">
              {product.colors.map((color) => (
                <li key={color} className={chip}>
                  <ColorSwatch name={color} size="sm" />
                  {colorName(color)}
                </li>
              ))}
            </ul>
          </Attribute>
        )}
        {product.categories.length > 0 && (
          <Attribute label={t('product.categories')}>
            <ul className="flex flex-wrap gap-2">
              {product.categories.map((category) => (
                <li key={category}>
                  <Link
                    to={categoryHref(category)}
                    className={`${chip} hover:border-indigo-600 hover:text-indigo-800`}
                  >
                    {categoryName(category)}
                  </Link>
                </li>
              ))}
            </ul>
          </Attribute>
        )}
        <Attribute label={t('product.seller')}>
          <Link
            to={paths.seller(seller.id)}
            className="group inline-flex items-center gap-4 rounded-xl pr-3"
          >
            <SellerAvatar pictureUrl={seller.profilePicture?.pictureUrl} />
            <span>
              <span className="block text-lg font-semibold text-neutral-900 group-hover:underline">
                {seller.username}
              </span>
              <span className="block text-sm text-indigo-700">{t('product.visitSeller')}</span>
            </span>
          </Link>
        </Attribute>
      </dl>
    </div>
  );
}
