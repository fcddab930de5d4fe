import type { Product } from '@curio/shared';
import { Heart, HeartOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { PageUnreachable } from '@/components/outage/page-unreachable';
import { Price } from '@/components/product/price';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import { isOutage } from '@/lib/outage';
import { useFavorites } from '../api/favorites';
import { useSetFavorite } from '../api/use-set-favorite';
import { CategoryChips } from '@/components/product/category-chips';

type FavoritesListProps = {
  /** A category's name in the viewer's language (the catalogue knows them; it sits above). */
  categoryName?: (englishName: string) => string;
};

/** The favourites page (accounts-and-admin §2 "Favorites"): details, a link and Remove for each. */
export function FavoritesList({ categoryName = (name) => name }: FavoritesListProps) {
  const { t } = useTranslation('dashboard');
  const favorites = useFavorites();

  if (favorites.isPending) {
    return (
      <ul aria-busy="true" className="grid gap-4">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="h-32 animate-pulse rounded-2xl bg-neutral-200/70" />
        ))}
      </ul>
    );
  }
  if (favorites.isError) {
    if (isOutage(favorites.error)) return <PageUnreachable inline />;
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        {t('favorites.loadFailed')}
      </p>
    );
  }
  if (favorites.data.length === 0) return <EmptyFavorites />;

  return (
    <>
      <p className="mb-4 text-sm text-neutral-600">
        {t('favorites.count', { count: favorites.data.length })}
      </p>
      <ul className="grid gap-4">
        {favorites.data.map((product) => (
          <li key={product.id}>
            <FavoriteRow product={product} categoryName={categoryName} />
          </li>
        ))}
      </ul>
    </>
  );
}

function FavoriteRow({
  product,
  categoryName,
}: {
  product: Product;
  categoryName: (englishName: string) => string;
}) {
  const { t } = useTranslation('dashboard');
  const setFavorite = useSetFavorite();

  const remove = () => setFavorite.mutate({ product, favorited: false });

  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <Link
        to={paths.product(product.id)}
        className="group flex min-w-0 flex-1 items-center gap-4 rounded-xl"
      >
        <ProductThumbnail
          product={product}
          className="size-24"
          noImageLabel={t('common.noImage')}
        />
        <div className="min-w-0">
          <h2 className="line-clamp-2 font-semibold text-neutral-950 group-hover:underline">
            {product.name}
          </h2>
          <p className="mt-1 font-semibold text-indigo-800 tabular-nums">
            <Price cny={product.price} />
          </p>
          <CategoryChips
            names={product.categories.map(categoryName)}
            label={t('common.categories')}
            className="mt-2"
          />
          <p className="mt-2 text-sm text-neutral-600">
            {t('common.soldBy', { seller: product.user.username })}
          </p>
        </div>
      </Link>
      <button
        type="button"
        onClick={remove}
        disabled={setFavorite.isPending}
        aria-label={t('favorites.removeNamed', { name: product.name })}
        className={`${buttonClassName('secondary')} self-start sm:self-center`}
      >
        <HeartOff aria-hidden="true" className="size-4" />
        {t('favorites.removeAction')}
      </button>
    </article>
  );
}

function EmptyFavorites() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-neutral-300 bg-white px-6 py-14 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-rose-50 text-rose-600"
      >
        <Heart className="size-8" />
      </span>
      <h2 className="mt-5 text-xl font-semibold text-neutral-950">{t('favorites.emptyTitle')}</h2>
      <p className="mt-2 max-w-md text-neutral-600">{t('favorites.emptyText')}</p>
      <Link to={paths.home} className={`${buttonClassName('primary')} mt-6`}>
        {t('favorites.browse')}
      </Link>
    </div>
  );
}
