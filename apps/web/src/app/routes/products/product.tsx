import { COMMON_MESSAGES, type Product } from '@curio/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageTitle } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getProductQueryOptions } from '@/features/catalog/api/get-product';
import { getSimilarProductsQueryOptions } from '@/features/catalog/api/get-similar-products';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { SimilarProducts } from '@/features/catalog/components/similar-products';
import { useRecordProductVisit } from '@/features/catalog/hooks/use-record-product-visit';
import { useScrollToTopOnPathChange } from '@/features/catalog/hooks/use-scroll-to-top-on-path-change';
import { removeFromRecentlyViewed } from '@/features/catalog/stores/recently-viewed';
import { ApiError } from '@/lib/api-client';

/** A product id of the address, or null when it cannot be one. */
function productIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function productNotFound() {
  return new ApiError(404, COMMON_MESSAGES.productNotFound);
}

/**
 * The product page loads its data before display (storefront §2). A product that is gone shows the
 * route error screen ('Product not found.') and leaves the recently viewed list (§4).
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const id = productIdOf(params.id);
    if (id === null) throw productNotFound();
    // Similar products load alongside, so the page keeps its height when it appears (a shorter
    // page would cut the scroll position the smooth scroll to the top starts from).
    const similar = queryClient.query(getSimilarProductsQueryOptions(id)).catch(() => undefined);
    try {
      await queryClient.query({ ...getProductQueryOptions(id), staleTime: 'static' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        removeFromRecentlyViewed(id);
        throw productNotFound();
      }
      throw error;
    }
    await similar;
    return null;
  };

export default function ProductRoute() {
  const params = useParams();
  const id = productIdOf(params.id) ?? 0;
  const { data: product } = useQuery(getProductQueryOptions(id));
  useScrollToTopOnPathChange();
  // The loader has the product in the cache; this covers a cache cleared meanwhile.
  if (!product) return <PageSpinner />;
  return <ProductPage product={product} />;
}

function ProductPage({ product }: { product: Product }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useRecordProductVisit(product);

  // Back to where the shopper came from; home when the page was opened directly.
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.home);
  };

  return (
    <PageContainer>
      <PageTitle title={product.name} />
      <button
        type="button"
        onClick={goBack}
        className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 hover:text-neutral-950"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('common.back')}
      </button>
      <article className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,600px)_minmax(0,1fr)] lg:gap-12">
        <ProductGallery key={product.id} product={product} />
        <ProductDetails product={product} />
      </article>
      <SimilarProducts productId={product.id} className="mt-14" />
    </PageContainer>
  );
}
