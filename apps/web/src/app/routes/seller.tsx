import { LIMITS } from '@curio/shared';
import { ArrowLeft, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageUnreachable } from '@/components/outage/page-unreachable';
import { buttonClassName } from '@/components/ui/button-styles';
import { PageTitle } from '@/components/ui/page-title';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import { useProducts } from '@/features/catalog/api/get-products';
import { useSeller } from '@/features/catalog/api/get-seller';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { SellerProfile, SellerProfileSkeleton } from '@/features/catalog/components/seller-profile';
import { parsePageParam } from '@/features/catalog/utils/catalog-search';
import { useServerText } from '@/hooks/use-server-text';
import { ApiError } from '@/lib/api-client';
import { isOutage } from '@/lib/outage';

const PAGE_SIZE = LIMITS.homePageSize;

/** A seller id of the address (a positive whole number), or null. */
function sellerIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The back button of the seller page: to the home page (storefront §2). */
function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void navigate(paths.home)}
      className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('seller.back')}
    </button>
  );
}

/** The seller's public page (storefront §2 "Seller page"). */
export default function SellerRoute() {
  const params = useParams();
  const id = sellerIdOf(params.sellerId);
  if (id === null) return <SellerNotFound />;
  return <SellerPage id={id} />;
}

function SellerPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const seller = useSeller(id);

  // The seller call brings the newest products; further pages come from the product list.
  const totalPages = Math.ceil((seller.data?.productCount ?? 0) / PAGE_SIZE);
  const morePages = useProducts(
    { page: page - 1, size: PAGE_SIZE, sellerId: id, sort: 'newest' },
    { enabled: seller.isSuccess && page > 1 },
  );

  if (seller.isError) {
    const { error } = seller;
    if (error instanceof ApiError && error.status === 404) {
      return <SellerNotFound />;
    }
    throw error;
  }

  const products = page === 1 ? seller.data?.products.slice(0, PAGE_SIZE) : morePages.data?.content;
  // No answer from the server is not a seller without products.
  const outage = morePages.isError && isOutage(morePages.error);

  return (
    <PageContainer>
      <PageTitle title={seller.data?.name ?? t('pages.seller')} />
      <BackButton />
      <div className="mt-4" aria-busy={seller.isPending}>
        {seller.data ? <SellerProfile seller={seller.data} /> : <SellerProfileSkeleton />}
      </div>
      <section aria-labelledby="seller-products" className="mt-10">
        <h2 id="seller-products" className="mb-4 text-xl font-bold tracking-tight text-neutral-900">
          {t('seller.products')}
        </h2>
        {outage ? (
          <PageUnreachable inline />
        ) : (
          <ProductGrid
            products={products ?? (morePages.isError ? [] : undefined)}
            skeletonCount={LIMITS.sellerSkeletonCount}
          />
        )}
        {totalPages > 1 && <Pagination page={page} totalPages={totalPages} />}
      </section>
    </PageContainer>
  );
}

function SellerNotFound() {
  const { t } = useTranslation();
  const translateServer = useServerText();
  const text = translateServer('sellerNotFound');
  return (
    <PageContainer narrow>
      <PageTitle title={text} />
      <BackButton />
      <div className="mt-6 flex flex-col items-center gap-4 rounded-2xl border border-neutral-200 bg-white px-6 py-16 text-center shadow-sm">
        <UserX aria-hidden="true" className="size-12 text-indigo-700" />
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{text}</h1>
        <Link to={paths.home} className={buttonClassName('primary')}>
          {t('seller.browse')}
        </Link>
      </div>
    </PageContainer>
  );
}
